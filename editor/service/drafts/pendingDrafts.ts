import type { DraftKind, PendingDraft } from "../../shared/drafts.ts";
import type { ServiceDatabase } from "../database.ts";

interface PendingRow {
  data: string;
  base: string | null;
  version: string | null;
  saved_at: number;
}

/**
 * A person's copy of a draft that could not join it without their choice: a save (typically the one sent as they
 * left the page) based on a revision someone else changed the same fields of. One per person and document, kept until
 * that person sets it aside (once they chose between the versions), so that their next visit offers to compare it.
 */
export class PendingDrafts {
  constructor(private readonly db: ServiceDatabase) {}

  /** Keeps `copy` as the person's pending copy of the document, in place of an older one. */
  keep(kind: DraftKind, name: string, personId: number, copy: PendingDraft): void {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO pending_drafts (kind, name, person_id, data, base, version, saved_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        kind,
        name,
        personId,
        JSON.stringify(copy.data),
        copy.base && JSON.stringify(copy.base),
        copy.version,
        copy.at,
      );
  }

  /** The person's pending copy of the document, if they have one. */
  get(kind: DraftKind, name: string, personId: number): PendingDraft | undefined {
    const row = this.db
      .prepare("SELECT * FROM pending_drafts WHERE kind = ? AND name = ? AND person_id = ?")
      .get(kind, name, personId) as PendingRow | undefined;
    return (
      row && {
        data: JSON.parse(row.data) as Record<string, unknown>,
        base: row.base === null ? null : (JSON.parse(row.base) as Record<string, unknown>),
        version: row.version,
        at: row.saved_at,
      }
    );
  }

  /** Sets the person's pending copy of the document aside; false when they had none. */
  drop(kind: DraftKind, name: string, personId: number): boolean {
    return (
      this.db
        .prepare("DELETE FROM pending_drafts WHERE kind = ? AND name = ? AND person_id = ?")
        .run(kind, name, personId).changes > 0
    );
  }
}
