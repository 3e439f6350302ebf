/**
 * A consistent copy of the service's database while the service runs: SQLite's online backup copies it page by page
 * and starts over when a write lands in between, so the copy is the database as it was at one moment. The copy is
 * checked (`integrity_check`) before it is reported as made.
 */
import { existsSync, statSync } from "node:fs";
import Database from "better-sqlite3";

/** What a backup made: the copy's schema version and size, or why there is none (pt-BR). */
export type BackupOutcome = { file: string; schema: number; bytes: number } | { problem: string };

export async function backupDatabase(source: string, target: string): Promise<BackupOutcome> {
  if (!existsSync(source)) return { problem: `Não há banco de dados do editor em ${source}: confira EDITOR_DATA_DIR.` };
  if (existsSync(target))
    return { problem: `${target} já existe: escolha outro nome (uma cópia nunca substitui um arquivo).` };
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(target);
  } finally {
    db.close();
  }
  const copy = new Database(target, { readonly: true });
  try {
    const integrity = copy.pragma("integrity_check", { simple: true });
    if (integrity !== "ok")
      return { problem: `A cópia em ${target} saiu com defeito (${String(integrity)}): faça outra.` };
    const schema = copy.pragma("user_version", { simple: true }) as number;
    return { file: target, schema, bytes: statSync(target).size };
  } finally {
    copy.close();
  }
}
