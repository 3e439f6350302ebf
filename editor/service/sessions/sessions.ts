import type { ServiceDatabase } from "../database.ts";
import type { People, Person } from "../people/people.ts";
import { newToken, tokenHash } from "../tokens.ts";

const HOUR = 60 * 60 * 1000;
/** A session unused this long ends: a forgotten open tab does not stay signed in overnight. */
export const SESSION_IDLE = 12 * HOUR;
/** No session lasts longer than this, used or not. */
export const SESSION_LONGEST = 7 * 24 * HOUR;
/** How often the last use is written: not on every request. */
const TOUCH_EVERY = 60 * 1000;

interface SessionRow {
  personId: number;
  createdAt: number;
  lastSeenAt: number;
}

/** Signed-in sessions: a random token in the person's cookie, its hash here; idle and absolute expiry. */
export class Sessions {
  constructor(
    private readonly db: ServiceDatabase,
    private readonly people: People,
  ) {}

  /** Starts a session for `personId`; the token goes into the cookie and is never stored. */
  start(personId: number, now: number): string {
    const token = newToken();
    this.db
      .prepare("INSERT INTO sessions (token_hash, person_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)")
      .run(tokenHash(token), personId, now, now);
    return token;
  }

  /** The person signed in with `token`, if the session is still valid (a use keeps it alive). */
  personOf(token: string | undefined, now: number): Person | undefined {
    if (!token) return undefined;
    const hash = tokenHash(token);
    const row = this.db
      .prepare(
        "SELECT person_id AS personId, created_at AS createdAt, last_seen_at AS lastSeenAt FROM sessions WHERE token_hash = ?",
      )
      .get(hash) as SessionRow | undefined;
    if (!row) return undefined;
    if (now - row.lastSeenAt > SESSION_IDLE || now - row.createdAt > SESSION_LONGEST) {
      this.end(token);
      return undefined;
    }
    if (now - row.lastSeenAt > TOUCH_EVERY)
      this.db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").run(now, hash);
    return this.people.byId(row.personId);
  }

  /** Ends one session (signing out). */
  end(token: string): void {
    this.db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash(token));
  }

  /** Ends every session of a person (role changed, account removed, password changed). */
  endAllOf(personId: number): void {
    this.db.prepare("DELETE FROM sessions WHERE person_id = ?").run(personId);
  }
}
