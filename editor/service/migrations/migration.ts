import type { ServiceDatabase } from "../database.ts";

/**
 * One step of the database's schema: its number (the `user_version` the database has once it ran), a few words on
 * what it does (the error of a failed upgrade names them), and SQL, or a function for what SQL alone cannot do (copying
 * a table into a new shape, say). Each runs in the transaction that also sets the version, so it happens whole or not
 * at all. A released migration never changes: a change to the schema is a new one, at the end of the list.
 */
export interface Migration {
  version: number;
  name: string;
  sql?: string;
  up?: (db: ServiceDatabase) => void;
}
