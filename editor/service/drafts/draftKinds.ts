import type { DraftKind } from "../../shared/drafts.ts";
import { COLLECTION } from "../../server/collectionApi.ts";
import type { DocumentKind } from "../../server/documents/documentKind.ts";
import { refused, type Answer } from "../../server/http.ts";
import { PAGE } from "../../server/pageApi.ts";
import type { PublishingContext } from "../../server/publishing.ts";
import { SITE } from "../../server/siteApi.ts";

/** The document kind each draft kind is a draft of. */
export const DOCUMENT_KINDS: Record<DraftKind, DocumentKind> = { page: PAGE, collection: COLLECTION, site: SITE };

/**
 * Why a draft of `name` cannot be kept, or undefined: a page's name must be one a save could write (a new page's by
 * npm run new-page's rule); a collection or site.json must exist, since the editor never creates one.
 */
export function refusedDraftName(draftKind: DraftKind, context: PublishingContext, name: string): Answer | undefined {
  const kind = DOCUMENT_KINDS[draftKind];
  const folder = kind.folder(context);
  if (kind.only !== undefined)
    return name === kind.only ? undefined : refused(404, kind.words.missing(kind.fileOf(name)));
  if (!kind.creates) return folder.has(name) ? undefined : refused(404, kind.words.missing(kind.fileOf(name)));
  const target = folder.pathFor(name, { creating: !folder.has(name) });
  return "error" in target ? refused(400, target.error) : undefined;
}
