import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { writeFileAtomically } from "../../server/atomicWrite.ts";
import type { FileToCommit } from "../../server/indexEntries.ts";

/**
 * Brings the checkout's files to what a publication committed, once the commit is made (never before: until then the
 * site's files hold only what is published). Each file is written whole, folders made as needed; writing what is
 * already there changes nothing, so it agrees with a publication entry point that does the same.
 */
export function bringWorkTree(files: FileToCommit[]): void {
  for (const { path, text, bytes } of files) {
    const content = text ?? bytes;
    if (content === undefined) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileAtomically(path, content);
  }
}
