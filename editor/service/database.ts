/**
 * The service's own state (people, sessions, drafts, reviews, schedules, audit) in one SQLite file. Each store creates
 * its tables when it is made (`CREATE TABLE IF NOT EXISTS`), so a feature brings its schema with its code.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";

/** The database the stores share. */
export type ServiceDatabase = Database.Database;

/** The database file in `dataDir` (created with the folder), or an in-memory one for tests (`":memory:"`). */
export function openDatabase(dataDir: string | ":memory:"): ServiceDatabase {
  if (dataDir !== ":memory:") mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(dataDir === ":memory:" ? dataDir : join(dataDir, "editor.sqlite"));
  // WAL lets reads go on during a write; a writer waits (up to 5 s) rather than failing when another holds the lock.
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return db;
}

/** What the service reads the time from: the real clock, or one a test moves. */
export interface Clock {
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };
