import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A publication under way, written before its commit and removed at its end: what reconcile needs to complete it or
 * roll it back after the process died. `to` is set once the commit exists, before the branch moves.
 */
export interface Journal {
  /** The branch that moves (`refs/heads/…`, or `HEAD` when detached). */
  ref: string;
  /** The commit the branch was at; null on a repository without commits. */
  from: string | null;
  /** The new commit; null while it is not made yet. */
  to: string | null;
  /** The files that change, from the repository's top. */
  paths: string[];
  /** Those of `paths` whose file on disk the new commit replaces whatever it holds (FileToCommit.overwrites). */
  overwrite?: string[];
}

const file = (folder: string) => join(folder, "journal.json");

/** Writes the journal all at once (a rename), so reconcile never reads half of one. */
export function writeJournal(folder: string, journal: Journal): void {
  const next = `${file(folder)}.next`;
  writeFileSync(next, JSON.stringify(journal));
  renameSync(next, file(folder));
}

/** The journal of a publication that did not end, if any. */
export function readJournal(folder: string): Journal | undefined {
  try {
    return JSON.parse(readFileSync(file(folder), "utf8")) as Journal;
  } catch {
    return undefined;
  }
}
