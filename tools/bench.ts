/**
 * `npm run bench -- [--runs 3] [--pages 1000] [--routes /,/preco]` (`--help` lists them): measures the production build (not part of the
 * tests). In throwaway copies of the project it times `validate` and `build` for the real site and for the site
 * plus N generated landing pages and measures their JS and first-screen sizes; then it runs Lighthouse (mobile)
 * on every static route of the real site and on the same HTML without scripts (the limit). Writes
 * bench/results.md (committed) and bench/results.json (raw figures); Lighthouse reports stay in bench/tmp/.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addLandingPages } from "./bench/landingPages.ts";
import { ensureLighthouse } from "./bench/lighthouse.ts";
import { lighthouseRoutes } from "./bench/lighthouseRoutes.ts";
import { machineFacts } from "./bench/machine.ts";
import { measureSite } from "./bench/measureSite.ts";
import { writeNoScriptBuild } from "./bench/noScriptBuild.ts";
import { BENCH_HELP, parseOptions, wantsHelp, type BenchOptions } from "./bench/options.ts";
import { readPrevious } from "./bench/previous.ts";
import { copyProject, removeCopy } from "./bench/projectCopy.ts";
import { renderReport } from "./bench/report.ts";
import type { BenchResults } from "./bench/results.ts";
import { startProductionServer, startStaticServer } from "./bench/servers.ts";
import { siteResult } from "./bench/siteResult.ts";
import { median } from "./bench/stats.ts";
import { allRoutes, noindexRoutes, staticRoutes } from "./bench/staticRoutes.ts";
import { checkTargets } from "./bench/targets.ts";
import { ROOT } from "../model/paths.ts";

const args = process.argv.slice(2);
if (wantsHelp(args)) {
  console.log(BENCH_HELP);
  process.exit(0);
}
let options: BenchOptions;
try {
  options = parseOptions(args);
} catch (error) {
  // A mistyped option stops here, in a line of its own, before any copy of the project is made.
  console.error(`bench: ${(error as Error).message}`);
  process.exit(1);
}
const started = performance.now();
const date = new Date()
  .toISOString()
  .replace("T", " ")
  .replace(/:\d\d\.\d+Z$/, " UTC");
const machine = machineFacts();
const benchDir = join(ROOT, "bench");
const reportsDir = join(benchDir, "tmp", "lighthouse-reports");
const cli = ensureLighthouse(join(benchDir, "tmp", "lighthouse"));

const realDir = copyProject(ROOT, "real");
let largeDir: string | undefined;
// Ctrl-C must not leave project copies behind in the temp folder.
process.once("SIGINT", () => {
  removeCopy(realDir);
  if (largeDir) removeCopy(largeDir);
  process.exit(130);
});
try {
  console.log(`bench: site real (${realDir}): validate e build…`);
  const real = siteResult(await measureSite(realDir), true);

  largeDir = copyProject(ROOT, "large");
  addLandingPages(largeDir, options.pages);
  console.log(`bench: site com ${options.pages} landing pages (${largeDir}): validate e build…`);
  const large = siteResult(await measureSite(largeDir), false);
  removeCopy(largeDir);

  const configDir = join(realDir, "site.config");
  const routes = staticRoutes(configDir).filter((route) => !options.routes || options.routes.includes(route));
  if (routes.length === 0)
    throw new Error(`Nenhuma rota estática corresponde a --routes ${options.routes?.join(",")}.`);
  const limitDir = join(realDir, "dist-noscript");
  await writeNoScriptBuild(join(realDir, "dist"), limitDir, routes);

  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const lighthouseStarted = performance.now();
  const [site, limit] = await Promise.all([
    startProductionServer(realDir),
    startStaticServer(limitDir, allRoutes(configDir)),
  ]);
  const lighthouse = await lighthouseRoutes(
    cli,
    site.url,
    limit.url,
    routes,
    noindexRoutes(configDir),
    options.runs,
    reportsDir,
  ).finally(() => Promise.all([site.stop(), limit.stop()]));
  const lighthouseMs = performance.now() - lighthouseStarted;

  const allRuns = lighthouse.flatMap((result) => [...result.site.runs, ...result.limit.runs]);
  const results: BenchResults = {
    date,
    options,
    machine,
    lighthouseVersion: allRuns[0]?.lighthouseVersion ?? "unknown",
    benchmarkIndex: median(allRuns.map((run) => run.benchmarkIndex)),
    durationMs: performance.now() - started,
    lighthouseMs,
    real,
    large,
    lighthouse,
    targets: checkTargets(lighthouse, real.routes ?? [], real, large),
    previous: readPrevious(join(benchDir, "results.json")),
  };
  writeFileSync(join(benchDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(benchDir, "results.md"), renderReport(results));
  for (const target of results.targets)
    console.log(`${target.pass ? "ok  " : "FAIL"}  ${target.target}: ${target.measured}`);
  console.log(`bench: bench/results.md e bench/results.json escritos (${Math.round(results.durationMs / 1000)} s).`);
} finally {
  removeCopy(realDir);
  if (largeDir) removeCopy(largeDir);
}
