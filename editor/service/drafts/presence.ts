import type { DraftKind, PresentPerson } from "../../shared/drafts.ts";
import type { Person } from "../people/people.ts";

/** How long a document counts as open by someone after their editor last said so (it says so every 15 s). */
export const PRESENCE_WINDOW = 40_000;

/**
 * Who has which document open, as their editors' heartbeats say: in memory only, since it is worth nothing after a
 * restart (the editors say it again within seconds).
 */
export class Presence {
  private readonly open = new Map<string, Map<number, PresentPerson>>();

  /** Records that `person` has the document open, and answers the others seen within the window, by name. */
  beat(kind: DraftKind, name: string, person: Person, now: number): PresentPerson[] {
    const key = `${kind}/${name}`;
    const people = this.open.get(key) ?? new Map<number, PresentPerson>();
    this.open.set(key, people);
    people.set(person.id, { name: person.name, at: now });
    for (const [id, seen] of people) if (now - seen.at > PRESENCE_WINDOW) people.delete(id);
    return [...people.entries()]
      .filter(([id]) => id !== person.id)
      .map(([, seen]) => seen)
      .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
  }

  /** Records that `person` closed the document. */
  leave(kind: DraftKind, name: string, person: Person): void {
    const key = `${kind}/${name}`;
    this.open.get(key)?.delete(person.id);
    if (this.open.get(key)?.size === 0) this.open.delete(key);
  }
}
