import collectionSchema from "../../../schema/collection.schema.json" with { type: "json" };
import type { JsonSchema } from "../../shared/api.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import { DOCUMENT_KINDS } from "../drafts/draftKinds.ts";
import type { ServiceContext } from "../serviceContext.ts";

/** The document as published: its file's data, or undefined when it has none yet (a new page) or it is not JSON. */
export const publishedData = (context: ServiceContext, kind: DraftKind, name: string) =>
  DOCUMENT_KINDS[kind].folder(context).readObject(name);

/** The document as the team is working on it: its draft's data, or the published file's once the draft is gone. */
export const currentData = (context: ServiceContext, kind: DraftKind, name: string) =>
  context.stores.drafts.get(kind, name)?.data ?? publishedData(context, kind, name);

/** The schema that names a document's fields for the comparison (its pt-BR titles). */
export async function schemaOf(context: ServiceContext, kind: DraftKind): Promise<JsonSchema> {
  if (kind === "collection") return collectionSchema as JsonSchema;
  const schemas = await context.schemas();
  return kind === "page" ? schemas.page : schemas.site;
}
