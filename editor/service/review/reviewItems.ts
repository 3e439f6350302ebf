import { brasiliaDateTime } from "../../shared/brasiliaTime.ts";
import { fieldChanges } from "../../shared/fieldChanges.ts";
import type { ReviewItem, ReviewView } from "../../shared/review.ts";
import { DOCUMENT_KINDS } from "../drafts/draftKinds.ts";
import type { ServiceContext } from "../serviceContext.ts";
import { publishedData, schemaOf } from "./documentData.ts";
import type { ReviewRecord } from "./reviews.ts";

/** A request as people read it: the document's file, and who asked and when in Brasília time. */
export const reviewView = ({ kind, name, note, by, at, returned }: ReviewRecord): ReviewView => ({
  kind,
  name,
  file: DOCUMENT_KINDS[kind].fileOf(name),
  note,
  by,
  at,
  asked: `Pedido por ${by} em ${brasiliaDateTime(at)}`,
  returned,
});

/**
 * The Publishers' list: each request asked, with its draft's changes against the published file by block and field
 * (a new page has no file to compare with and says so).
 */
export async function reviewItems(context: ServiceContext): Promise<ReviewItem[]> {
  const items: ReviewItem[] = [];
  for (const request of context.stores.reviews.asked()) {
    const draft = context.stores.drafts.get(request.kind, request.name);
    if (!draft) continue;
    const published = publishedData(context, request.kind, request.name);
    const changes = published ? fieldChanges(await schemaOf(context, request.kind), published, draft.data) : [];
    items.push({ ...reviewView(request), changes, isNew: !published });
  }
  return items;
}
