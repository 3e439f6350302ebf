import type { UnpublishedCopies } from "../../server/library/unpublishedCopies.ts";
import type { Clock } from "../database.ts";
import type { Person } from "../people/people.ts";
import type { Drafts } from "./drafts.ts";

/**
 * The drafts as the image library reads and changes them, saved as `person`: a change is a new revision of the draft
 * on top of whatever it is now, so an editor that has it open hears that someone saved it (and can merge).
 */
export function draftCopies(drafts: Drafts, person: Person, clock: Clock): UnpublishedCopies {
  return {
    list: () => drafts.all().map(({ kind, name, data, version }) => ({ kind, name, data, version })),
    save: ({ kind, name, data, version }) => {
      const revision = drafts.get(kind, name)?.revision ?? 0;
      drafts.save(kind, name, { data, version, revision }, person, clock.now());
    },
  };
}
