/**
 * `npm run bench:interactions -- [--runs 3] [--cpu 4] [--reference <git ref>] [--routes /,/preco] [--trace]`: how long the site takes
 * to answer the interactions a phone visitor meets first (menu, carousel, plan tabs, contact dialog, FAQ, typing a card
 * number), as INP measures them, in Chromium at 390×844 with the processor slowed down (not part of the tests). Builds
 * the working tree (and the reference ref, measured in the same rounds) in throwaway copies, serves each with
 * `npm run serve`, and writes bench/interactions.md and bench/interactions.json; with --trace, a Chromium trace per
 * page and build in bench/tmp/interactions/.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { ROOT } from "../model/paths.ts";
import { buildReference, buildWorkingTree, type BuiltCopy } from "./bench/interactions/builds.ts";
import { measureVisits, type MeasureSettings, type Sample } from "./bench/interactions/measure.ts";
import { renderInteractionReport } from "./bench/interactions/report.ts";
import { figuresOf, meetsTarget, type InteractionResults } from "./bench/interactions/results.ts";
import { VISITS } from "./bench/interactions/scenarios.ts";
import { machineFacts } from "./bench/machine.ts";
import { removeCopy } from "./bench/projectCopy.ts";
import { startProductionServer, type RunningServer } from "./bench/servers.ts";

/** Debian's Chromium (CHROME_PATH, as for `npm run bench`), or its headless shell where only that is installed. */
function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : "/usr/bin/chromium-headless-shell";
}

function option(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const runs = Number(option("--runs") ?? 3);
const cpuSlowdown = Number(option("--cpu") ?? 4);
const referenceRef = option("--reference");
const routes = option("--routes")?.split(",").filter(Boolean);
const visits = VISITS.filter((visit) => !routes || routes.includes(visit.route));
const traceDir = process.argv.includes("--trace") ? join(ROOT, "bench", "tmp", "interactions") : undefined;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs precisa de um número inteiro positivo.`);
const settings: MeasureSettings = { cpuSlowdown, viewport: { width: 390, height: 844 }, traceDir };
if (traceDir) {
  rmSync(traceDir, { recursive: true, force: true });
  mkdirSync(traceDir, { recursive: true });
}

const machine = machineFacts();
const copies: BuiltCopy[] = [];
const servers: RunningServer[] = [];
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  console.log("bench:interactions: build da árvore de trabalho…");
  copies.push(await buildWorkingTree(ROOT));
  if (referenceRef) {
    console.log(`bench:interactions: build da referência ${referenceRef}…`);
    copies.push(await buildReference(ROOT, referenceRef));
  }
  for (const copy of copies) servers.push(await startProductionServer(copy.dir));

  const samples = copies.map(() => new Map<string, Sample[]>());
  for (let run = 0; run < runs; run++) {
    // The builds alternate within a round, so that a busy moment of the machine weighs on both alike.
    for (const [index, copy] of copies.entries()) {
      console.log(`bench:interactions: rodada ${run + 1}/${runs}, ${copy.name}…`);
      const label = `${run + 1}-${copy.name.replace(/[^\w.-]/g, "_")}`;
      const measured = await measureVisits(browser, servers[index]!.url, visits, settings, label);
      for (const [key, sample] of measured) samples[index]!.set(key, [...(samples[index]!.get(key) ?? []), sample]);
    }
  }

  const interactions = visits.flatMap((visit) => visit.interactions);
  const results: InteractionResults = {
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    runs,
    cpuSlowdown,
    viewport: settings.viewport,
    machine: {
      cpuModel: machine.cpuModel,
      cpuCount: machine.cpuCount,
      loadAtStart: machine.loadAtStart,
      chromium: `Chromium ${browser.version()}`,
    },
    builds: copies.map((copy) => copy.name),
    figures: copies.flatMap((copy, index) =>
      interactions
        .filter((interaction) => samples[index]!.has(interaction.key))
        .map((interaction) =>
          figuresOf(
            interaction.key,
            interaction.label,
            copy.name,
            interaction.reference === true,
            samples[index]!.get(interaction.key)!,
          ),
        ),
    ),
  };
  const benchDir = join(ROOT, "bench");
  writeFileSync(join(benchDir, "interactions.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(benchDir, "interactions.md"), renderInteractionReport(results));
  for (const figures of results.figures)
    console.log(
      `${figures.reference ? "ref " : meetsTarget(figures) ? "ok  " : "FAIL"}  ${figures.build.padEnd(8)} ${figures.label}: ` +
        `mediana ${Math.round(figures.medianMs)} ms, pior ${Math.round(figures.worstMs)} ms`,
    );
  console.log("bench:interactions: bench/interactions.md e bench/interactions.json escritos.");
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
  for (const copy of copies) removeCopy(copy.dir);
}
