import { createContext, useContext } from "react";
import type { Problem } from "../../shared/api.ts";
import type { FieldTarget, PlacedProblem } from "./problemPlaces.ts";

/** What a list of problems needs to lead each one to its field. */
export interface ProblemLinks {
  /** The page's problems in the editor's words, each with its place and field. */
  describe: (problems: Problem[]) => PlacedProblem[];
  /** Opens the block (if any) that holds the field and puts the focus on the field. */
  goTo: (target: FieldTarget) => void;
}

const Links = createContext<ProblemLinks | null>(null);

/** Provided by the page editor to the problem lists it shows (the summary, a refused save). */
export const ProblemLinksProvider = Links.Provider;

/** The page editor's problem links, or null outside a page editor. */
export function useProblemLinks(): ProblemLinks | null {
  return useContext(Links);
}
