import type { DraftKind } from "../../shared/drafts.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";

/** Puts the draft of document `name` of `kind` in the Publishers' list as the signed-in person's request, with `note`. */
export function askReview(context: ServiceContext, kind: DraftKind, name: string, file: string, note: string): void {
  const person = signedIn(context);
  const now = context.clock.now();
  context.stores.reviews.ask(kind, name, note, person, now);
  context.stores.audit.record(person, "pediu revisão de", file, note, now);
  void context.notices.reviewAsked(kind, name, note, person);
}
