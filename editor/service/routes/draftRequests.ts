/** The addresses and bodies of the drafts and presence endpoints, checked at the boundary. */
import { z } from "zod";
import { DRAFT_KINDS, type DraftKind, type DraftSaveRequest } from "../../shared/drafts.ts";
import { documentData, publishRequest } from "../../server/documents/documentRequests.ts";

/** A document's kind and name in an address (`rascunhos/page/promo`). */
export const DOCUMENT_PARAMS = z.object({
  kind: z.enum(DRAFT_KINDS as [DraftKind, ...DraftKind[]]),
  name: z.string().min(1).max(200),
});

/** Saving a draft. */
export const draftSaveRequest = z.object({
  data: documentData,
  version: z.string().nullable(),
  revision: z.number().int().min(0),
  sender: z.object({ tab: z.string().min(1).max(100), seq: z.number().int().min(0) }).optional(),
}) satisfies z.ZodType<DraftSaveRequest>;

/** Publishing a draft: the message, and whether to write over a file changed since the draft started. */
export const draftPublishRequest = publishRequest.extend({ force: z.boolean().optional() });
