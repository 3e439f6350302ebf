import type { Recorded } from "../model/experiments/records.ts";
import { addressLimiter, RECORD_LIMIT, type AddressLimit } from "./addressLimiter.ts";

/** Records remembered as written, so that a visitor's repeats write nothing (a restart forgets them; the report dedupes). */
const REMEMBERED = 200_000;

/**
 * Whether a server writes a record: each visitor's impression of a variant, and conversion on it, once (while this
 * process remembers it), and an address no more than {@link RECORD_LIMIT} allows. npm run serve (experimentRecorder.ts)
 * and the edge Worker (server/edge/) both decide with it; nothing here needs Node.
 */
export function recordGate(
  limit: AddressLimit = RECORD_LIMIT,
  clock: () => number = Date.now,
): (record: Recorded, address: string) => boolean {
  const allowed = addressLimiter(limit, clock);
  const written = new Set<string>();
  return (record, address) => {
    const key = JSON.stringify([record.teste, record.variante, record.tipo === "impressao", record.visitante]);
    if (written.has(key) || !allowed(address)) return false;
    if (written.size >= REMEMBERED) written.delete(written.values().next().value!);
    written.add(key);
    return true;
  };
}
