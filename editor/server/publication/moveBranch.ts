import type { GitRepository } from "../gitRepository.ts";
import { faultPoint } from "./faultPoint.ts";
import { writeJournal, type Journal } from "./journal.ts";
import { removeScratch } from "./scratchFolder.ts";
import { bringWorkTree } from "./workTree.ts";

const NO_COMMIT = "0".repeat(40);

/** Why the branch did not move, for the person who published. */
export const BRANCH_BUSY = "o histórico do site mudou ou estava em uso por outro programa no mesmo instante";

/**
 * Moves the branch from `from` to `to` (a commit already made) and brings the work tree's `paths` along. The journal
 * says so first; the branch moves only if it is still at `from` (compare and swap: all or nothing); the files follow,
 * and the journal goes last, so reconcile can finish the job after a crash. {@link BRANCH_BUSY} when the branch did
 * not move (someone moved it meanwhile, or holds its lock); undefined when it did.
 */
export async function moveBranch(
  repository: GitRepository,
  folder: string,
  journal: Journal & { to: string },
): Promise<string | undefined> {
  writeJournal(folder, journal);
  faultPoint("after-commit-tree");
  const { ref, from, to } = journal;
  const moved = await repository.run(["update-ref", "-m", "editor: publish", ref, to, from ?? NO_COMMIT]);
  if (!moved.ok) {
    removeScratch(folder);
    return BRANCH_BUSY;
  }
  faultPoint("after-update-ref");
  await bringWorkTree(repository, folder, journal);
  removeScratch(folder);
  return undefined;
}
