import type { ServiceDatabase } from "./database.ts";
import type { Person } from "./people/people.ts";

/** One line of the audit list: who did what, to what, when. */
export interface AuditEntry {
  at: number;
  /** The person's name when it happened (kept after the account is removed); "Serviço" for scheduled actions. */
  who: string;
  /** What was done, as a pt-BR sentence start: "publicou", "convidou", "entrou". */
  action: string;
  /** What it was done to: a page's name, a person's e-mail. */
  subject: string;
  /** A message, a commit, a role: whatever makes the line clear. */
  detail: string;
}

/** The audit list: every sign-in, invitation, role change, draft sent for review, publication and schedule. */
export class AuditLog {
  constructor(private readonly db: ServiceDatabase) {}

  /** Records what `person` (none: the service itself) did. */
  record(person: Person | undefined, action: string, subject: string, detail: string, now: number): void {
    this.db
      .prepare("INSERT INTO audit (at, person_id, who, action, subject, detail) VALUES (?, ?, ?, ?, ?, ?)")
      .run(now, person?.id ?? null, person?.name ?? "Serviço", action, subject, detail);
  }

  /** The latest entries, newest first. */
  latest(limit = 200): AuditEntry[] {
    return this.db
      .prepare("SELECT at, who, action, subject, detail FROM audit ORDER BY id DESC LIMIT ?")
      .all(limit) as AuditEntry[];
  }
}
