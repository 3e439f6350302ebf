/**
 * `npm run bench:editor -- [--pages 1000,10000] [--edits 30]`: how long the page editor takes from an edit to its
 * problems, in throwaway copies of the site with N generated landing pages (not part of the tests). The edits are asked
 * of the editor's worker as the dev server asks them; the editor's former check (the whole site read and validated
 * twice on the dev server's thread) runs in the same process as the reference. Writes bench/editor.md.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../model/paths.ts";
import { measureEditorChecks, type CheckTimes, type EditorResult } from "./bench/editorChecks.ts";
import { machineFacts } from "./bench/machine.ts";

/** The targets: edit to problems at 1,000 and 10,000 pages, and the dev server's longest stall. */
const TARGETS = { editMs: { 1_000: 50, 10_000: 150 } as Record<number, number>, blockedMs: 50 };

function option(flag: string, fallback: string): string {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1]! : fallback;
}
const sizes = option("--pages", "1000,10000").split(",").filter(Boolean).map(Number);
const edits = Number(option("--edits", "30"));

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
const ms1 = (value: number) => `${value.toFixed(1)} ms`;
const mark = (value: number, limit: number | undefined) =>
  limit === undefined ? "" : value <= limit ? ` ✅ (≤ ${limit})` : ` ❌ (≤ ${limit})`;
const times = ({ median, max }: CheckTimes, limit?: number) => `${ms(median)}${mark(median, limit)} / ${ms(max)}`;

const results: EditorResult[] = [];
const machine = machineFacts();
for (const pages of sizes) {
  console.log(`bench:editor: ${pages} páginas geradas…`);
  results.push(await measureEditorChecks(pages, edits, Math.max(2, Math.round(edits / 10))));
}
const rows = results.map((result, index) => {
  const target = TARGETS.editMs[sizes[index]!];
  return (
    `| ${result.pages.toLocaleString("en")} | ${times(result.pageEdits, target)} | ` +
    `${ms(result.pageEdits.blocked)}${mark(result.pageEdits.blocked, TARGETS.blockedMs)}, busy ${ms1(result.pageEdits.busy)} | ` +
    `${times(result.siteEdits)} | ${ms(result.siteEdits.blocked)}${mark(result.siteEdits.blocked, TARGETS.blockedMs)}, busy ${ms1(result.siteEdits.busy)} | ` +
    `${ms(result.firstMs)} | ${ms(result.warmedFirstMs)} (warming ${ms(result.warmingMs)}) | ${times(result.former)} |`
  );
});
const report = `# The editor's checks: from an edit to its problems

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run bench:editor -- --edits ${edits}\` on ${machine.cpuCount} × ${machine.cpuModel},
${machine.memoryGiB} GiB, Node ${machine.node} (1-minute load average ${machine.loadAtStart} at the start: figures
from a busy machine are slower than the editor is). Each size is the real site plus N generated landing pages, as in
\`npm run bench:scale\`. Page edits change the home page's title, its route (to another page's) and add a button to
a generated page, in turn; site.json edits change the brand's name, which every generated page shows. Times are
median / max; "blocked" is the longest the dev server's thread went without running its event loop meanwhile (on a
busy machine, mostly the time it waited for a core), "busy" the time that thread worked per edit (receiving answers).
The first check is timed cold (the worker starts on it) and after warming, as the editor's first request warms it (the
warming's own time beside it: it runs while the marketer opens the page list). The former check is the editor's before decision 063, in the same process, as the reference.

| Pages | Page edit to problems | Blocked, busy | site.json edit to problems | Blocked, busy | First check, cold (worker start, whole site) | First check after warming | Former check, page edit (all blocking) |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}
`;
writeFileSync(join(ROOT, "bench", "editor.md"), report);
console.log(report);
