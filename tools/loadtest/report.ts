import type { MachineFacts } from "../bench/machine.ts";
import type { CaseResult } from "./runCase.ts";
import type { LoadOptions } from "./options.ts";

/** The memory a server may hold after the load, relative to before it. */
export const RSS_GROWTH_LIMIT = 1.5;

/** Seconds each case runs, unmeasured, before the memory baseline is read. */
export const WARM_UP_SECONDS = 3;

/** Everything one `npm run loadtest` measured. */
export interface LoadResults {
  date: string;
  machine: MachineFacts;
  loadAtEnd: number;
  options: LoadOptions;
  cases: CaseResult[];
  /** Right after start-up and one request per case. */
  rssIdle: number;
  /** After the warm-up: the baseline. */
  rssBefore: number;
  rssAfter: number;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const mark = (pass: boolean) => (pass ? "✅" : "❌");

/** Whether the run met its bar: no errors, only the expected statuses, memory within the limit. */
export function loadPassed(results: LoadResults): boolean {
  return (
    results.cases.every((result) => result.errors === 0 && result.unexpected === 0) &&
    results.rssAfter <= RSS_GROWTH_LIMIT * results.rssBefore
  );
}

/** bench/load.md: the figures of one run, with its machine and the bar it is held to. */
export function renderLoadReport(results: LoadResults): string {
  const { machine, options } = results;
  const rows = results.cases.map((result) =>
    [
      result.name,
      `\`${result.path}\``,
      String(result.status),
      Math.round(result.requestsPerSecond).toLocaleString("en-US"),
      String(result.p50Ms),
      String(result.p99Ms),
      result.requests.toLocaleString("en-US"),
      `${result.errors} ${mark(result.errors === 0)}`,
      `${result.unexpected} ${mark(result.unexpected === 0)}`,
    ].join(" | "),
  );
  const ratio = results.rssAfter / results.rssBefore;
  return [
    "# Load test of `npm run serve`",
    "",
    `Measured ${results.date} with \`npm run loadtest\` (autocannon, ${options.connections} connections, ${options.duration} s per case, one case after the other) against`,
    "`scripts/serve.ts` on 127.0.0.1 serving this build's `dist/` with the local stand-ins. Requests ask for",
    "`Accept-Encoding: gzip, deflate, br` like a browser, so the server sends the precompressed `.br` files.",
    "",
    `**The machine was shared with other work while this ran** (${machine.cpuCount} × ${machine.cpuModel}, ${machine.memoryGiB} GiB,`,
    `${machine.os}, Node ${machine.node}; 1-minute load average ${machine.loadAtStart} at the start, ${results.loadAtEnd} at the end).`,
    "The load generator runs on the same cores as the server. Read the throughput and latency as a floor for this",
    "hardware, comparable only with another run on the same machine; errors, statuses and memory do not depend on it.",
    "",
    "| Case | Address | Status | Requests/s (mean) | p50 latency (ms) | p99 latency (ms) | Requests | Errors | Unexpected answers |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => `| ${row} |`),
    "",
    `Server memory (RSS): ${mib(results.rssBefore)} after a ${WARM_UP_SECONDS}-second warm-up of every case, ${mib(results.rssAfter)} after the`,
    `measured runs: ×${ratio.toFixed(2)} ${mark(ratio <= RSS_GROWTH_LIMIT)} (limit ×${RSS_GROWTH_LIMIT}). Idle, right after start-up (one request per case), it was`,
    `${mib(results.rssIdle)}: the warm-up's growth is V8 sizing its young generation for the load and malloc keeping its arenas,`,
    "not data the server holds on to (a heap probe found the live heap after GC at 6–8 MiB throughout; docs/decisions/017).",
    "",
    `**Result: ${loadPassed(results) ? "pass" : "FAIL"}** — no connection errors, no answer other than the expected status (and, for the`,
    "link stand-in, a body whose status is `ok`), memory after ≤ 1.5 × the warmed-up baseline.",
    "",
    "Reproduce: `npm run build && npm run loadtest` (about two minutes; `-- --duration 3` for a quick look, which",
    "rewrites this file with its own figures).",
    "",
  ].join("\n");
}
