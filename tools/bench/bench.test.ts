// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { measureBuild } from "./bundleSizes.ts";
import { entryScripts, modulePreloads, moduleScripts, pageModules, stylesheets, withoutScripts } from "./htmlTags.ts";
import { summarize, type LighthouseRun } from "./lighthouse.ts";
import { medianRun, type RouteLighthouse } from "./lighthouseRoutes.ts";
import { BENCH_HELP, parseOptions, wantsHelp } from "./options.ts";
import { summarizeRun } from "./previous.ts";
import { noindexRoutes, staticRoutes } from "./staticRoutes.ts";
import { median } from "./stats.ts";
import { checkRoute } from "./targets.ts";

const page = (preloads: string[], modules: string[] = []) => `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
${preloads.map((href) => `<link crossorigin href="${href}" rel="modulepreload">`).join("\n")}
<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><div id="root"><link rel="preload" as="image" href="/img/hero.svg"/><h1>Oi</h1></div>
<script type="application/json" id="page-assets">${JSON.stringify({ styles: ["/assets/index-c3.css"], modules })}</script></body></html>`;

describe("the bench's HTML reading", () => {
  it("finds the entry script, modulepreloads and stylesheets whatever the attribute order", () => {
    const html = page(["/assets/faq-b2.js"]);
    expect(moduleScripts(html)).toEqual(["/assets/index-a1.js"]);
    expect(modulePreloads(html)).toEqual(["/assets/faq-b2.js"]);
    expect(stylesheets(html)).toEqual(["/assets/index-c3.css"]);
    expect(pageModules(page([], ["/assets/app-d4.js"]))).toEqual(["/assets/app-d4.js"]);
    expect(pageModules("<html></html>")).toEqual([]);
    expect(entryScripts(html)).toEqual(["/assets/index-a1.js"]);
  });

  it("finds the entry a prerendered page's inline loader imports", () => {
    const html = `<script type="module">import(x)</script><script type="application/json" id="page-assets">${JSON.stringify(
      { entry: "/assets/index-a1.js", styles: [], modules: ["/assets/app-d4.js"] },
    )}</script>`;
    expect(moduleScripts(html)).toEqual([]);
    expect(entryScripts(html)).toEqual(["/assets/index-a1.js"]);
    expect(withoutScripts(html)).toBe("");
  });

  it("removes every script and modulepreload but keeps styles and image preloads for the no-script limit", () => {
    const stripped = withoutScripts(page(["/assets/faq-b2.js"]));
    expect(stripped).not.toMatch(/<script|modulepreload/);
    expect(stripped).toContain('rel="stylesheet"');
    expect(stripped).toContain('rel="preload" as="image"');
    expect(stripped).toContain("<h1>Oi</h1>");
  });
});

describe("measureBuild", () => {
  const dist = mkdtempSync(join(tmpdir(), "bench-sizes-"));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const files: Record<string, string> = {
    "assets/index-a1.js": "export const entry = 1;".repeat(50),
    "assets/faq-b2.js": "export const faq = 2;".repeat(30),
    "assets/app-d4.js": "export const app = 4;".repeat(40),
    "assets/index-c3.css": "body{margin:0}".repeat(20),
    "index.html": page([]),
    "faq/index.html": page(["/assets/faq-b2.js"]),
    "late/index.html": page([], ["/assets/app-d4.js", "/assets/faq-b2.js"]),
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dist, file, ".."), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  const gzip = (file: string) => gzipSync(files[file]!).length;

  it("counts the entry chunk on every route and a split route's preloaded chunks on that route only", () => {
    const { entry, routes } = measureBuild(dist, ["/", "/faq"]);
    expect(entry).toEqual({ file: "assets/index-a1.js", bytes: files["assets/index-a1.js"]!.length, gzip: gzip("assets/index-a1.js") });
    expect(routes[0]!.jsGzip).toBe(gzip("assets/index-a1.js"));
    expect(routes[1]!.js.map((file) => file.file)).toEqual(["assets/index-a1.js", "assets/faq-b2.js"]);
    expect(routes[1]!.jsGzip).toBe(gzip("assets/index-a1.js") + gzip("assets/faq-b2.js"));
    expect(routes[1]!.firstScreenGzip).toBe(gzip("faq/index.html") + gzip("assets/index-c3.css"));
  });

  it("counts the modules a route's entry requests after first paint as that route's JS", () => {
    const { routes } = measureBuild(dist, ["/late"]);
    expect(routes[0]!.js.map((file) => file.file)).toEqual(["assets/index-a1.js", "assets/app-d4.js", "assets/faq-b2.js"]);
  });
});

describe("the routes the bench measures", () => {
  const configDir = mkdtempSync(join(tmpdir(), "bench-routes-"));
  afterAll(() => rmSync(configDir, { recursive: true, force: true }));
  mkdirSync(join(configDir, "pages"));
  const page = (name: string, config: object) => writeFileSync(join(configDir, "pages", `${name}.json`), JSON.stringify(config));
  page("home", { route: "/", aliases: [{ route: "/home" }] });
  page("nao-encontrada", { route: "/404", noindex: true });
  page("pagamento", { route: "/pagamento/:plano", noindex: true });

  it("are the prerendered routes and aliases, and those marked noindex are known", () => {
    expect(staticRoutes(configDir)).toEqual(["/", "/404", "/home"]);
    expect([...noindexRoutes(configDir)].sort()).toEqual(["/404", "/pagamento/:plano"]);
  });
});

describe("a Lighthouse report", () => {
  it("names each audit that cost points with its category", () => {
    const audit = (score: number) => ({ score });
    const run = summarize({
      lighthouseVersion: "12.8.2",
      environment: { benchmarkIndex: 2000 },
      categories: {
        performance: { score: 1, auditRefs: [{ id: "total-blocking-time", weight: 30 }] },
        accessibility: { score: 1, auditRefs: [] },
        "best-practices": { score: 1, auditRefs: [] },
        seo: { score: 0.69, auditRefs: [{ id: "is-crawlable", weight: 4 }, { id: "document-title", weight: 1 }, { id: "manual-check", weight: 0 }] },
      },
      audits: { "total-blocking-time": { score: 1, numericValue: 10 }, "is-crawlable": audit(0), "document-title": audit(1), "manual-check": audit(0) },
    } as Parameters<typeof summarize>[0]);
    expect(run.scores.seo).toBe(69);
    expect(run.lostPoints).toEqual(["seo/is-crawlable"]);
  });
});

describe("the bench's options", () => {
  it("take five Lighthouse runs a route and variant unless told, so that a two-valued LCP's median is the usual value", () => {
    expect(parseOptions([])).toEqual({ runs: 5, pages: 1000, routes: undefined });
    expect(parseOptions(["--runs", "3", "--routes", "/,/preco"])).toEqual({ runs: 3, pages: 1000, routes: ["/", "/preco"] });
    expect(() => parseOptions(["--runs", "0"])).toThrow("--runs precisa de um número inteiro positivo");
  });

  it("refuse an option they do not know or one without its value, instead of measuring without it", () => {
    expect(() => parseOptions(["--run", "3"])).toThrow('Opção desconhecida "--run". As opções são --runs, --pages, --routes');
    expect(() => parseOptions(["/preco"])).toThrow('Opção desconhecida "/preco"');
    expect(() => parseOptions(["--routes"])).toThrow("--routes precisa de um valor");
    expect(() => parseOptions(["--runs", "--pages", "10"])).toThrow("--runs precisa de um valor");
  });

  it("are listed by --help and -h, with their defaults, in Portuguese", () => {
    expect(wantsHelp(["--help"])).toBe(true);
    expect(wantsHelp(["--runs", "3", "-h"])).toBe(true);
    expect(wantsHelp(["--runs", "3"])).toBe(false);
    expect(BENCH_HELP).toMatch(/^Uso: npm run bench -- \[opções\]/);
    for (const line of ["--runs N", "--pages N", "--routes /a,/b", "-h, --help"]) expect(BENCH_HELP).toContain(`  ${line}`);
    expect(BENCH_HELP).toContain("(padrão: 5)");
    expect(BENCH_HELP).toContain("(padrão: 1000)");
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("what the scripts cost a route", () => {
  const run = (performance: number, tbtMs: number, lcpMs = 1000): LighthouseRun => ({
    scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    fcpMs: 800,
    lcpMs,
    tbtMs,
    cls: 0,
    totalBytes: 1,
    jsBytes: 1,
    benchmarkIndex: 2000,
    lighthouseVersion: "12",
    lostPoints: [],
  });
  const variant = (runs: LighthouseRun[]) => ({ median: medianRun(runs), runs, failures: [] });
  const route = (site: LighthouseRun[], limit: LighthouseRun[]): RouteLighthouse => ({ route: "/preco", site: variant(site), limit: variant(limit) });

  it("is the TBT added to the no-script page's and the Performance points lost against it, median against median", () => {
    const check = checkRoute(route([run(97, 190), run(99, 120), run(98, 150)], [run(100, 40), run(100, 30), run(99, 35)]));
    expect(check.tbtAddedMs).toBe(115);
    expect(check.tbtAddedPass).toBe(false);
    expect(check.scoreLost).toBe(2);
  });

  it("passes when the scripts add at most 50 ms and lose no point, even where the host is slow for both", () => {
    const check = checkRoute(route([run(93, 360)], [run(93, 320)]));
    expect(check.tbtAddedMs).toBe(40);
    expect(check.tbtAddedPass).toBe(true);
    expect(check.scoreLost).toBe(0);
    expect(check.tbtPass).toBe(false);
  });

  it("passes LCP up to 1.1 times the no-script page's (the typeface's issue), and not above", () => {
    expect(checkRoute(route([run(100, 0, 1100)], [run(100, 0, 1000)])).lcpPass).toBe(true);
    const slower = checkRoute(route([run(100, 0, 1110)], [run(100, 0, 1000)]));
    expect(slower.lcpRatio).toBeCloseTo(1.11, 5);
    expect(slower.lcpPass).toBe(false);
  });

  const seoRun = (seo: number, lostPoints: string[]): LighthouseRun => ({ ...run(100, 0), scores: { performance: 100, accessibility: 100, "best-practices": 100, seo }, lostPoints });

  it("counts SEO below 100 on a noindex route when the tag's own audit (is-crawlable) is all it lost", () => {
    const notFound = (noindex: boolean, lostPoints: string[]): RouteLighthouse => ({ ...route([seoRun(69, lostPoints)], [seoRun(69, lostPoints)]), route: "/404", noindex });
    expect(checkRoute(notFound(true, ["seo/is-crawlable"])).allHundred).toBe(true);
    expect(checkRoute(notFound(false, ["seo/is-crawlable"])).allHundred).toBe(false);
    expect(checkRoute(notFound(true, ["seo/is-crawlable", "seo/document-title"])).allHundred).toBe(false);
    expect(checkRoute(notFound(true, [])).allHundred).toBe(false);
  });

  it("never excuses another category on a noindex route", () => {
    const slow: LighthouseRun = { ...run(97, 200), lostPoints: ["performance/total-blocking-time", "seo/is-crawlable"] };
    expect(checkRoute({ ...route([slow], [slow]), noindex: true }).allHundred).toBe(false);
  });

  it("is kept per route for the next run to compare with", () => {
    const summary = summarizeRun({ date: "d", real: { routes: [{ route: "/preco", jsGzip: 2048 }] } as never, lighthouse: [route([run(99, 80)], [run(100, 20)])] });
    expect(summary).toEqual({ date: "d", routes: [{ route: "/preco", jsGzip: 2048, performance: 99, tbtMs: 80, tbtAddedMs: 60 }] });
  });
});
