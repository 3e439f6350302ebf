import type { GitRepository } from "../gitRepository.ts";
import { readJournal } from "./journal.ts";
import { removeScratch, scratchFolder } from "./scratchFolder.ts";
import { bringWorkTree } from "./workTree.ts";

/** What reconcile found: nothing under way, a publication completed, or one rolled back. */
export type Reconciled = "nothing" | "completed" | "rolled-back";

/**
 * Finishes or undoes a publication a dead process left (run at start, before any other): when the branch reached
 * the new commit, the work tree's files are brought to it (a person's edits kept); otherwise nothing was published,
 * the work tree was never touched, and the commit made on the side is left for git to collect. Either way, nothing of
 * it remains in the git folder.
 */
export async function reconcile(repository: GitRepository): Promise<Reconciled> {
  const folder = await scratchFolder(repository);
  const journal = readJournal(folder);
  let outcome: Reconciled = "nothing";
  if (journal) {
    const at = await repository.run(["rev-parse", "--verify", "--quiet", `${journal.ref}^{commit}`]);
    const landed = journal.to !== null && at.ok && at.stdout.trim() === journal.to;
    if (landed) await bringWorkTree(repository, folder, { ...journal, to: journal.to! });
    outcome = landed ? "completed" : "rolled-back";
  }
  removeScratch(folder);
  return outcome;
}
