import { join } from "node:path";
import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../model/experiments/consentCookie.ts";
import {
  countsForGoal,
  VISITOR_COOKIE,
  type ConversionKind,
  type ExperimentRecord,
} from "../model/experiments/records.ts";
import type { ExperimentSplit } from "../model/experiments/splits.ts";
import type { VisitorSigner } from "../model/experiments/visitorSignature.ts";
import { addressLimiter, RECORD_LIMIT, type AddressLimit } from "./addressLimiter.ts";
import { EXPERIMENT_COOKIE_SECONDS } from "./experimentSplit.ts";
import { rotatingAppend, type Rotation } from "./rotatingAppend.ts";

/** What the servers record: one line of a test's file, the time added on writing. */
export type Recorded = Omit<ExperimentRecord, "em" | "novo">;

/** How big a test's file grows before it is moved aside, and how many such files are kept: 10 × 50 MB at most. */
export const RECORDS_ROTATION: Rotation = { maxBytes: 50 * 2 ** 20, kept: 9 };

/** Records remembered as written, so that a visitor's repeats write nothing (a restart forgets them; the report dedupes). */
const REMEMBERED = 200_000;

/** The file of a test's records in the data folder: <folder>/<test>.jsonl (JSON Lines; full ones <test>.<n>.jsonl). */
export function recordsFile(dataDir: string, test: string): string {
  return join(dataDir, `${test}.jsonl`);
}

/** Options of {@link experimentRecorder}. */
export interface RecorderOptions {
  dataDir: string;
  /** The time written on each record. */
  now?: () => Date;
  /** The clock of the per-address limit, in milliseconds. */
  clock?: () => number;
  limit?: AddressLimit;
  rotation?: Rotation;
}

/**
 * Appends records to the data folder, one JSON line each, without holding the answer up: each visitor's impression of a
 * variant and conversion on it is written once (while this process remembers it), an address writes at most what
 * {@link RECORD_LIMIT} allows, and a test's file is moved aside when full ({@link RECORDS_ROTATION}). A failed write is
 * reported on stderr, never to the visitor.
 */
export function experimentRecorder({
  dataDir,
  now = () => new Date(),
  clock = Date.now,
  limit = RECORD_LIMIT,
  rotation = RECORDS_ROTATION,
}: RecorderOptions): (record: Recorded, address: string) => void {
  const allowed = addressLimiter(limit, clock);
  const written = new Set<string>();
  return (record, address) => {
    const key = JSON.stringify([record.teste, record.variante, record.tipo === "impressao", record.visitante]);
    if (written.has(key) || !allowed(address)) return;
    if (written.size >= REMEMBERED) written.delete(written.values().next().value!);
    written.add(key);
    const line = `${JSON.stringify({ em: now().toISOString(), ...record })}\n`;
    rotatingAppend(recordsFile(dataDir, record.teste), line, rotation).catch((error: unknown) =>
      console.error(`Não foi possível guardar o registro do teste A/B ${record.teste}: ${String(error)}`),
    );
  };
}

/** The visitor's signed id from their cookie, or a new one and the `Set-Cookie` that keeps it. */
export async function visitorOf(
  cookies: Map<string, string>,
  signer: VisitorSigner,
): Promise<{ id: string; setCookie?: string }> {
  const kept = await signer.verify(cookies.get(VISITOR_COOKIE));
  if (kept) return { id: kept };
  const id = await signer.issue();
  return { id, setCookie: `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${EXPERIMENT_COOKIE_SECONDS}; SameSite=Lax` };
}

const KINDS: readonly string[] = ["chat", "lead"];

/**
 * The conversion a beacon reports (`?teste=…&variante=…&tipo=chat|lead`), when it may be counted: the visitor accepted
 * measurement and has an id a server of the site signed, the test is running with that variant, and the kind is the
 * test's goal.
 */
export async function conversionOf(
  query: URLSearchParams,
  cookies: Map<string, string>,
  splits: ExperimentSplit[],
  signer: VisitorSigner,
): Promise<Recorded | undefined> {
  if (cookies.get(CONSENT_COOKIE) !== CONSENT_ACCEPTED) return undefined;
  const [teste, variante, tipo] = ["teste", "variante", "tipo"].map((name) => query.get(name) ?? "");
  const split = splits.find((candidate) => candidate.name === teste);
  if (!split || !KINDS.includes(tipo!)) return undefined;
  if (!split.variants.some((variant) => variant.name === variante)) return undefined;
  if (!countsForGoal(tipo as ConversionKind, split.goal)) return undefined;
  const visitor = await signer.verify(cookies.get(VISITOR_COOKIE));
  if (!visitor) return undefined;
  return { teste: teste!, variante: variante!, tipo: tipo as ConversionKind, visitante: visitor };
}
