/**
 * `npm run bench:scale -- [--pages 1000,10000]`: how the build grows with the number of pages (not part of the tests;
 * about 6 minutes for both sizes here). In throwaway copies of the project it adds N generated landing pages (copies
 * of the home, pricing, ads, certificate and trial pages), then times `npm run validate`, `npm run build` (with its
 * largest process's peak memory) and a second build after one page changed. Writes bench/scale.md.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../model/paths.ts";
import { machineFacts } from "./bench/machine.ts";
import { measureScale, type ScaleResult } from "./bench/scaleRun.ts";

const TARGETS = { validateMs: 5_000, buildMs: 120_000, buildPeakBytes: 2 * 2 ** 30, rebuildMs: 15_000 };

const option = process.argv.indexOf("--pages");
const sizes = (option >= 0 ? process.argv[option + 1]! : "1000,10000").split(",").map(Number);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mark = (value: number, limit: number) => (value <= limit ? "✅" : "❌");

const results: ScaleResult[] = [];
for (const pages of sizes) {
  console.log(`bench:scale: ${pages} páginas geradas…`);
  results.push(await measureScale(ROOT, pages));
}
const machine = machineFacts();
const rows = results.map(
  (r) =>
    `| ${r.pages.toLocaleString("en")} | ${seconds(r.validateMs)} ${mark(r.validateMs, TARGETS.validateMs)} | ` +
    `${seconds(r.buildMs)} ${mark(r.buildMs, TARGETS.buildMs)} | ` +
    `${Math.round(r.buildPeakBytes / 2 ** 20)} MiB ${mark(r.buildPeakBytes, TARGETS.buildPeakBytes)} | ` +
    `${seconds(r.rebuildMs)} ${mark(r.rebuildMs, TARGETS.rebuildMs)} (${r.rebuildRendered} rendered) | ` +
    `${(r.serverBundleBytes / 1024).toFixed(1)} KB |`,
);
const report = `# How the build grows with the number of pages

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run bench:scale\` on ${machine.cpuCount} × ${machine.cpuModel},
${machine.memoryGiB} GiB, Node ${machine.node}, Node's default memory (1-minute load average ${machine.loadAtStart} at the start).
Each size is the real site plus N generated landing pages (copies of /home, /preco, /anuncios, /certificado and
/testeGratis in turn, at /lp/00001 …), in a throwaway copy of the project.

| Generated pages | \`npm run validate\` (≤ 5 s) | \`npm run build\` (≤ 120 s) | Build peak memory, largest process (≤ 2 GiB) | Build again after one page changed (≤ 15 s) | Server bundle |
|---|---|---|---|---|---|
${rows.join("\n")}
`;
writeFileSync(join(ROOT, "bench", "scale.md"), report);
console.log(report);
