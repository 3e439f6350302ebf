import type { DraftKind, DraftSaveRequest, DraftStamp, DraftSummary, DraftView } from "../../shared/drafts.ts";
import type { ServiceDatabase } from "../database.ts";
import type { Person } from "../people/people.ts";

interface DraftRow {
  kind: DraftKind;
  name: string;
  data: string;
  version: string | null;
  revision: number;
  saved_by: string;
  saved_at: number;
  person_id: number | null;
}

const view = (row: DraftRow): DraftView => ({
  kind: row.kind,
  name: row.name,
  data: JSON.parse(row.data) as Record<string, unknown>,
  version: row.version,
  revision: row.revision,
  by: row.saved_by,
  at: row.saved_at,
});

/**
 * What saving a draft gave: its new stamp, or the draft as someone saved it meanwhile (null: it was removed), and
 * whether that someone was the same person (in another window).
 */
export type DraftSaveOutcome = { saved: DraftStamp } | { conflict: DraftView | null; samePerson: boolean };

/**
 * The team's drafts, one per document (kind and name): the data as last saved, problems and all, the version of the
 * file it started from, a revision that each save increments, and who saved it last and when. A save names the
 * revision it was based on, so that nobody's work is overwritten without their knowing.
 */
export class Drafts {
  constructor(private readonly db: ServiceDatabase) {}

  /** Every draft, the latest saved first. */
  list(): DraftSummary[] {
    return this.db
      .prepare("SELECT kind, name, revision, saved_by AS by, saved_at AS at FROM drafts ORDER BY saved_at DESC, name")
      .all() as DraftSummary[];
  }

  /** Every draft with its data. */
  all(): DraftView[] {
    return (this.db.prepare("SELECT * FROM drafts ORDER BY kind, name").all() as DraftRow[]).map(view);
  }

  /** The draft of a document, if it has one. */
  get(kind: DraftKind, name: string): DraftView | undefined {
    const row = this.row(kind, name);
    return row && view(row);
  }

  private row(kind: DraftKind, name: string): DraftRow | undefined {
    return this.db.prepare("SELECT * FROM drafts WHERE kind = ? AND name = ?").get(kind, name) as DraftRow | undefined;
  }

  /**
   * Saves `request` as the document's draft, by `person`, unless the draft is no longer at the revision the request
   * was based on (0: there was none): then nothing changes and the draft as it is now comes back.
   */
  save(kind: DraftKind, name: string, request: DraftSaveRequest, person: Person, now: number): DraftSaveOutcome {
    return this.db.transaction((): DraftSaveOutcome => {
      const current = this.row(kind, name);
      if ((current?.revision ?? 0) !== request.revision)
        return { conflict: current ? view(current) : null, samePerson: current?.person_id === person.id };
      const revision = request.revision + 1;
      this.db
        .prepare(
          `INSERT INTO drafts (kind, name, data, version, revision, person_id, saved_by, saved_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (kind, name) DO UPDATE SET data = excluded.data, version = excluded.version,
             revision = excluded.revision, person_id = excluded.person_id, saved_by = excluded.saved_by,
             saved_at = excluded.saved_at`,
        )
        .run(kind, name, JSON.stringify(request.data), request.version, revision, person.id, person.name, now);
      return { saved: { revision, by: person.name, at: now } };
    })();
  }

  /** Removes a document's draft; false when it had none. */
  discard(kind: DraftKind, name: string): boolean {
    return this.db.prepare("DELETE FROM drafts WHERE kind = ? AND name = ?").run(kind, name).changes > 0;
  }
}
