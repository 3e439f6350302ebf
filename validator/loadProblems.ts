import type { LoadProblem } from "../model/load/loadProblem.ts";
import type { Problem } from "./problem.ts";
import { problemText, type ProblemId, type ProblemText } from "./problemCodes.ts";

/** problemText for a kind known only at run time; the loader gives the details its catalogue entry names. */
const textOf = problemText as (id: ProblemId, details?: LoadProblem["details"]) => ProblemText;

/** A problem the loader met (model/load/), worded from the catalogue as every problem of the validator. */
export function problemOf({ id, details, ...place }: LoadProblem): Problem {
  // A compile error here when the loader names a kind the catalogue lacks.
  const kind: ProblemId = id;
  return { ...place, ...textOf(kind, details) };
}
