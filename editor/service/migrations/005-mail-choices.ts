/**
 * Migration 5: the e-mails each person chose not to receive (a review waiting, a draft sent back, a scheduled
 * publication's outcome). A person with no row receives every one; the row goes with the account.
 */
import type { Migration } from "./migration.ts";

export const mailChoices: Migration = {
  version: 5,
  name: "avisos por e-mail escolhidos por cada pessoa",
  sql: `
    CREATE TABLE mail_refusals (
      person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
      notice TEXT NOT NULL,
      PRIMARY KEY (person_id, notice)
    );
  `,
};
