import { pathToFileURL } from "node:url";
import { pageExperimentOf } from "../../model/experiments/pageExperiments.ts";
import { variantHtmlPath, type ExperimentSplit, type VariantPage } from "../../model/experiments/splits.ts";
import type { PageRoute } from "../../model/routing/pageRoutes.ts";
import { pageWriter, type BuildShared, type ServerEntry } from "./pageWriter.ts";

/**
 * Prerenders each running A/B test's variants (but the original, which is the page) to
 * dist/_variantes/<test>/<variant>/index.html: at the tested page's route, so its canonical link is the page's address,
 * with `noindex`, its data naming the test and the variant. Here in this thread, with the server bundle loaded only when there is a variant: a build without
 * tests does exactly what it did before. Resolves to the number of pages written.
 */
export async function writeVariants(
  entryFile: string,
  shared: BuildShared,
  variants: VariantPage[],
  splits: ExperimentSplit[],
): Promise<number> {
  if (variants.length === 0) return 0;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const write = pageWriter(entry, shared);
  for (const { experiment, variant, page, config } of variants) {
    const route: PageRoute = {
      path: config.route,
      page: { name: page, config },
      layout: config.layout ?? {},
      alias: false,
    };
    // The page's data names its test and variant, which the page's attribution reads (decision 085).
    const split = splits.find((candidate) => candidate.name === experiment);
    if (split) route.experiment = pageExperimentOf(split, variant);
    await write(route, variantHtmlPath(experiment, variant));
  }
  return variants.length;
}
