import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { GitRepository } from "../gitRepository.ts";

/**
 * The folder a publication works in: inside the repository's git folder (never the system's temporary folder, and
 * never among the site's files), so a publication cut short leaves nothing anywhere else. It holds the private index,
 * the journal and the files on their way into the work tree; the publication's end, or reconcile, removes it.
 */
export async function scratchFolder(repository: GitRepository): Promise<string> {
  const folder = join(await repository.gitDir(), "editor-publication");
  mkdirSync(folder, { recursive: true });
  return folder;
}

export function removeScratch(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}
