// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { databaseFile, openDatabase } from "../database.ts";
import { LATEST_VERSION } from "../migrations/migrations.ts";
import { backupDatabase } from "./backupDatabase.ts";

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const count = (file: string) => {
  const db = new Database(file, { readonly: true });
  const { n } = db.prepare("SELECT COUNT(*) AS n FROM audit").get() as { n: number };
  db.close();
  return n;
};

describe("the database backup", () => {
  it("copies the database while the service keeps writing, and the copy is whole and opens", async () => {
    folder = mkdtempSync(join(tmpdir(), "editor-backup-"));
    const service = openDatabase(folder);
    const insert = service.prepare(
      "INSERT INTO audit (at, who, action, subject, detail) VALUES (?, 'Ana', 'salvou', ?, '')",
    );
    for (let index = 0; index < 2_000; index += 1) insert.run(index, `página ${index}`);

    // The service goes on writing, on its own connection, while the copy is made.
    let writing = true;
    let written = 0;
    const keepWriting = () => {
      if (!writing) return;
      insert.run(Date.now(), `escrita ${written++}`);
      setImmediate(keepWriting);
    };
    setImmediate(keepWriting);
    const outcome = await backupDatabase(databaseFile(folder), join(folder, "copia.sqlite"));
    writing = false;

    expect(outcome).toMatchObject({ schema: LATEST_VERSION });
    const copied = count(join(folder, "copia.sqlite"));
    expect(copied).toBeGreaterThanOrEqual(2_000);
    expect(copied).toBeLessThanOrEqual(2_000 + written);
    const copy = openDatabase(join(folder, "restaurada"));
    copy.close();
    service.close();
  });

  it("never overwrites a file, and says so", async () => {
    folder = mkdtempSync(join(tmpdir(), "editor-backup-"));
    openDatabase(folder).close();
    writeFileSync(join(folder, "existente.sqlite"), "não é uma cópia");
    expect(await backupDatabase(databaseFile(folder), join(folder, "existente.sqlite"))).toEqual({
      problem: expect.stringContaining("já existe"),
    });
  });

  it("says where it looked when there is no database", async () => {
    folder = mkdtempSync(join(tmpdir(), "editor-backup-"));
    expect(await backupDatabase(join(folder, "nada.sqlite"), join(folder, "copia.sqlite"))).toEqual({
      problem: expect.stringContaining("EDITOR_DATA_DIR"),
    });
  });
});
