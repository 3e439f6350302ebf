import { MAIL_NOTICES, type MailNotice } from "../../shared/notices.ts";
import type { ServiceDatabase } from "../database.ts";

/** Which e-mails each person receives: every one, unless they turned it off in "Minha conta". */
export class MailChoices {
  constructor(private readonly db: ServiceDatabase) {}

  /** The person's choices, notice by notice. */
  of(personId: number): Record<MailNotice, boolean> {
    const refused = new Set(
      (
        this.db.prepare("SELECT notice FROM mail_refusals WHERE person_id = ?").all(personId) as { notice: string }[]
      ).map((row) => row.notice),
    );
    return Object.fromEntries(MAIL_NOTICES.map((notice) => [notice, !refused.has(notice)])) as Record<
      MailNotice,
      boolean
    >;
  }

  /** Keeps the person's choices (the notices left out keep theirs). */
  choose(personId: number, wanted: Partial<Record<MailNotice, boolean>>): void {
    const refuse = this.db.prepare("INSERT OR IGNORE INTO mail_refusals (person_id, notice) VALUES (?, ?)");
    const accept = this.db.prepare("DELETE FROM mail_refusals WHERE person_id = ? AND notice = ?");
    this.db.transaction(() => {
      for (const notice of MAIL_NOTICES)
        if (wanted[notice] !== undefined) (wanted[notice] ? accept : refuse).run(personId, notice);
    })();
  }

  /** Whether the person receives `notice`. */
  wants(personId: number, notice: MailNotice): boolean {
    return !this.db.prepare("SELECT 1 FROM mail_refusals WHERE person_id = ? AND notice = ?").get(personId, notice);
  }
}
