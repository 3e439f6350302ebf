/**
 * The editor's endpoints for collections (site.config/collections/<name>.json: a template page and its rows): list,
 * open, validate, save and publish, with the page saves' rules: the validator of `npm run validate` decides, a file
 * changed on disk since it was opened is refused with 409, and files are written atomically.
 */
import { join } from "node:path";
import { COLLECTIONS_FOLDER } from "../../model/paths.ts";
import collectionSchema from "../../schema/collection.schema.json" with { type: "json" };
import type { CollectionSummary, OpenedCollection, Refusal, SaveRequest } from "../shared/api.ts";
import { invalid, refused, type Answer } from "./http.ts";
import { updateJsonText } from "./jsonText.ts";
import type { SchemaNode } from "./keyOrder.ts";
import { isRecord, PagesFolder } from "./pageFiles.ts";
import { collectionFileOf, validateEditedCollection } from "./pageValidation.ts";
import { commitFiles, draftNames, publishMessage, type PublishingContext } from "./publishing.ts";

/** The folder of collection files of the site being edited. */
const folderOf = (context: PublishingContext) => new PagesFolder(context.configDir, COLLECTIONS_FOLDER);

/** The collections with their template and number of rows; which are saved but not published when git can tell. */
export async function collectionList(context: PublishingContext): Promise<CollectionSummary[]> {
  const folder = folderOf(context);
  const drafts = await draftNames(context, folder.dir);
  return folder.names().map((name) => {
    const data = folder.readObject(name) ?? {};
    const listed: CollectionSummary = {
      name,
      file: collectionFileOf(name),
      page: typeof data.page === "string" ? data.page : "",
      rows: Array.isArray(data.rows) ? data.rows.length : 0,
    };
    return drafts ? { ...listed, draft: drafts.has(name) } : listed;
  });
}

/** A collection to edit: its data and the version of its file. */
export function openCollection(context: PublishingContext, name: string): Answer {
  const folder = folderOf(context);
  const file = folder.read(name);
  if (!file) return refused(404, `A coleção ${collectionFileOf(name)} não existe.`);
  const data = folder.readObject(name);
  if (!data)
    return refused(
      422,
      `${collectionFileOf(name)} não é um JSON válido: corrija-o no editor de texto (npm run validate mostra onde).`,
    );
  return { status: 200, body: { name, data, version: file.version } satisfies OpenedCollection };
}

/** The validator's verdict on a collection as edited (its rows' problems at `/rows/<i>/<campo>`). */
export async function validateCollection(
  context: PublishingContext,
  name: string,
  body: Record<string, unknown>,
): Promise<Answer> {
  if (!folderOf(context).has(name)) return refused(404, `A coleção ${collectionFileOf(name)} não existe.`);
  return { status: 200, body: await validateEditedCollection(context, name, body.data) };
}

/**
 * Saves an existing collection: refused with the validator's problems (422) or when the file changed on disk since
 * it was opened (409, unless `force`); written as the file's own text with only the changed values replaced.
 */
export async function saveCollection(
  context: PublishingContext,
  name: string,
  body: Record<string, unknown>,
): Promise<Answer> {
  const folder = folderOf(context);
  const current = folder.read(name);
  if (!current) return refused(404, `A coleção ${collectionFileOf(name)} não existe: crie-a no editor de texto.`);
  if (!isRecord(body.data)) return refused(400, "Pedido sem os dados da coleção.");
  const request = body as unknown as SaveRequest;
  const validation = await validateEditedCollection(context, name, request.data);
  if (validation.problems.length || validation.others.length) return invalid(validation);
  if (current.version !== request.version && !request.force) {
    const message = `${collectionFileOf(name)} foi alterado fora do editor depois que você o abriu.`;
    return { status: 409, body: { reason: "conflict", message } satisfies Refusal };
  }
  const text = updateJsonText(current.text, request.data, collectionSchema as SchemaNode);
  return { status: 200, body: { version: folder.write(name, text) } };
}

/** Publishes a saved collection: validates it as on disk, then commits its file (only it) and pushes. */
export async function publishCollection(
  context: PublishingContext,
  name: string,
  body: Record<string, unknown>,
): Promise<Answer> {
  const message = publishMessage(body, "coleção");
  if (typeof message !== "string") return message;
  const folder = folderOf(context);
  const data = folder.readObject(name);
  if (!data) return refused(404, `A coleção ${collectionFileOf(name)} não existe ou não é um JSON válido.`);
  const validation = await validateEditedCollection(context, name, data);
  if (validation.problems.length) return invalid(validation);
  return commitFiles(context, [join(folder.dir, `${name}.json`)], message, "coleção");
}
