import type { DocumentKindName, ScheduledAction, ScheduledItem } from "../../shared/schedule.ts";
import type { ServiceDatabase } from "../database.ts";

interface Row extends Omit<ScheduledItem, "ok"> {
  ok: number | null;
  personId: number;
}

/** A pending action with who scheduled it (their account), as the scheduler carries it out. */
export interface DueItem extends ScheduledItem {
  personId: number;
}

const SELECT = `SELECT s.id, s.kind, s.name, s.action, s.due_at AS dueAt, s.message, s.person_id AS personId,
  s.by_name AS "by", s.done_at AS doneAt, s.outcome, s.ok FROM schedules s`;

const item = ({ ok, ...row }: Row): DueItem => ({ ...row, ok: ok === null ? null : ok === 1 });

/** Scheduled publications and unpublications: kept in the database, so a restart loses none. */
export class Schedules {
  constructor(private readonly db: ServiceDatabase) {}

  /** Schedules an action; its id. */
  add(
    entry: { kind: DocumentKindName; name: string; action: ScheduledAction; dueAt: number; message: string },
    person: { id: number; name: string },
    now: number,
  ): number {
    const result = this.db
      .prepare(
        "INSERT INTO schedules (kind, name, action, due_at, message, person_id, by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(entry.kind, entry.name, entry.action, entry.dueAt, entry.message, person.id, person.name, now);
    return Number(result.lastInsertRowid);
  }

  /** The pending actions due at `now`, oldest first. */
  due(now: number): DueItem[] {
    return (
      this.db.prepare(`${SELECT} WHERE done_at IS NULL AND due_at <= ? ORDER BY due_at, id`).all(now) as Row[]
    ).map(item);
  }

  /** Pending actions, and those done in the last week, for the agenda. */
  list(now: number): ScheduledItem[] {
    const week = 7 * 24 * 60 * 60 * 1000;
    return (
      this.db
        .prepare(`${SELECT} WHERE done_at IS NULL OR done_at > ? ORDER BY done_at IS NOT NULL, due_at`)
        .all(now - week) as Row[]
    ).map((row) => {
      const { personId: _person, ...rest } = item(row);
      return rest;
    });
  }

  /** Records what happened to an action. */
  finish(id: number, ok: boolean, outcome: string, now: number): void {
    this.db
      .prepare("UPDATE schedules SET done_at = ?, ok = ?, outcome = ? WHERE id = ?")
      .run(now, Number(ok), outcome, id);
  }

  /** Cancels a pending action; false when it is done or gone. */
  cancel(id: number): boolean {
    return this.db.prepare("DELETE FROM schedules WHERE id = ? AND done_at IS NULL").run(id).changes > 0;
  }
}
