import type { DraftKind } from "../../shared/drafts.ts";
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
