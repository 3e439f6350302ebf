import type { ExperimentConfig } from "../../schema/generated/experiment.ts";
import type { PageConfig } from "../../schema/generated/page.ts";
import { experimentName, ORIGINAL, variantFile } from "./variantFiles.ts";

/** One running A/B test as the servers split its page's visitors: its name, address, dates and variants' weights. */
export interface ExperimentSplit {
  name: string;
  /** The tested page's route, where every variant is served. */
  route: string;
  /** AAAA-MM-DD, the first day visitors are split. */
  start?: string;
  /** AAAA-MM-DD, the last day visitors are split. */
  end?: string;
  goal: ExperimentConfig["goal"];
  variants: Array<{ name: string; weight: number }>;
}

/** A variant to prerender: the test, the variant's name and its page (the tested page's route, hidden from search). */
export interface VariantPage {
  experiment: string;
  variant: string;
  page: string;
  config: PageConfig;
}

/** The folder of the build (and address prefix) the variants' prerendered pages are written under. */
export const VARIANTS_DIR = "_variantes";

/** The build file of a variant's page, as a site address: /_variantes/<test>/<variant>/index.html. */
export function variantHtmlPath(experiment: string, variant: string): string {
  return `/${VARIANTS_DIR}/${experiment}/${variant}/index.html`;
}

/** The first-party cookie that keeps a visitor's variant of a test (letters, digits and `_`, as nginx's `$cookie_` needs). */
export function experimentCookie(experiment: string): string {
  return `ab_${experiment.replace(/-/g, "_")}`;
}

/** A config file as the loader reads it. */
interface ConfigFile {
  file: string;
  data: unknown;
}

/**
 * The running tests of a valid config (status "running"; paused and ended ones split nobody) and the pages of their
 * variants but the original, each with `noindex` (a variant is never indexed: its canonical address is the page's).
 */
export function runningExperiments(
  experiments: ConfigFile[],
  variants: ConfigFile[],
  pages: Array<{ name: string; config: PageConfig }>,
): { splits: ExperimentSplit[]; variantPages: VariantPage[] } {
  const pageByName = new Map(pages.map((page) => [page.name, page.config]));
  const variantByFile = new Map(variants.map((file) => [file.file, file.data as PageConfig]));
  const splits: ExperimentSplit[] = [];
  const variantPages: VariantPage[] = [];
  for (const file of experiments) {
    const test = file.data as ExperimentConfig;
    const page = pageByName.get(test.page);
    if (test.status !== "running" || !page) continue;
    const name = experimentName(file.file);
    const { start, end, goal } = test;
    const weights = test.variants.map(({ name: variant, weight }) => ({ name: variant, weight }));
    splits.push({ name, route: page.route, ...(start && { start }), ...(end && { end }), goal, variants: weights });
    for (const { name: variant } of test.variants) {
      const config = variantByFile.get(variantFile(name, variant));
      if (variant !== ORIGINAL && config)
        variantPages.push({ experiment: name, variant, page: test.page, config: { ...config, noindex: true } });
    }
  }
  return { splits, variantPages };
}

/** Whether a test splits visitors on a day (AAAA-MM-DD): within its start and end dates, both included. */
export function splitsOn(split: Pick<ExperimentSplit, "start" | "end">, day: string): boolean {
  return (split.start === undefined || split.start <= day) && (split.end === undefined || day <= split.end);
}

/** The variant a draw in [0, 1) falls on, the variants taking consecutive shares of 100 by weight. */
export function drawVariant(variants: ExperimentSplit["variants"], draw: number): string {
  let upTo = 0;
  for (const variant of variants) {
    upTo += variant.weight;
    if (draw * 100 < upTo) return variant.name;
  }
  return variants[variants.length - 1]!.name;
}
