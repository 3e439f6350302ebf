import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { parseRecord, recordOf, type ExperimentRecord } from "../experiments/records.ts";

/** Where the recorded impressions and conversions are: any mix of the three servers' files. */
export interface RecordSources {
  /** The folder of <teste>.jsonl files npm run serve writes (SITE_DATA_DIR/experiments), full ones <teste>.<n>.jsonl. */
  dataDir?: string;
  /** The file nginx logs the A/B lines to (the generated config's `log_format`). */
  nginxLog?: string;
  /**
   * More files or folders (read whole, `.gz` unpacked): nginx's logs, rotated ones too, and Cloudflare Logpush's
   * NDJSON files of Workers Trace Events, whose `Logs[].Message` carry the Worker's records.
   */
  files?: string[];
  /** The secret the servers sign visitor ids with (SITE_AB_SECRET); without it no signed id can be checked. */
  secret?: string;
}

/** What was read for a test: its records (each server's, as they came) and the lines that were no record. */
export interface ReadRecords {
  records: ExperimentRecord[];
  unreadable: number;
}

/** A file's lines, unpacked when it ends in .gz; none when it is missing. */
function linesOf(file: string): string[] {
  if (!existsSync(file)) return [];
  const bytes = readFileSync(file);
  return (file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8").split("\n");
}

/** The files a path names: itself, or every file under the folder, sorted. */
function filesUnder(path: string): string[] {
  if (!existsSync(path) || !statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** npm run serve's files of a test: <teste>.jsonl and the full ones moved aside, <teste>.<n>.jsonl. */
function serverFiles(dataDir: string, test: string): string[] {
  if (!existsSync(dataDir)) return [];
  const own = new RegExp(`^${test}(\\.\\d+)?\\.jsonl$`);
  return readdirSync(dataDir)
    .filter((name) => own.test(name))
    .map((name) => join(dataDir, name));
}

/**
 * The records of one line: the line itself (a record as npm run serve and nginx write it), or the records a Worker
 * logged in a Trace Event (a Logpush line); undefined when the line is neither.
 */
function recordsOfLine(line: string): ExperimentRecord[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  const logs = (value as { Logs?: unknown } | null)?.Logs;
  if (!Array.isArray(logs)) {
    const record = recordOf(value);
    return record && [record];
  }
  // A Worker logs more than its records (its errors, say): those messages are simply not records.
  return logs.flatMap((log: { Message?: unknown }) =>
    Array.isArray(log?.Message)
      ? log.Message.flatMap((message) => (typeof message === "string" ? (parseRecord(message) ?? []) : []))
      : [],
  );
}

/** Every record of a test in the sources, and how many lines were not records at all. */
export function readRecords(sources: RecordSources, test: string): ReadRecords {
  const files = [
    ...(sources.dataDir ? serverFiles(sources.dataDir, test) : []),
    ...(sources.nginxLog ? [sources.nginxLog] : []),
    ...(sources.files ?? []).flatMap(filesUnder),
  ];
  const records: ExperimentRecord[] = [];
  let unreadable = 0;
  for (const file of files)
    for (const line of linesOf(file)) {
      if (line.trim() === "") continue;
      const found = recordsOfLine(line);
      if (!found) unreadable++;
      else for (const record of found) if (record.teste === test) records.push(record);
    }
  return { records, unreadable };
}
