/**
 * The models of sections (site.config/sections/<nome>.json) as a kind of document: opened, saved with a version (409
 * when someone changed it meanwhile), published, with history and restore like a page. A model is checked by
 * `npm run validate`'s own pipeline (schema/section.schema.json and its block as in a page).
 */
import { SECTIONS_FOLDER } from "../../../model/paths.ts";
import sectionSchema from "../../../schema/section.schema.json" with { type: "json" };
import type { JsonSchema } from "../../shared/api.ts";
import type { DocumentKind } from "../documents/documentKind.ts";
import { PagesFolder } from "../pageFiles.ts";
import { pageImageFiles } from "../pageImages.ts";
import { validateEditedSection } from "../pageValidation.ts";

/** A model's path in the config folder. */
export const sectionFileOf = (name: string) => `${SECTIONS_FOLDER}/${name}.json`;

/** A model of a section: made by "Salvar como modelo", published with the images its block shows. */
export const SECTION: DocumentKind = {
  id: "section",
  folder: (context) => new PagesFolder(context.configDir, SECTIONS_FOLDER),
  fileOf: sectionFileOf,
  creates: true,
  // The model's block is any of the page's blocks: its fields are named as in a page.
  described: (schemas) => ({
    ...(sectionSchema as JsonSchema),
    properties: {
      ...(sectionSchema.properties as Record<string, JsonSchema>),
      block: { title: "Bloco", oneOf: schemas.blocks.map((block) => block.schema) },
    },
  }),
  schema: () => ({}),
  validate: (context, name, data) => validateEditedSection(context, name, data),
  companions: (context, data) => pageImageFiles({ blocks: [data.block] }, context.publicDir),
  words: {
    published: "seção",
    dataOf: "do modelo de seção",
    missing: () => "Este modelo não existe mais: alguém o excluiu. Abra a lista de modelos de novo.",
    badName: "Nome de modelo recusado.",
  },
};
