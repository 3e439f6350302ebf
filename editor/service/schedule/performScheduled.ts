import type { PublishResult, Refusal } from "../../shared/api.ts";
import { publicationStatus, publicationWords } from "../../shared/publicationStatus.ts";
import type { Answer } from "../../server/http.ts";
import { unpublishPage } from "../../server/unpublishing.ts";
import { publishDraft } from "../drafts/publishDraft.ts";
import type { ServiceContext } from "../serviceContext.ts";
import type { Perform, Performed } from "./scheduler.ts";

/** What a refused publication says, as the agenda's outcome ends its sentence. */
function problemOf(answer: Answer): string {
  const refusal = answer.body as Refusal;
  if (refusal.reason !== "invalid") return refusal.message;
  const count = refusal.validation.problems.length + refusal.validation.others.length;
  return count === 1
    ? "ela tem 1 problema para corrigir. Abra-a no editor, corrija e agende de novo."
    : `ela tem ${count} problemas para corrigir. Abra-a no editor, corrija e agende de novo.`;
}

/**
 * Carries out a scheduled action as the person who scheduled it: publishes the document's draft as it is at that
 * moment (validated then, like any publication), or takes the page off the site.
 */
export function performScheduled(base: Omit<ServiceContext, "person" | "sessionToken">): Perform {
  return async (item, person): Promise<Performed> => {
    const context: ServiceContext = {
      ...base,
      person,
      sessionToken: undefined,
      author: { name: person.name, email: person.email },
    };
    const answer =
      item.action === "publish"
        ? await publishDraft(context, item.kind, item.name, { message: item.message })
        : await unpublishPage(context, item.name, item.message || `Tirar do ar: ${item.name}`);
    if (answer.status !== 200) return { ok: false, problem: problemOf(answer) };
    // The version stays in the history; the team is told how far the publication went, not which version it is.
    return { ok: true, detail: publicationWords(publicationStatus(answer.body as PublishResult)).join(" ") };
  };
}
