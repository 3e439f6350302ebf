import type { PublishResult, Refusal } from "../../shared/api.ts";
import { publicationStatus, publicationWords } from "../../shared/publicationStatus.ts";
import type { Answer } from "../../server/http.ts";
import { unpublishPage } from "../../server/unpublishing.ts";
import { DOCUMENT_KINDS } from "../drafts/draftKinds.ts";
import { publishDraft } from "../drafts/publishDraft.ts";
import { draftStore } from "../drafts/draftStore.ts";
import type { ServiceContext } from "../serviceContext.ts";
import type { Perform, Performed } from "./scheduler.ts";

/** What a refusal says, as the agenda's outcome ends its sentence. */
function problemOf(refusal: Refusal): string {
  if (refusal.reason !== "invalid") return refusal.message;
  const count = refusal.validation.problems.length + refusal.validation.others.length;
  return count === 1
    ? "ela tem 1 problema para corrigir. Abra-a no editor, corrija e agende de novo."
    : `ela tem ${count} problemas para corrigir. Abra-a no editor, corrija e agende de novo.`;
}

/**
 * The agenda's note of a publication: how far it went on its way to the site (the version itself stays in the
 * history; the team is told when, not which).
 */
const publicationNote = (result: PublishResult): string => publicationWords(publicationStatus(result)).join(" ");

/** Taking a page off the site, whose answer is the editor's (unpublishing.ts): what it made, or its refusal. */
const unpublished = (answer: Answer): Performed =>
  answer.status === 200
    ? { ok: true, detail: publicationNote(answer.body as PublishResult) }
    : { ok: false, problem: problemOf(answer.body as Refusal) };

/**
 * Carries out a scheduled action as the person who scheduled it: publishes the document's draft as it is at that
 * moment (validated then, with what it needs, like any publication), or takes the page off the site.
 */
export function performScheduled(base: Omit<ServiceContext, "person" | "sessionToken">): Perform {
  return async (item, person): Promise<Performed> => {
    const context: ServiceContext = {
      ...base,
      person,
      sessionToken: undefined,
      author: { name: person.name, email: person.email },
    };
    context.store = draftStore(context);
    if (item.action !== "publish")
      return unpublished(await unpublishPage(context, item.name, item.message || `Tirar do ar: ${item.name}`));
    const publication = await publishDraft(context, DOCUMENT_KINDS[item.kind], item.name, { message: item.message });
    if (!("published" in publication)) return { ok: false, problem: problemOf(publication.refused.body) };
    return { ok: true, detail: publicationNote(publication.published) };
  };
}
