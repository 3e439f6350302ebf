/**
 * A/B tests (site.config/experiments/<teste>.json) as a kind of document: opened, checked with the validator's
 * experiment checks, saved and published like any other; a publication takes the test's variant pages with it.
 */
import { EXPERIMENTS_FOLDER } from "../../../model/paths.ts";
import { ORIGINAL } from "../../../model/experiments/variantFiles.ts";
import experimentSchema from "../../../schema/experiment.schema.json" with { type: "json" };
import type { JsonSchema } from "../../shared/api.ts";
import { variantPageName } from "../../shared/variantNames.ts";
import type { DocumentKind } from "../documents/documentKind.ts";
import type { SchemaNode } from "../keyOrder.ts";
import { PagesFolder } from "../pageFiles.ts";
import { pageImageFiles } from "../pageImages.ts";
import { validateEditedExperiment } from "../pageValidation.ts";
import type { PublishingContext } from "../publishing.ts";

/** The names of a test's variants but the original, as its data lists them. */
export function variantNames(data: Record<string, unknown>): string[] {
  const variants = Array.isArray(data.variants) ? (data.variants as Array<{ name?: unknown }>) : [];
  return variants
    .map((variant) => variant?.name)
    .filter((name): name is string => typeof name === "string" && name !== ORIGINAL);
}

/**
 * The files a test's publication takes with it: each variant's page and the images it shows. The test was validated
 * against its variants as they are on disk, so they go into git together (unchanged ones add nothing); without them
 * git could hold a test whose variant is missing, and the site's build would refuse it.
 */
export function experimentCompanions(context: PublishingContext, data: Record<string, unknown>, name: string) {
  return variantNames(data).flatMap((variant) => {
    const page = variantPageName(name, variant);
    const target = context.pages.pathFor(page, { creating: false });
    if ("error" in target || !context.pages.has(page)) return [];
    return [target.path, ...pageImageFiles(context.pages.readObject(page) ?? {}, context.publicDir)];
  });
}

/** An A/B test: checked as `npm run validate` checks it, published with its variants' pages. */
export const EXPERIMENT: DocumentKind = {
  id: "experiment",
  folder: (context) => new PagesFolder(context.configDir, EXPERIMENTS_FOLDER),
  fileOf: (name) => `${EXPERIMENTS_FOLDER}/${name}.json`,
  creates: false,
  // The test's schema has no references to resolve: it names its fields in the history as it is.
  described: () => experimentSchema as JsonSchema,
  schema: () => experimentSchema as SchemaNode,
  validate: (context, name, data) => validateEditedExperiment(context, name, data),
  companions: experimentCompanions,
  words: {
    published: "configuração do teste A/B",
    dataOf: "do teste A/B",
    missing: () => "Esse teste A/B não existe (talvez tenha sido apagado): volte à lista de testes.",
  },
};
