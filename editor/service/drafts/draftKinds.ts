import type { DraftKind } from "../../shared/drafts.ts";
import { DOCUMENT_KINDS } from "../../server/documents/documentKinds.ts";
import { refused, type Answer } from "../../server/http.ts";
import type { ServiceContext } from "../serviceContext.ts";
import { variantOfPage } from "../../shared/variantNames.ts";

export { DOCUMENT_KINDS };

/**
 * Why a draft of `name` cannot be kept, or undefined: a page's name must be one a save could write (a new page's by
 * npm run new-page's rule; a variant's, of a test that has a file or a draft); a collection, an A/B test or site.json
 * must exist, as a file or a draft, since drafts never create one.
 */
export function refusedDraftName(draftKind: DraftKind, context: ServiceContext, name: string): Answer | undefined {
  const kind = DOCUMENT_KINDS[draftKind];
  const folder = kind.folder(context);
  const drafted = (other: DraftKind, otherName: string) => context.stores.drafts.get(other, otherName) !== undefined;
  if (kind.only !== undefined)
    return name === kind.only ? undefined : refused(404, kind.words.missing(kind.fileOf(name)));
  if (folder.has(name) || drafted(draftKind, name)) return undefined;
  if (!kind.creates) return refused(404, kind.words.missing(kind.fileOf(name)));
  const variant = draftKind === "page" ? variantOfPage(name) : undefined;
  if (variant && drafted("experiment", variant.test)) return undefined;
  const target = folder.pathFor(name, { creating: true });
  return "error" in target ? refused(400, target.error) : undefined;
}
