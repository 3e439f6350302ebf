// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { databaseFile, openDatabase, type ServiceDatabase } from "../database.ts";
import { passwordMatches } from "../people/passwords.ts";
import { openStores } from "../stores.ts";
import { DatabaseTooNew, migrate, schemaVersion } from "./migrate.ts";
import { LATEST_VERSION, MIGRATIONS } from "./migrations.ts";

const RELEASE_BEFORE_MIGRATIONS = readFileSync(
  new URL("fixtures/release-before-migrations.sql", import.meta.url),
  "utf8",
);
/** 1/12/2026 at 12:00 UTC, when the fixture's data was written. */
const WRITTEN_AT = Date.UTC(2026, 11, 1, 12);

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A data folder holding a database as the release before numbered migrations left it on a server. */
function folderOfPreviousRelease(): string {
  folder = mkdtempSync(join(tmpdir(), "editor-migrations-"));
  const db = new Database(databaseFile(folder));
  db.exec(RELEASE_BEFORE_MIGRATIONS);
  db.close();
  return folder;
}

/** Each table's, index's and trigger's columns as the database describes them, to compare two schemas. */
function shape(db: ServiceDatabase) {
  const objects = db
    .prepare("SELECT type, name, tbl_name AS tableName FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { type: string; name: string; tableName: string }[];
  return objects.map((object) => ({
    ...object,
    columns:
      object.type === "table"
        ? (db.pragma(`table_info("${object.name}")`) as unknown[]).map((column) => JSON.stringify(column))
        : undefined,
  }));
}

describe("the service database's migrations", () => {
  it("numbers its migrations 1, 2, 3… in order, so that each database knows which it has run", () => {
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });

  it("upgrades a database written by the release before migrations and keeps every piece of its data", async () => {
    const db = openDatabase(folderOfPreviousRelease());
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    const stores = openStores(db, { now: () => WRITTEN_AT });

    const bruno = stores.people.withPassword("bruno@empresa.com.br")!;
    expect(bruno).toMatchObject({ name: "Bruno Editor", role: "editor" });
    expect(await passwordMatches(bruno.passwordHash!, "senha-do-bruno-2026")).toBe(true);
    expect(stores.people.list().map((person) => person.name)).toEqual(["Ana Admin", "Bruno Editor"]);
    expect(stores.drafts.get("page", "sobre")).toMatchObject({ data: { title: "Sobre nós (rascunho)" }, revision: 1 });
    expect(stores.reviews.get("page", "sobre")).toMatchObject({ note: "Pode revisar?" });
    expect(stores.schedules.due(WRITTEN_AT + 2 * 86_400_000)).toHaveLength(1);
    expect(stores.audit.latest()).toHaveLength(1);

    // The upgraded database goes on working: a save, and the trigger that ends a review with its draft.
    const saved = stores.drafts.save(
      "page",
      "sobre",
      { data: { title: "Sobre" }, version: "abc", revision: 1 },
      bruno,
      WRITTEN_AT,
    );
    expect(saved).toEqual({ saved: { revision: 2, by: "Bruno Editor", at: WRITTEN_AT } });
    stores.drafts.discard("page", "sobre");
    expect(stores.reviews.get("page", "sobre")).toBeUndefined();
    db.close();
  });

  it("gives an upgraded database the same tables, columns, indexes and triggers as a new one", () => {
    const upgraded = openDatabase(folderOfPreviousRelease());
    const fresh = openDatabase(":memory:");
    expect(shape(upgraded)).toEqual(shape(fresh));
    upgraded.close();
    fresh.close();
  });

  it("runs nothing the second time a database is opened", () => {
    const db = openDatabase(folderOfPreviousRelease());
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it("refuses, in one Portuguese sentence, a database written by a newer release, and leaves it untouched", () => {
    const db = openDatabase(folderOfPreviousRelease());
    db.pragma(`user_version = ${LATEST_VERSION + 1}`);
    db.close();

    expect(() => openDatabase(folder!)).toThrow(DatabaseTooNew);
    expect(() => openDatabase(folder!)).toThrow(/versão mais nova do serviço.*atualize o serviço/);
    const untouched = new Database(databaseFile(folder!), { readonly: true });
    expect(untouched.pragma("user_version", { simple: true })).toBe(LATEST_VERSION + 1);
    expect(untouched.prepare("SELECT COUNT(*) AS n FROM people").get()).toEqual({ n: 2 });
    untouched.close();
  });

  it("runs a migration whole or not at all: one that fails leaves the database at the version before it", () => {
    const db = openDatabase(":memory:");
    const broken = {
      version: LATEST_VERSION + 1,
      name: "quebrada",
      sql: "CREATE TABLE extra (a); INSERT INTO nowhere VALUES (1);",
    };
    expect(() => migrate(db, [...MIGRATIONS, broken])).toThrow(/nowhere/);
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").get()).toBeUndefined();
    db.close();
  });
});
