/**
 * `npm run loadtest -- [--duration 20] [--connections 50]`: runs autocannon against `npm run serve` on a loopback
 * port, one case after the other (a page, a hashed asset, page data, the link stand-in, a 404), and writes
 * bench/load.md. Exits 1 when any case has errors or unexpected answers, or the server's memory grew past 1.5×.
 * Needs a build (`npm run build`).
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { machineFacts } from "./bench/machine.ts";
import { DEFAULT_CONFIG_DIR, ROOT } from "../model/paths.ts";
import { loadCases } from "./loadtest/cases.ts";
import { parseLoadOptions } from "./loadtest/options.ts";
import { loadPassed, renderLoadReport, WARM_UP_SECONDS, type LoadResults } from "./loadtest/report.ts";
import { runCase, type CaseResult } from "./loadtest/runCase.ts";
import { startServerProcess } from "./loadtest/serverProcess.ts";

const options = parseLoadOptions(process.argv.slice(2));
const cases = loadCases(join(ROOT, "dist"), DEFAULT_CONFIG_DIR);
const machine = machineFacts();
const date = new Date()
  .toISOString()
  .replace("T", " ")
  .replace(/:\d\d\.\d+Z$/, " UTC");
const server = await startServerProcess(ROOT);
try {
  // One request per case first: a wrong status fails at once, and the "before" memory includes what they load.
  for (const loadCase of cases) {
    const response = await fetch(`${server.url}${loadCase.path}`, { headers: loadCase.headers });
    await response.arrayBuffer();
    if (response.status !== loadCase.status)
      throw new Error(`${loadCase.path} respondeu ${response.status}, esperado ${loadCase.status}.`);
  }
  const rssIdle = server.rss();
  // Under load V8 sizes its young generation up and malloc keeps its arenas: a one-off growth, not a leak. The
  // baseline is taken once every case has run briefly, so that growth after it is what the load keeps adding.
  const warmUp = { ...options, duration: WARM_UP_SECONDS };
  for (const loadCase of cases) await runCase(server.url, loadCase, warmUp);
  const rssBefore = server.rss();
  const measured: CaseResult[] = [];
  for (const loadCase of cases) {
    console.log(
      `loadtest: ${loadCase.name} (${loadCase.path}), ${options.duration} s com ${options.connections} conexões…`,
    );
    measured.push(await runCase(server.url, loadCase, options));
  }
  const results: LoadResults = {
    date,
    machine,
    loadAtEnd: Math.round(loadavg()[0]! * 100) / 100,
    options,
    cases: measured,
    rssIdle,
    rssBefore,
    rssAfter: server.rss(),
  };
  const report = renderLoadReport(results);
  writeFileSync(join(ROOT, "bench", "load.md"), report);
  console.log(report);
  process.exitCode = loadPassed(results) ? 0 : 1;
} finally {
  await server.stop();
}
