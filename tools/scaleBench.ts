/**
 * `npm run bench:scale -- [--pages 1000,10000] [--collection 5000]`: how the build grows with the number of pages (not
 * part of the tests; about 10 minutes for the three sizes here). In throwaway copies of the project it adds N generated
 * landing pages (copies of the home, pricing, ads, certificate and trial pages), or one collection of N rows, then
 * times `npm run validate`, `npm run build` (with its largest process's peak memory) and a second build after one
 * page (or one row) changed. Writes bench/scale.md.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../model/paths.ts";
import { machineFacts } from "./bench/machine.ts";
import { measureScale, type ScaleResult, type ScaleSize } from "./bench/scaleRun.ts";
import { targetsAt } from "./bench/scaleTargets.ts";

/** The counts given after `flag` (comma-separated), or the default. */
function counts(flag: string, fallback: string): number[] {
  const at = process.argv.indexOf(flag);
  return (at >= 0 ? process.argv[at + 1]! : fallback).split(",").filter(Boolean).map(Number);
}
const sizes: ScaleSize[] = [
  ...counts("--pages", "1000,10000").map((pages) => ({ pages, kind: "pages" as const })),
  ...counts("--collection", "5000").map((pages) => ({ pages, kind: "collection" as const })),
];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mark = (value: number, limit: number) => (value <= limit ? "✅" : "❌");

// Before the runs: the load average is the one at the start.
const machine = machineFacts();
const results: ScaleResult[] = [];
for (const size of sizes) {
  console.log(`bench:scale: ${size.pages} ${size.kind === "pages" ? "páginas geradas" : "linhas numa coleção"}…`);
  results.push(await measureScale(ROOT, size));
}
// Each size against its own targets (tools/bench/scaleTargets.ts): the header's at 10,000 pages, less for fewer;
// past 10,000 pages, those of 100,000 (build ≤ 10 min, validate ≤ 30 s, ≤ 2 GiB, build again ≤ 10 s).
const rows = results.map((r) => {
  const target = targetsAt(r.pages);
  return (
    `| ${r.pages.toLocaleString("en")} ${r.kind === "pages" ? "pages" : "rows of one collection"} | ` +
    `${seconds(r.validateMs)} ${mark(r.validateMs, target.validateMs)} | ` +
    `${seconds(r.buildMs)} ${mark(r.buildMs, target.buildMs)} | ${seconds(r.buildCpuMs)} | ` +
    `${Math.round(r.buildPeakBytes / 2 ** 20)} MiB ${mark(r.buildPeakBytes, target.buildPeakBytes)} | ` +
    `${seconds(r.rebuildMs)} ${mark(r.rebuildMs, target.rebuildMs)} (${r.rebuildRendered} rendered) | ` +
    `${(r.serverBundleBytes / 1024).toFixed(1)} KB |`
  );
});
const report = `# How the build grows with the number of pages

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run bench:scale\` on ${machine.cpuCount} × ${machine.cpuModel},
${machine.memoryGiB} GiB, Node ${machine.node}, Node's default memory (1-minute load average ${machine.loadAtStart} at the start).
Each size is the real site plus N generated landing pages (copies of /home, /preco, /anuncios, /certificado and
/testeGratis in turn, at /lp/00001 …), or plus one collection of N rows (the test fixtures' "sistema para <segmento>
em <cidade>" template, products × segments × cities), in a throwaway copy of the project. The edit is one page's
title, or one row's text. The processor time (user and system, every process of the build) is what the work costs
whatever else the machine runs: on two idle cores the build takes at least half of it.

| Generated | \`npm run validate\` (≤ 5 s) | \`npm run build\` (≤ 120 s) | Build's processor time, all processes | Build peak memory, largest process (≤ 2 GiB) | Build again after one page changed (≤ 15 s) | Server bundle |
|---|---|---|---|---|---|---|
${rows.join("\n")}
`;
writeFileSync(join(ROOT, "bench", "scale.md"), report);
console.log(report);
