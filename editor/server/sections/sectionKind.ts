/**
 * The models of sections (site.config/sections/<nome>.json) as a kind of document: opened, saved with a version (409
 * when someone changed it meanwhile), published, with history and restore like a page. A model is checked by
 * schema/section.schema.json, as `npm run validate` checks it.
 */
import { SECTIONS_FOLDER } from "../../../model/paths.ts";
import sectionSchema from "../../../schema/section.schema.json" with { type: "json" };
import { relevantErrors, schemaMessage } from "../../../validator/schemaMessages.ts";
import { validators } from "../../../validator/schemas.ts";
import type { JsonSchema, ValidationResult } from "../../shared/api.ts";
import type { DocumentKind } from "../documents/documentKind.ts";
import { PagesFolder } from "../pageFiles.ts";
import { pageImageFiles } from "../pageImages.ts";

/** A model's path in the config folder. */
export const sectionFileOf = (name: string) => `${SECTIONS_FOLDER}/${name}.json`;

/** The schema's problems of a model, located on its file as the validator words them. */
export function sectionProblems(name: string, data: unknown): ValidationResult {
  const validate = validators().section;
  if (validate(data)) return { problems: [], others: [] };
  const problems = relevantErrors(validate.errors ?? []).map((error) => {
    const { pointer, ...text } = schemaMessage(error);
    return { file: sectionFileOf(name), pointer, line: 1, column: 1, ...text };
  });
  return { problems, others: [] };
}

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
  validate: (_context, name, data) => sectionProblems(name, data),
  companions: (context, data) => pageImageFiles({ blocks: [data.block] }, context.publicDir),
  words: {
    published: "seção",
    dataOf: "do modelo de seção",
    missing: () => "Este modelo não existe mais: alguém o excluiu. Abra a lista de modelos de novo.",
    badName: "Nome de modelo recusado.",
  },
};
