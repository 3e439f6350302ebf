/**
 * The service's own state (people, sessions, drafts, reviews, schedules, audit) in one SQLite file, its schema brought
 * up to date by numbered migrations (migrations/) each time it is opened.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations/migrate.ts";

/** The database the stores share. */
export type ServiceDatabase = Database.Database;

/** Where the database of a data folder lives. */
export const databaseFile = (dataDir: string): string => join(dataDir, "editor.sqlite");

/**
 * The database file in `dataDir` (created with the folder), or an in-memory one for tests (`":memory:"`), migrated to
 * this code's schema; throws `DatabaseTooNew` (a pt-BR message) for a database written by a newer release.
 */
export function openDatabase(dataDir: string | ":memory:"): ServiceDatabase {
  if (dataDir !== ":memory:") mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(dataDir === ":memory:" ? dataDir : databaseFile(dataDir));
  // WAL lets reads go on during a write; a writer waits (up to 5 s) rather than failing when another holds the lock.
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** What the service reads the time from: the real clock, or one a test moves. */
export interface Clock {
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };
