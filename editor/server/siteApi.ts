/**
 * The editor's endpoints for site.json, the data every page shares (brand, navigation, footer, contacts, chat,
 * services): open, validate, save and publish, with the page saves' rules: the validator of `npm run validate`
 * decides (the pages' {{placeholders}} and links included), a file changed on disk since it was opened is refused
 * with 409, and the file is written atomically with only the changed values replaced.
 */
import { join } from "node:path";
import { SITE_FILE } from "../../model/paths.ts";
import siteSchema from "../../schema/site.schema.json" with { type: "json" };
import { parseJsonFile } from "../../validator/jsonFile.ts";
import { launchProblems } from "../../validator/launchProblems.ts";
import type { OpenedSite, Refusal, SaveRequest, SiteValidation } from "../shared/api.ts";
import { invalid, refused, type Answer } from "./http.ts";
import { updateJsonText } from "./jsonText.ts";
import type { SchemaNode } from "./keyOrder.ts";
import { isRecord, PagesFolder } from "./pageFiles.ts";
import { validateEditedSite } from "./pageValidation.ts";
import { commitFiles, draftNames, publishMessage, type PublishingContext } from "./publishing.ts";

/** site.json's name in the config folder, read and written as the one file of that folder the editor touches. */
const NAME = SITE_FILE.slice(0, -".json".length);
const folderOf = (context: PublishingContext) => new PagesFolder(context.configDir, ".");
const notJson = (doing: string) =>
  refused(
    422,
    `${SITE_FILE} não é um JSON válido: corrija-o no editor de texto ${doing} (npm run validate mostra onde).`,
  );

/** site.json to edit: its data, its version and, when git can tell, whether it is saved but not published. */
export async function openSite(context: PublishingContext): Promise<Answer> {
  const folder = folderOf(context);
  const file = folder.read(NAME);
  if (!file) return refused(404, `${SITE_FILE} não existe na pasta de configuração do site.`);
  const data = folder.readObject(NAME);
  if (!data) return notJson("antes de abri-lo aqui");
  const drafts = await draftNames(context, context.configDir);
  const body: OpenedSite = { name: NAME, data, version: file.version, ...(drafts && { draft: drafts.has(NAME) }) };
  return { status: 200, body };
}

/**
 * The validator's verdict on site.json as edited, what it would break in the pages, and the example data it still
 * holds (the placeholders of `npm run validate -- --launch`).
 */
export async function validateSite(context: PublishingContext, body: Record<string, unknown>): Promise<Answer> {
  const edited = parseJsonFile(SITE_FILE, `${JSON.stringify(body.data ?? null, null, 2)}\n`);
  const launch = "data" in edited ? launchProblems({ site: edited, pages: [] }) : [];
  return { status: 200, body: { ...(await validateEditedSite(context, body.data)), launch } satisfies SiteValidation };
}

/**
 * Saves site.json: refused with the validator's problems (422), its own or those it would cause in the pages (a
 * {{contact.email}} a page shows, removed), or when the file changed on disk since it was opened (409, unless
 * `force`).
 */
export async function saveSite(context: PublishingContext, body: Record<string, unknown>): Promise<Answer> {
  const folder = folderOf(context);
  const current = folder.read(NAME);
  if (!current) return refused(404, `${SITE_FILE} não existe na pasta de configuração do site.`);
  if (!isRecord(body.data)) return refused(400, "Pedido sem os dados do site.");
  const request = body as unknown as SaveRequest;
  const validation = await validateEditedSite(context, request.data);
  if (validation.problems.length || validation.others.length) return invalid(validation);
  if (current.version !== request.version && !request.force) {
    const message = `${SITE_FILE} foi alterado fora do editor depois que você o abriu.`;
    return { status: 409, body: { reason: "conflict", message } satisfies Refusal };
  }
  const text = updateJsonText(current.text, request.data, siteSchema as SchemaNode);
  return { status: 200, body: { version: folder.write(NAME, text) } };
}

/** Publishes the saved site.json: validates it as on disk, then commits it (only it) and pushes. */
export async function publishSite(context: PublishingContext, body: Record<string, unknown>): Promise<Answer> {
  const message = publishMessage(body, "configuração do site");
  if (typeof message !== "string") return message;
  const data = folderOf(context).readObject(NAME);
  if (!data) return notJson("antes de publicar");
  const validation = await validateEditedSite(context, data);
  if (validation.problems.length) return invalid(validation);
  return commitFiles(context, [join(context.configDir, SITE_FILE)], message, "configuração do site");
}
