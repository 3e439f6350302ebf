/**
 * The models of sections (site.config/sections/<nome>.json): a name and one block, saved from a page and copied into
 * others. They are content, checked by schema/section.schema.json as `npm run validate` checks them, but not routes:
 * the build never reads them.
 *
 * On the dev server a model is a file like any page the developer commits. The editor service's checkout holds only
 * what is committed, and a model changes no page of the site, so each change of a model is committed at once, without
 * a publication to review.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { SECTIONS_FOLDER } from "../../../model/paths.ts";
import type { SectionModel } from "../../shared/library.ts";
import { slugify } from "../../shared/slug.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { refused, type Answer } from "../http.ts";
import { freshJsonText, updateJsonText } from "../jsonText.ts";
import { PagesFolder } from "../pageFiles.ts";
import { validateEditedSection } from "../pageValidation.ts";
import { commitFiles } from "../publishing.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The folder of the models. */
const folderOf = (context: EditorContext) => new PagesFolder(context.configDir, SECTIONS_FOLDER);

/** Where a model's file finds its schema, for VS Code (site.config/sections/ is two folders below the project). */
const SCHEMA_PATH = "../../schema/section.schema.json";

const MISSING = refused(404, "Este modelo não existe mais: alguém o excluiu. Abra a lista de modelos de novo.");

/** Every model whose file holds a name and a block, by name. */
export function listModels(context: EditorContext): SectionModel[] {
  const folder = folderOf(context);
  return folder
    .names()
    .flatMap((id): SectionModel[] => {
      const data = folder.readObject(id);
      const block = data?.block;
      if (typeof data?.name !== "string" || !isObject(block) || typeof block.type !== "string") return [];
      return [{ id, name: data.name, block: block as SectionModel["block"] }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/** Why model `id` holding `model` is refused, in the words of `npm run validate`, or undefined when it passes. */
async function problemsOf(context: EditorContext, id: string, model: unknown): Promise<string | undefined> {
  const { problems } = await validateEditedSection(context, id, model);
  if (problems.length === 0) return undefined;
  const texts = problems.map(({ message, hint }) => `${message} ${hint}`);
  return `O bloco não pode ser salvo como modelo: ${texts.join(" ")}`;
}

/** Commits a model's file on the editor service (see above); the dev server leaves it to the developer. */
async function recorded(context: EditorContext, id: string, message: string, answer: Answer): Promise<Answer> {
  if (!context.unpublished) return answer;
  const committed = await commitFiles(context, [join(folderOf(context).dir, `${id}.json`)], message, "seção");
  return committed.status === 200 ? answer : committed;
}

/** The first free file name for a model called `name`: "banner-da-campanha", then "banner-da-campanha-2"… */
function freeId(folder: PagesFolder, name: string): string {
  const stem = slugify(name, 60) || "modelo";
  for (let suffix = 1; ; suffix += 1) {
    const id = suffix === 1 ? stem : `${stem}-${suffix}`;
    if (!folder.has(id)) return id;
  }
}

/** Saves `block` as a new model called `name`. */
export async function saveModel(context: EditorContext, name: string, block: unknown): Promise<Answer> {
  const folder = folderOf(context);
  const id = freeId(folder, name);
  const refusal = await problemsOf(context, id, { name, block });
  if (refusal) return refused(422, refusal);
  // The first model makes the folder: a site starts without one.
  mkdirSync(folder.dir, { recursive: true });
  folder.write(id, freshJsonText({ $schema: SCHEMA_PATH, name, block }, undefined));
  const model: SectionModel = { id, name, block: block as SectionModel["block"] };
  return recorded(context, id, `Modelo de seção “${name}” salvo`, { status: 201, body: model });
}

/** Gives the model `id` the name `name`. */
export async function renameModel(context: EditorContext, id: string, name: string): Promise<Answer> {
  const folder = folderOf(context);
  const file = folder.read(id);
  const data = folder.readObject(id);
  if (!file || !data) return MISSING;
  const refusal = await problemsOf(context, id, { ...data, name });
  if (refusal) return refused(422, refusal);
  folder.write(id, updateJsonText(file.text, { ...data, name }, undefined));
  return recorded(context, id, `Modelo de seção “${data.name}” renomeado para “${name}”`, {
    status: 200,
    body: { id, name },
  });
}

/** Removes the model `id`; the pages it was copied into keep their copies. */
export async function removeModel(context: EditorContext, id: string): Promise<Answer> {
  const folder = folderOf(context);
  const data = folder.readObject(id);
  if (!data) return MISSING;
  folder.remove(id);
  return recorded(context, id, `Modelo de seção “${String(data.name)}” excluído`, { status: 200, body: { ok: true } });
}
