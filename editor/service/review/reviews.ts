import type { DraftKind } from "../../shared/drafts.ts";
import type { ServiceDatabase } from "../database.ts";
import type { Person } from "../people/people.ts";

/** A request for review as the store keeps it. */
export interface ReviewRecord {
  kind: DraftKind;
  name: string;
  note: string;
  by: string;
  at: number;
  /** The requester's account (null once removed), to show them the Publisher's comment. */
  personId: number | null;
  returned: { by: string; at: number; comment: string } | null;
}

interface ReviewRow {
  kind: DraftKind;
  name: string;
  note: string;
  person_id: number | null;
  asked_by: string;
  asked_at: number;
  returned_by: string | null;
  returned_at: number | null;
  comment: string | null;
}

const record = (row: ReviewRow): ReviewRecord => ({
  kind: row.kind,
  name: row.name,
  note: row.note,
  by: row.asked_by,
  at: row.asked_at,
  personId: row.person_id,
  returned:
    row.returned_by === null ? null : { by: row.returned_by, at: row.returned_at ?? 0, comment: row.comment ?? "" },
});

/**
 * Requests for review, one per document's draft: asked (in the Publishers' list) or sent back with a comment (shown
 * on the draft). A request ends with its draft: a trigger removes it when the draft is published or discarded, so
 * nothing that publishes or discards needs to know about review. The drafts table must exist first (stores.ts).
 */
export class Reviews {
  constructor(private readonly db: ServiceDatabase) {}

  /** Puts the document's draft in the Publishers' list (again, when it was sent back), by `person`. */
  ask(kind: DraftKind, name: string, note: string, person: Person, now: number): void {
    this.db
      .prepare(
        `INSERT INTO reviews (kind, name, note, person_id, asked_by, asked_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (kind, name) DO UPDATE SET note = excluded.note, person_id = excluded.person_id,
           asked_by = excluded.asked_by, asked_at = excluded.asked_at, returned_by = NULL, returned_at = NULL,
           comment = NULL`,
      )
      .run(kind, name, note, person.id, person.name, now);
  }

  /** Sends an asked request back with `comment`; false when the document has no request in the list. */
  giveBack(kind: DraftKind, name: string, comment: string, person: Person, now: number): boolean {
    const changed = this.db
      .prepare(
        `UPDATE reviews SET returned_by = ?, returned_at = ?, comment = ?
         WHERE kind = ? AND name = ? AND returned_by IS NULL`,
      )
      .run(person.name, now, comment, kind, name).changes;
    return changed > 0;
  }

  /** The document's request, asked or sent back, if it has one. */
  get(kind: DraftKind, name: string): ReviewRecord | undefined {
    const row = this.db.prepare("SELECT * FROM reviews WHERE kind = ? AND name = ?").get(kind, name) as
      ReviewRow | undefined;
    return row && record(row);
  }

  /** Every request, asked or sent back, the oldest first. */
  all(): ReviewRecord[] {
    return (this.db.prepare("SELECT * FROM reviews ORDER BY asked_at, name").all() as ReviewRow[]).map(record);
  }

  /** The requests waiting for a Publisher, the oldest first. */
  asked(): ReviewRecord[] {
    const rows = this.db
      .prepare("SELECT * FROM reviews WHERE returned_by IS NULL ORDER BY asked_at, name")
      .all() as ReviewRow[];
    return rows.map(record);
  }
}
