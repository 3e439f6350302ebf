/**
 * Brings a database to this code's schema: reads its `user_version`, runs every later migration in order (each in a
 * transaction with the new version) and refuses a database written by a newer release, which this code would misread.
 */
import type { ServiceDatabase } from "../database.ts";
import type { Migration } from "./migration.ts";
import { LATEST_VERSION, MIGRATIONS } from "./migrations.ts";

/** Why a database cannot be opened by this release: it was written by a newer one. */
export class DatabaseTooNew extends Error {
  override name = "DatabaseTooNew";
  constructor(found: number, latest: number) {
    super(
      `O banco de dados do editor é de uma versão mais nova do serviço (esquema ${found}; esta versão conhece até o ${latest}): atualize o serviço (git pull e npm ci) ou restaure uma cópia de segurança feita por esta versão.`,
    );
  }
}

/** The database's schema version. */
export const schemaVersion = (db: ServiceDatabase): number => db.pragma("user_version", { simple: true }) as number;

/** Runs the migrations above the database's version; the versions it reached, none when it was up to date. */
export function migrate(db: ServiceDatabase, migrations: readonly Migration[] = MIGRATIONS): number[] {
  const found = schemaVersion(db);
  const latest = migrations.at(-1)?.version ?? 0;
  if (found > latest) throw new DatabaseTooNew(found, latest);
  const pending = migrations.filter((migration) => migration.version > found);
  for (const migration of pending) {
    db.transaction(() => {
      if (migration.sql) db.exec(migration.sql);
      migration.up?.(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return pending.map((migration) => migration.version);
}

export { LATEST_VERSION };
