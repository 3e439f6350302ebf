import { useEffect, useRef, useState } from "react";
import type { Problem } from "../../shared/api.ts";
import { PROBLEM_PARAM } from "../../shared/screenAddresses.ts";
import type { FieldTarget, PlacedProblem } from "./problemPlaces.ts";

/**
 * A page opened from a problem's link (the reviewer's list, `?pagina=…&problema=<pointer>`): once the validator's
 * verdict arrives, leads to that problem's field, once. A problem fixed meanwhile leads nowhere: the page opens as usual.
 */
export function useProblemFromAddress(
  problems: Problem[] | undefined,
  describe: (problems: Problem[]) => PlacedProblem[],
  goTo: (target: FieldTarget) => void,
): void {
  const [wanted] = useState(() => new URLSearchParams(window.location.search).get(PROBLEM_PARAM));
  const done = useRef(false);
  useEffect(() => {
    if (wanted === null || done.current || !problems) return;
    done.current = true;
    const target = describe(problems).find((problem) => problem.pointer === wanted)?.target;
    if (target) goTo(target);
  }, [wanted, problems, describe, goTo]);
}
