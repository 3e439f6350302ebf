/**
 * `npm run bench:experiment -- [--page anuncios] [--runs 5]`: what an A/B test costs a visitor (not part of the
 * tests). In a throwaway copy of the project it adds a running 50/50 test of the page, builds, and serves the build
 * with `npm run serve`; then Lighthouse (mobile) measures, alternating run by run, the page as a first visitor gets
 * it, the variant B as a returning visitor who accepted measurement gets it (their cookies sent), and each one's HTML
 * without scripts (the limit). Writes bench/experiment.md.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { precompressFile } from "../build/precompress.ts";
import { routeFile } from "../build/routeFile.ts";
import { ROOT } from "../model/paths.ts";
import { addBenchExperiment } from "./bench/benchExperiment.ts";
import { withoutScripts } from "./bench/htmlTags.ts";
import { ensureLighthouse, type LighthouseRun } from "./bench/lighthouse.ts";
import { medianRun, runWithRetry } from "./bench/lighthouseRoutes.ts";
import { machineFacts } from "./bench/machine.ts";
import { writeNoScriptBuild } from "./bench/noScriptBuild.ts";
import { copyProject, removeCopy } from "./bench/projectCopy.ts";
import { runNpm } from "./bench/runNpm.ts";
import { startProductionServer, startStaticServer } from "./bench/servers.ts";
import { allRoutes } from "./bench/staticRoutes.ts";

const args = process.argv.slice(2);
const option = (flag: string, fallback: string) => {
  const index = args.indexOf(flag);
  return index === -1 ? fallback : args[index + 1]!;
};
const pageName = option("--page", "anuncios");
const runs = Number(option("--runs", "5"));
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs precisa de um número inteiro positivo.`);

const benchDir = join(ROOT, "bench");
const reportsDir = join(benchDir, "tmp", "experiment-reports");
const cli = ensureLighthouse(join(benchDir, "tmp", "lighthouse"));
const projectDir = copyProject(ROOT, "experiment");
process.once("SIGINT", () => {
  removeCopy(projectDir);
  process.exit(130);
});

/** A copy of the build whose page answers with the variant's HTML without scripts: the variant's limit. */
async function writeVariantLimit(distDir: string, outDir: string, route: string, variantHtml: string) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(distDir, outDir, { recursive: true });
  const file = join(outDir, routeFile(route));
  writeFileSync(file, withoutScripts(readFileSync(join(distDir, variantHtml), "utf8")));
  await precompressFile(file, `/${routeFile(route)}`);
}

try {
  const test = addBenchExperiment(projectDir, pageName);
  console.log(`bench:experiment: build de ${projectDir} com o teste ${test.name} em ${test.route}…`);
  const build = await runNpm(projectDir, "build");
  const distDir = join(projectDir, "dist");
  await writeNoScriptBuild(distDir, join(projectDir, "limit-original"), [test.route]);
  await writeVariantLimit(distDir, join(projectDir, "limit-variant"), test.route, test.variantHtml);
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const [site, limitOriginal, limitVariant] = await Promise.all([
    startProductionServer(projectDir),
    startStaticServer(join(projectDir, "limit-original"), allRoutes(join(projectDir, "site.config"))),
    startStaticServer(join(projectDir, "limit-variant"), allRoutes(join(projectDir, "site.config"))),
  ]);
  const cookie = { Cookie: test.variantCookie };
  const served = await (await fetch(site.url + test.route, { headers: cookie })).text();
  if (!served.includes("(versão B)"))
    throw new Error("O servidor não respondeu a variante B ao visitante com o cookie dela.");
  const kinds = {
    original: { url: site.url, headers: undefined },
    variante: { url: site.url, headers: cookie },
    "original sem scripts": { url: limitOriginal.url, headers: undefined },
    "variante sem scripts": { url: limitVariant.url, headers: undefined },
  };
  const results = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, [] as LighthouseRun[]]));
  const failures: string[] = [];
  try {
    for (let run = 1; run <= runs; run++)
      for (const [kind, { url, headers }] of Object.entries(kinds)) {
        console.log(`bench:experiment: lighthouse ${kind} (${run}/${runs})`);
        const out = join(reportsDir, `${kind.replace(/\W+/g, "-")}.${run}.json`);
        const result = await runWithRetry(cli, url + test.route, out, failures, headers);
        if (result) results[kind]!.push(result);
      }
  } finally {
    await Promise.all([site.stop(), limitOriginal.stop(), limitVariant.stop()]);
  }
  const medians = Object.fromEntries(Object.entries(results).map(([kind, list]) => [kind, medianRun(list)]));
  const ratio = (page: string, limit: string) => (medians[page]!.lcpMs / medians[limit]!.lcpMs).toFixed(2);
  const machine = machineFacts();
  const lines = [
    "# What an A/B test costs a visitor",
    "",
    `\`npm run bench:experiment -- --page ${pageName} --runs ${runs}\`, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC,`,
    `${machine.cpuCount} × ${machine.cpuModel}, Node ${machine.node}, load ${machine.loadAtStart} at the start; build ${Math.round(build.ms / 1000)} s. Lighthouse ${results.original![0]?.lighthouseVersion ?? "?"} (mobile), medians of ${runs} alternated runs.`,
    "",
    "| Page | Performance | LCP | TBT | CLS | LCP ÷ no-script limit |",
    "|---|---|---|---|---|---|",
    ...Object.entries(medians).map(
      ([kind, m]) =>
        `| ${kind} | ${m.scores.performance} | ${Math.round(m.lcpMs)} ms | ${Math.round(m.tbtMs)} ms | ${m.cls} | ${
          kind === "original"
            ? ratio("original", "original sem scripts")
            : kind === "variante"
              ? ratio("variante", "variante sem scripts")
              : ""
        } |`,
    ),
    "",
    ...(failures.length ? ["Runs left out:", ...failures.map((failure) => `- ${failure}`), ""] : []),
  ];
  writeFileSync(join(benchDir, "experiment.md"), `${lines.join("\n")}\n`);
  console.log(lines.join("\n"));
} finally {
  removeCopy(projectDir);
}
