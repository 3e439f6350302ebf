import { join } from "node:path";
import { CATEGORIES, runLighthouse, type Category, type LighthouseRun } from "./lighthouse.ts";
import { median } from "./stats.ts";

/** The medians of a route's runs (each figure on its own), with every audit that cost points in any run. */
export type MedianRun = Omit<LighthouseRun, "benchmarkIndex" | "lighthouseVersion">;

/** The runs of one variant of a route, their medians, and why runs are missing if any failed. */
export interface VariantLighthouse {
  median: MedianRun;
  runs: LighthouseRun[];
  failures: string[];
}

/** One route's Lighthouse results: the real page and its no-script limit. */
export interface RouteLighthouse {
  route: string;
  /** The page asks search engines not to index it (`noindex` in its config), so SEO's `is-crawlable` fails on purpose. */
  noindex?: boolean;
  site: VariantLighthouse;
  limit: VariantLighthouse;
}

/** The per-figure medians of some runs. */
export function medianRun(runs: LighthouseRun[]): MedianRun {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<Category, number>,
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    totalBytes: of((run) => run.totalBytes),
    jsBytes: of((run) => run.jsBytes),
    lostPoints: [...new Set(runs.flatMap((run) => run.lostPoints))],
  };
}

/** Lighthouse attempts per run before the run is left out. */
export const ATTEMPTS = 3;

/** What the bench's own fetch of a URL gets: tells a dead server from a Lighthouse or Chromium failure. */
async function probe(url: string): Promise<string> {
  try {
    return `the server answers ${(await fetch(url)).status}`;
  } catch (error) {
    return `the server does not answer (${(error as Error).cause ?? (error as Error).message})`;
  }
}

/**
 * A Lighthouse run, tried again (up to {@link ATTEMPTS} times, a few seconds apart) when Chromium or Lighthouse
 * fails; when every attempt fails the run is left out and the reason kept, so one lost run does not lose the bench.
 */
export async function runWithRetry(
  cli: string,
  url: string,
  outPath: string,
  failures: string[],
  headers?: Record<string, string>,
): Promise<LighthouseRun | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(cli, url, outPath, headers);
    } catch (error) {
      const reason = `${(error as Error).message.split("\n").filter(Boolean).slice(0, 2).join(" ")}; ${await probe(url)}`;
      console.warn(`bench: tentativa ${attempt}/${ATTEMPTS} falhou: ${reason}`);
      if (attempt === ATTEMPTS) {
        failures.push(reason);
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

/**
 * Runs Lighthouse `runs` times on each route, strictly one run at a time, alternating the real page and its
 * no-script copy so that both see the same machine load. JSON reports are kept in `reportsDir`.
 */
export async function lighthouseRoutes(cli: string, siteUrl: string, limitUrl: string, routes: string[], noindex: Set<string>, runs: number, reportsDir: string): Promise<RouteLighthouse[]> {
  const results: RouteLighthouse[] = [];
  for (const route of routes) {
    const slug = route === "/" ? "root" : route.slice(1).replace(/[^\w-]/g, "_");
    const variants = { site: { url: siteUrl, runs: [] as LighthouseRun[], failures: [] as string[] }, limit: { url: limitUrl, runs: [] as LighthouseRun[], failures: [] as string[] } };
    for (let run = 1; run <= runs; run++) {
      console.log(`bench: lighthouse ${route} (${run}/${runs})`);
      for (const [name, variant] of Object.entries(variants)) {
        const result = await runWithRetry(cli, variant.url + route, join(reportsDir, `${slug}.${name}.${run}.json`), variant.failures);
        if (result) variant.runs.push(result);
      }
    }
    const done = ({ runs, failures }: { runs: LighthouseRun[]; failures: string[] }) => ({ median: medianRun(runs), runs, failures });
    results.push({ route, noindex: noindex.has(route), site: done(variants.site), limit: done(variants.limit) });
  }
  return results;
}
