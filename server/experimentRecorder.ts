import { join } from "node:path";
import { recordLine, type Recorded } from "../model/experiments/records.ts";
import { RECORD_LIMIT, type AddressLimit } from "./addressLimiter.ts";
import { recordGate } from "./recordGate.ts";
import { rotatingAppend, type Rotation } from "./rotatingAppend.ts";

/** How big a test's file grows before it is moved aside, and how many such files are kept: 10 × 50 MB at most. */
export const RECORDS_ROTATION: Rotation = { maxBytes: 50 * 2 ** 20, kept: 9 };

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
 * Appends records to the data folder, one JSON line each, without holding the answer up: what {@link recordGate} lets
 * through (each visitor's impression of a variant and conversion on it once, an address at most {@link RECORD_LIMIT}),
 * and a test's file is moved aside when full ({@link RECORDS_ROTATION}). A failed write is reported on stderr, never
 * to the visitor.
 */
export function experimentRecorder({
  dataDir,
  now = () => new Date(),
  clock = Date.now,
  limit = RECORD_LIMIT,
  rotation = RECORDS_ROTATION,
}: RecorderOptions): (record: Recorded, address: string) => void {
  const writes = recordGate(limit, clock);
  return (record, address) => {
    if (!writes(record, address)) return;
    rotatingAppend(recordsFile(dataDir, record.teste), `${recordLine(record, now())}\n`, rotation).catch(
      (error: unknown) =>
        console.error(`Não foi possível guardar o registro do teste A/B ${record.teste}: ${String(error)}`),
    );
  };
}
