/**
 * The models of sections (site.config/sections/<nome>.json): a name and one block, saved from a page and copied into
 * others. They are content, checked by schema/section.schema.json as `npm run validate` checks them, but not routes:
 * the build never reads them.
 *
 * Models are kept by the store like any document (documents/documentStore.ts): on the dev server a file the developer
 * commits; on the editor service a draft, with a version, that a Publisher publishes (its history and restore are the
 * document routes of sectionKind.ts).
 */
import { join } from "node:path";
import type { SectionModel } from "../../shared/library.ts";
import { slugify } from "../../shared/slug.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { refused, type Answer } from "../http.ts";
import type { Refusal } from "../../shared/api.ts";
import { storeOf } from "../documents/fileStore.ts";
import { validateEditedSection } from "../pageValidation.ts";
import { commitFiles } from "../publishing.ts";
import { SECTION } from "./sectionKind.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** Where a model's file finds its schema, for VS Code (site.config/sections/ is two folders below the project). */
const SCHEMA_PATH = "../../schema/section.schema.json";

const MISSING = refused(404, "Este modelo não existe mais: alguém o excluiu. Abra a lista de modelos de novo.");

/** Every model whose file (or draft, on the service) holds a name and a block, by name. */
export function listModels(context: EditorContext): SectionModel[] {
  const folder = SECTION.folder(context);
  const store = storeOf(context);
  const ids = [...new Set([...folder.names(), ...store.draftNames(SECTION)])];
  return ids
    .flatMap((id): SectionModel[] => {
      const kept = store.draft(SECTION, id);
      const data = kept?.data ?? folder.readObject(id);
      const block = data?.block;
      if (typeof data?.name !== "string" || !isObject(block) || typeof block.type !== "string") return [];
      const version = kept?.version ?? folder.read(id)?.version;
      return [
        { id, name: data.name, block: block as SectionModel["block"], ...(version !== undefined && { version }) },
      ];
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

/** The first free file name for a model called `name`: "banner-da-campanha", then "banner-da-campanha-2"… */
function freeId(context: EditorContext, name: string): string {
  const folder = SECTION.folder(context);
  const store = storeOf(context);
  const stem = slugify(name, 60) || "modelo";
  for (let suffix = 1; ; suffix += 1) {
    const id = suffix === 1 ? stem : `${stem}-${suffix}`;
    if (!folder.has(id) && !store.draft(SECTION, id)) return id;
  }
}

/** A refusal of a model changed by someone else since it was read. */
const conflict = (message: string) => ({ status: 409, body: { reason: "conflict", message } satisfies Refusal });

/** Saves `block` as a new model called `name`, kept by the store (on the service, a draft to publish). */
export async function saveModel(context: EditorContext, name: string, block: unknown): Promise<Answer> {
  const id = freeId(context, name);
  const refusal = await problemsOf(context, id, { name, block });
  if (refusal) return refused(422, refusal);
  const kept = await storeOf(context).keep(SECTION, id, { $schema: SCHEMA_PATH, name, block }, null);
  if ("conflict" in kept) return conflict(kept.conflict);
  const model: SectionModel = { id, name, block: block as SectionModel["block"], version: kept.version };
  return { status: 201, body: model };
}

/**
 * Gives the model `id` the name `name`, kept by the store; refused (409) when `version` is given and the model changed
 * since it was read.
 */
export async function renameModel(
  context: EditorContext,
  id: string,
  name: string,
  version?: string | null,
): Promise<Answer> {
  const store = storeOf(context);
  const folder = SECTION.folder(context);
  const kept = store.draft(SECTION, id);
  const data = kept?.data ?? folder.readObject(id);
  if (!data) return MISSING;
  const refusal = await problemsOf(context, id, { ...data, name });
  if (refusal) return refused(422, refusal);
  const current = kept?.version ?? folder.read(id)?.version ?? null;
  const saved = await store.keep(SECTION, id, { ...data, name }, version === undefined ? current : version);
  if ("conflict" in saved) return conflict(saved.conflict);
  return { status: 200, body: { id, name, version: saved.version } };
}

/**
 * Removes the model `id` (a Publisher's action: it leaves the site's files); the pages it was copied into keep their
 * copies. On the service the removal is committed at once, as a publication: the file goes once the commit is the
 * branch's.
 */
export async function removeModel(context: EditorContext, id: string): Promise<Answer> {
  const folder = SECTION.folder(context);
  const data = folder.readObject(id);
  if (!data) return MISSING;
  const answer = { status: 200, body: { ok: true } };
  if (!context.store) {
    folder.remove(id);
    return answer;
  }
  const message = `Modelo de seção “${String(data.name)}” excluído`;
  const removal = { path: join(folder.dir, `${id}.json`), removed: true };
  const committed = await commitFiles(context, [removal], message, "seção");
  return committed.status === 200 ? answer : committed;
}
