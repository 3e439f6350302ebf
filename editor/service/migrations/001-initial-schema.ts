/**
 * Migration 1: the tables as the releases before numbered migrations made them. Each store then created its own
 * tables with `CREATE TABLE IF NOT EXISTS`, so this migration keeps that form: on a database of such a release (its
 * `user_version` 0, its tables already there) it changes nothing and only marks the database as version 1.
 */
import type { Migration } from "./migration.ts";

export const initialSchema: Migration = {
  version: 1,
  name: "tabelas iniciais",
  sql: `
    CREATE TABLE IF NOT EXISTS people (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      email TEXT NOT NULL UNIQUE,
      role TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'admin')),
      password_hash TEXT,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS invitations (
      id INTEGER PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      role TEXT NOT NULL,
      email TEXT,
      invited_by INTEGER REFERENCES people(id) ON DELETE SET NULL,
      first_access INTEGER NOT NULL DEFAULT 0,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS sessions (
      token_hash TEXT PRIMARY KEY,
      person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      last_seen_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sign_in_failures (email TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS sign_in_failures_email ON sign_in_failures (email, at);
    CREATE TABLE IF NOT EXISTS audit (
      id INTEGER PRIMARY KEY,
      at INTEGER NOT NULL,
      person_id INTEGER,
      who TEXT NOT NULL,
      action TEXT NOT NULL,
      subject TEXT NOT NULL,
      detail TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS schedules (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      name TEXT NOT NULL,
      action TEXT NOT NULL CHECK (action IN ('publish', 'unpublish')),
      due_at INTEGER NOT NULL,
      message TEXT NOT NULL,
      person_id INTEGER NOT NULL,
      by_name TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      done_at INTEGER,
      outcome TEXT,
      ok INTEGER
    );
    CREATE INDEX IF NOT EXISTS schedules_pending ON schedules (done_at, due_at);
    CREATE TABLE IF NOT EXISTS upload_quota (
      person_id TEXT NOT NULL,
      at INTEGER NOT NULL,
      bytes INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS upload_quota_person_at ON upload_quota (person_id, at);
    CREATE TABLE IF NOT EXISTS drafts (
      kind TEXT NOT NULL CHECK (kind IN ('page', 'collection', 'site')),
      name TEXT NOT NULL,
      data TEXT NOT NULL,
      version TEXT,
      revision INTEGER NOT NULL,
      person_id INTEGER,
      saved_by TEXT NOT NULL,
      saved_at INTEGER NOT NULL,
      PRIMARY KEY (kind, name)
    );
    CREATE TABLE IF NOT EXISTS reviews (
      kind TEXT NOT NULL,
      name TEXT NOT NULL,
      note TEXT NOT NULL,
      person_id INTEGER,
      asked_by TEXT NOT NULL,
      asked_at INTEGER NOT NULL,
      returned_by TEXT,
      returned_at INTEGER,
      comment TEXT,
      PRIMARY KEY (kind, name)
    );
    CREATE TRIGGER IF NOT EXISTS reviews_end_with_draft AFTER DELETE ON drafts
    BEGIN DELETE FROM reviews WHERE kind = OLD.kind AND name = OLD.name; END;
    CREATE TABLE IF NOT EXISTS preview_links (
      id INTEGER PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL,
      name TEXT NOT NULL,
      person_id INTEGER,
      created_by TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS oidc_logins (
      state TEXT PRIMARY KEY,
      verifier TEXT NOT NULL,
      nonce TEXT NOT NULL,
      started_at INTEGER NOT NULL
    );
  `,
};
