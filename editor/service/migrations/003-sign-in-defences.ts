/**
 * Migration 3: sign-in that holds under attack. Every sign-in attempt is counted before its password is checked, per
 * e-mail and address (the failures table it replaces only counted afterwards, per e-mail); two-step sign-in's secret
 * and recovery codes; the service's own settings (two-step sign-in required for some roles); and invitations that an
 * administrator can cancel.
 */
import type { Migration } from "./migration.ts";

export const signInDefences: Migration = {
  version: 3,
  name: "tentativas de entrada, verificação em duas etapas e convites cancelados",
  sql: `
    DROP TABLE IF EXISTS sign_in_failures;
    CREATE TABLE sign_in_attempts (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL,
      address TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX sign_in_attempts_email ON sign_in_attempts (email, address, at);
    CREATE INDEX sign_in_attempts_address ON sign_in_attempts (address, at);
    ALTER TABLE people ADD COLUMN totp_secret TEXT;
    ALTER TABLE people ADD COLUMN totp_pending TEXT;
    ALTER TABLE people ADD COLUMN totp_last_step INTEGER;
    CREATE TABLE recovery_codes (
      person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL,
      used_at INTEGER
    );
    CREATE INDEX recovery_codes_person ON recovery_codes (person_id);
    CREATE TABLE service_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    ALTER TABLE invitations ADD COLUMN revoked_at INTEGER;
  `,
};
