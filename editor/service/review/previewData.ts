import { refused, type Answer } from "../../server/http.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import type { PreviewData } from "../../shared/review.ts";
import { DOCUMENT_KINDS } from "../drafts/draftKinds.ts";
import { documentTitle } from "../../shared/documentName.ts";
import type { ServiceContext } from "../serviceContext.ts";
import { currentData } from "./documentData.ts";

const isRow = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The first row of a collection as it is now, and the name of its template page. */
function collectionStart(context: ServiceContext, name: string) {
  const data = currentData(context, "collection", name);
  const rows = Array.isArray(data?.rows) ? data.rows : [];
  return { page: typeof data?.page === "string" ? data.page : "", row: isRow(rows[0]) ? rows[0] : undefined };
}

/** The collection a page is the template of, if any. */
function collectionOfTemplate(context: ServiceContext, page: string): string | undefined {
  const folder = DOCUMENT_KINDS.collection.folder(context);
  return folder.names().find((name) => currentData(context, "collection", name)?.page === page);
}

/**
 * Why a preview link cannot be made for a document, or undefined. A page or a collection has one (a collection shows
 * its template page filled by its first row); site.json has none, since it is not a page.
 */
export function refusedPreview(context: ServiceContext, kind: DraftKind, name: string): Answer | undefined {
  if (kind === "site")
    return refused(400, "A configuração do site não é uma página: peça o link de prévia de uma página ou coleção.");
  const file = DOCUMENT_KINDS[kind].fileOf(name);
  if (!currentData(context, kind, name))
    return refused(404, `${documentTitle(file)} não tem rascunho nem versão publicada.`);
  return undefined;
}

/** What the public preview page draws for a document, as it is at this moment, or why it cannot. */
export function previewData(context: ServiceContext, kind: DraftKind, name: string, expiresAt: number): Answer {
  const template = kind === "collection" ? collectionStart(context, name) : undefined;
  const page = template ? template.page : name;
  const config = currentData(context, "page", page);
  if (!config) return refused(404, "A página desta prévia não existe mais: peça um novo link a quem o enviou.");
  // A collection's template page is shown as the collection's first row makes it, as the site builds it.
  const collection = template ? undefined : collectionOfTemplate(context, page);
  const row = template ? template.row : collection && collectionStart(context, collection).row;
  if (template && !row) return refused(404, "Esta coleção ainda não tem linhas: não há página para mostrar na prévia.");
  const body: PreviewData = { config, expiresAt, ...(row && { row }) };
  return { status: 200, body };
}
