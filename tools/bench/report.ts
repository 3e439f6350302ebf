import type { RouteSizes } from "./bundleSizes.ts";
import { kb, mark, minutes, ms, percent, seconds, signedMs } from "./format.ts";
import { ATTEMPTS, type VariantLighthouse } from "./lighthouseRoutes.ts";
import { summarizeRun } from "./previous.ts";
import type { BenchResults } from "./results.ts";
import type { Spread } from "./siteResult.ts";
import { checkRoute, TARGETS } from "./targets.ts";

const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");

const code = (text: string) => `\`${text}\``;

const files = (count: number) => `${count} file${count === 1 ? "" : "s"}`;

function lighthouseCells({ median: run, runs }: VariantLighthouse): string[] {
  if (runs.length === 0) return Array<string>(9).fill("—");
  const { scores } = run;
  return [scores.performance, scores.accessibility, scores["best-practices"], scores.seo]
    .map(String)
    .concat([ms(run.lcpMs), ms(run.tbtMs), run.cls.toFixed(3), kb(run.totalBytes), kb(run.jsBytes)]);
}

function sizeRow(route: RouteSizes): string[] {
  const css = route.css.reduce((total, file) => total + file.gzip, 0);
  return [code(route.route), kb(route.html.gzip), route.css.length ? kb(css) : "inline", `${kb(route.firstScreenGzip)} ${mark(route.firstScreenGzip <= TARGETS.firstScreenBytes)}`, String(route.js.length), kb(route.jsGzip)];
}

const spreadCells = (spread: Spread) => [kb(spread.min), kb(spread.median), kb(spread.max)];

const beforeAfter = (before: string | undefined, after: string) => (before === undefined ? after : `${before} → ${after}`);

/** The routes of this run next to the run it replaced (nothing when there was none). */
function previousSection(results: BenchResults): string {
  const { previous } = results;
  if (!previous) return "";
  const before = new Map(previous.routes.map((route) => [route.route, route]));
  const rows = summarizeRun(results).routes.map((now) => {
    const then = before.get(now.route);
    return [
      code(now.route),
      beforeAfter(then?.jsGzip === undefined ? undefined : kb(then.jsGzip), now.jsGzip === undefined ? "—" : kb(now.jsGzip)),
      beforeAfter(then && String(then.performance), String(now.performance)),
      beforeAfter(then && ms(then.tbtMs), ms(now.tbtMs)),
      beforeAfter(then && signedMs(then.tbtAddedMs), signedMs(now.tbtAddedMs)),
    ];
  });
  return `## Against the previous results

The run this one replaced in ${code("bench/results.json")} (${previous.date}), route by route: previous → now. Absolute
figures move with the machine's load; the TBT scripts add is measured against the no-script page of the same run.

${table(["Route", "Route JS", "Perf", "TBT", "TBT added by scripts"], rows)}

`;
}

/** bench/results.md: the figures of one run, its machine and the targets, as tables. */
export function renderReport(results: BenchResults): string {
  const { machine, real, large, lighthouse, options } = results;
  const landing = large.pages - real.pages;
  const checks = lighthouse.map(checkRoute);
  const lost = lighthouse.filter((_, index) => !checks[index]!.allHundred);
  const change = (a: number, b: number) => percent(b / a - 1);
  const failed = lighthouse.flatMap(({ route, site, limit }) => [
    ...site.failures.map((reason) => ({ route, variant: "site", reason })),
    ...limit.failures.map((reason) => ({ route, variant: "limit", reason })),
  ]);

  return `# Benchmark

Made by ${code("npm run bench")} on ${results.date} in ${minutes(results.durationMs)} (Lighthouse: ${minutes(results.lighthouseMs)}).
Lighthouse ${results.lighthouseVersion}, mobile form factor with its default simulated throttling, ${options.runs} run(s) per
route and variant, one at a time; every figure is the median of its runs. Figures from another machine are not comparable.

${table(["Machine", ""], [
    ["Node", machine.node],
    ["CPU", `${machine.cpuModel} × ${machine.cpuCount}`],
    ["Memory", `${machine.memoryGiB} GiB`],
    ["OS", machine.os],
    ["Browser", machine.chromium],
    ["Lighthouse benchmarkIndex (median)", String(Math.round(results.benchmarkIndex))],
    ["Load average at start (1 min)", String(machine.loadAtStart)],
  ])}

## Targets

${table(["Target", "Measured", ""], results.targets.map((target) => [target.target, target.measured, mark(target.pass)]))}

## Lighthouse per route

**site**: the production build served by ${code("npm run serve")} (with its local stand-in services).
**limit**: the same route's HTML with every ${code("<script>")} and ${code('<link rel="modulepreload">')} removed, served by the
same server code: what the prerendered HTML and CSS reach alone. Total and JS are bytes transferred.

${table(["Route", "", "Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS", "Total", "JS"], lighthouse.flatMap((result) => [
    [code(result.route), "site", ...lighthouseCells(result.site)],
    ["", "limit", ...lighthouseCells(result.limit)],
  ]))}

What the scripts cost each route, against the same HTML without them in the same run: the TBT they add and the
Performance points they lose (differences of the medians; the no-script page is what any host reaches).

${table(["Route", `4 × ${TARGETS.score}`, `LCP ≤ ${TARGETS.lcpRatio}× limit`, `TBT < ${TARGETS.tbtBelowMs} ms`, `TBT added ≤ ${TARGETS.tbtAddedMaxMs} ms`, "Perf lost", `CLS < ${TARGETS.clsBelow}`], checks.map((check, index) => {
    const { median } = lighthouse[index]!.site;
    return [
      code(check.route),
      mark(check.allHundred),
      `${check.lcpRatio.toFixed(2)}× ${mark(check.lcpPass)}`,
      `${ms(median.tbtMs)} ${mark(check.tbtPass)}`,
      `${signedMs(check.tbtAddedMs)} ${mark(check.tbtAddedPass)}`,
      `${check.scoreLost} ${mark(check.scoreLost === 0)}`,
      `${median.cls.toFixed(3)} ${mark(check.clsPass)}`,
    ];
  }))}
${failed.length === 0 ? "" : `
Runs left out after ${ATTEMPTS} failed attempts each (medians are over the remaining runs):

${failed.map(({ route, variant, reason }) => `- ${code(route)} ${variant}: ${reason}`).join("\n")}
`}${lost.length === 0 ? "" : `
Audits that cost points (in any run) where a category is below ${TARGETS.score}:

${lost.map((result) => `- ${code(result.route)}: ${result.site.median.lostPoints.map(code).join(", ")}`).join("\n")}
`}
${previousSection(results)}## Validate and build

Wall-clock time of ${code("npm run validate")} and ${code("npm run build")} (vite client + SSR build + prerender), each run once in a fresh copy of the project.

${table(["Site", "Page configs", "Static routes", "validate", "build"], [
    ["Real site", String(real.pages), String(real.staticRoutes), seconds(real.validateMs), seconds(real.buildMs)],
    [`Real site + ${landing} landing pages`, String(large.pages), String(large.staticRoutes), seconds(large.validateMs), `${seconds(large.buildMs)} ${mark(large.buildMs <= TARGETS.largeBuildMs)}`],
  ])}

## JavaScript and first-screen sizes (gzip)

Entry chunk: the ${code('<script type="module" src>')} of dist/index.html, or the ${code("entry")} its inline loader imports. Route JS: the entry chunk plus every JS file the route's
HTML modulepreloads or lists in its ${code("page-assets")} island (the app and its blocks, requested after first paint). First screen: gzip of the HTML plus gzip of each stylesheet it links (the HTML alone when CSS is inlined).

### Home page: real site against the site with ${landing} landing pages

${table(["", "Real site", `+ ${landing} landing pages`, "Change"], [
    [`Entry chunk (${code(real.entry.file)} / ${code(large.entry.file)})`, kb(real.entry.gzip), kb(large.entry.gzip), change(real.entry.gzip, large.entry.gzip)],
    ["Route JS", `${kb(real.home.jsGzip)} (${files(real.home.js.length)})`, `${kb(large.home.jsGzip)} (${files(large.home.js.length)})`, change(real.home.jsGzip, large.home.jsGzip)],
    ["HTML + CSS", kb(real.home.firstScreenGzip), kb(large.home.firstScreenGzip), change(real.home.firstScreenGzip, large.home.firstScreenGzip)],
  ])}

### Every route of the real site

${table(["Route", "HTML", "CSS", `HTML + CSS (≤ ${kb(TARGETS.firstScreenBytes)})`, "JS files", "Route JS"], (real.routes ?? []).map(sizeRow))}

### Spread over all routes

${table(["Site", "Route JS min", "median", "max", "HTML + CSS min", "median", "max"], [
    ["Real site", ...spreadCells(real.jsGzip), ...spreadCells(real.firstScreenGzip)],
    [`+ ${landing} landing pages`, ...spreadCells(large.jsGzip), ...spreadCells(large.firstScreenGzip)],
  ])}
`;
}
