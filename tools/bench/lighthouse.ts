import { chromePath } from "./chromePath.ts";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Lighthouse is not a dependency of the project: it is large (≈200 packages) and only the bench uses it, so
 * `npm ci` in CI stays lean. The bench installs it once into bench/tmp/lighthouse (gitignored) and runs its
 * CLI from there, one child process per run, instead of `npx lighthouse@12`, which would ask the registry again
 * on each of the ~100 runs. Delete the folder to pick up a newer 12.x.
 */
const PACKAGE = "lighthouse@12";

/** Flags for Debian's Chromium running as root without a display or internet access. */
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The figures the bench keeps from one Lighthouse run. */
export interface LighthouseRun {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred, all requests and scripts only. */
  totalBytes: number;
  jsBytes: number;
  /** Lighthouse's estimate of this machine's speed (higher is faster). */
  benchmarkIndex: number;
  lighthouseVersion: string;
  /** Audits with weight in a category that scored below 1, as `category/audit-id`: why a category is not 100. */
  lostPoints: string[];
}

/** The Lighthouse CLI script, installed into `cacheDir` on first use. */
export function ensureLighthouse(cacheDir: string): string {
  const cli = join(cacheDir, "node_modules", "lighthouse", "cli", "index.js");
  if (!existsSync(cli)) {
    console.log(`bench: instalando ${PACKAGE} em ${cacheDir} (uma vez só)…`);
    execFileSync("npm", ["install", "--prefix", cacheDir, "--no-audit", "--no-fund", PACKAGE], { stdio: "inherit" });
  }
  return cli;
}

interface Audit {
  score: number | null;
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}

interface Report {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
}

/** Reads the figures the bench keeps from a Lighthouse JSON report. */
export function summarize(report: Report): LighthouseRun {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const summary = report.audits["resource-summary"]?.details?.items ?? [];
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
  const lostPoints = CATEGORIES.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
  return {
    scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: numeric("total-byte-weight"),
    jsBytes: summary.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    benchmarkIndex: report.environment.benchmarkIndex,
    lighthouseVersion: report.lighthouseVersion,
    lostPoints: [...new Set(lostPoints)],
  };
}

/**
 * One Lighthouse run (mobile form factor, simulated throttling: the defaults) of a URL; the JSON report goes to
 * `outPath`. `headers` go with every request (a `Cookie`, to be a returning visitor).
 */
export function runLighthouse(cli: string, url: string, outPath: string, headers?: Record<string, string>): Promise<LighthouseRun> {
  const args = [cli, url, "--output=json", `--output-path=${outPath}`, "--quiet", "--form-factor=mobile", `--chrome-flags=${CHROME_FLAGS}`];
  if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromePath() },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse saiu com código ${code} em ${url}:\n${errors.slice(-2000)}`));
      try {
        resolve(summarize(JSON.parse(readFileSync(outPath, "utf8")) as Report));
      } catch (error) {
        reject(error);
      }
    });
  });
}
