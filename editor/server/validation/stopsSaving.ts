import type { Problem } from "../../../validator/problem.ts";
import type { ProblemCode } from "../../../validator/problemCodes.ts";

/**
 * Problems that join two documents: a plan's price on a plans block and in the payment summary must agree (SITE-062).
 * Changing the price means saving both, one after the other, and the first save always disagrees with the second
 * document: these problems are listed as any other, but do not stop a save.
 */
const JOINING_DOCUMENTS: ReadonlySet<ProblemCode> = new Set<ProblemCode>(["SITE-062"]);

/** Whether a problem found while saving a document refuses the save. */
export function stopsSaving(problem: Problem): boolean {
  return !JOINING_DOCUMENTS.has(problem.code);
}
