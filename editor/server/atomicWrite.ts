import { randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * Writes a file all at once: the content goes to a hidden temporary file beside it, then a rename puts it in place,
 * so the dev server, an open VS Code or a crash never sees half a file.
 */
export function writeFileAtomically(path: string, content: string | Uint8Array): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
  try {
    writeFileSync(temporary, content, { flag: "wx" });
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
