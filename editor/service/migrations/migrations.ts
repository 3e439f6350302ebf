/**
 * Every migration of the service's database, in order. To change the schema, add a file `NNN-what-it-does.ts` with
 * the next number and append it here; never edit one that has been released (a test checks the numbers follow on).
 */
import { initialSchema } from "./001-initial-schema.ts";
import { draftRevisions } from "./002-draft-revisions.ts";
import { signInDefences } from "./003-sign-in-defences.ts";
import { draftsOfEveryKind } from "./004-drafts-of-every-kind-and-waiting-images.ts";
import { mailChoices } from "./005-mail-choices.ts";
import type { Migration } from "./migration.ts";

export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  draftRevisions,
  signInDefences,
  draftsOfEveryKind,
  mailChoices,
];

/** The schema version this code writes and understands. */
export const LATEST_VERSION = MIGRATIONS.at(-1)!.version;
