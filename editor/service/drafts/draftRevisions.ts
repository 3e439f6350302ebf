import type { DraftKind, DraftSender } from "../../shared/drafts.ts";
import type { ServiceDatabase } from "../database.ts";

/**
 * The saved revisions of the drafts (kept by the database's triggers as each draft is saved, and gone with it): what
 * a save based on an older revision is merged against, and who saved the draft since.
 */
export class DraftRevisions {
  constructor(private readonly db: ServiceDatabase) {}

  /** The data a draft had at `revision`, if that revision is still kept. */
  data(kind: DraftKind, name: string, revision: number): Record<string, unknown> | undefined {
    const row = this.db
      .prepare("SELECT data FROM draft_revisions WHERE kind = ? AND name = ? AND revision = ?")
      .get(kind, name, revision) as { data: string } | undefined;
    return row && (JSON.parse(row.data) as Record<string, unknown>);
  }

  /** Records which open editor's save `revision` was, and what it sent (when the revision holds a merge of it). */
  markSender(kind: DraftKind, name: string, revision: number, sender: DraftSender, sent?: Record<string, unknown>) {
    this.db
      .prepare("UPDATE draft_revisions SET tab = ?, seq = ?, sent = ? WHERE kind = ? AND name = ? AND revision = ?")
      .run(sender.tab, sender.seq, sent ? JSON.stringify(sent) : null, kind, name, revision);
  }

  /**
   * The newest revision after `revision` that the open editor `tab` saved: its number, its save's `seq`, and the data
   * that editor sent (what its screen grew from).
   */
  lastOf(
    kind: DraftKind,
    name: string,
    tab: string,
    revision: number,
  ): { revision: number; seq: number; data: Record<string, unknown> } | undefined {
    const row = this.db
      .prepare(
        `SELECT revision, seq, COALESCE(sent, data) AS data FROM draft_revisions
         WHERE kind = ? AND name = ? AND tab = ? AND revision > ?
         ORDER BY revision DESC LIMIT 1`,
      )
      .get(kind, name, tab, revision) as { revision: number; seq: number; data: string } | undefined;
    return row && { ...row, data: JSON.parse(row.data) as Record<string, unknown> };
  }

  /** The names of the people who saved the draft after `revision`, the first to save first. */
  saversAfter(kind: DraftKind, name: string, revision: number): string[] {
    const rows = this.db
      .prepare(
        `SELECT saved_by FROM draft_revisions WHERE kind = ? AND name = ? AND revision > ?
         GROUP BY saved_by ORDER BY MIN(revision)`,
      )
      .all(kind, name, revision) as { saved_by: string }[];
    return rows.map((row) => row.saved_by);
  }
}
