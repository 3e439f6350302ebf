/** A/B tests: experiments/<name>.json, and each variant but the original as a page in experiments/<name>/<variant>.json. */
export const EXPERIMENTS_FOLDER = "experiments";

/** The variant name that stands for the tested page itself: it has no file of its own. */
export const ORIGINAL = "original";

/** The config path of a test's variant page: experiments/<test>/<variant>.json. */
export function variantFile(experiment: string, variant: string): string {
  return `${EXPERIMENTS_FOLDER}/${experiment}/${variant}.json`;
}

/** The test's name of an experiment file's path (experiments/<test>.json). */
export function experimentName(file: string): string {
  return file.slice(`${EXPERIMENTS_FOLDER}/`.length, -".json".length);
}
