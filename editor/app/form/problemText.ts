import type { Problem } from "../../shared/api.ts";

/** One validator problem as rjsf carries errors (a string): the message, a line break, then how to fix it. */
export function problemText(problem: Pick<Problem, "message" | "hint">): string {
  return `${problem.message}\n${problem.hint}`;
}

/** The message and the fix of a string made by {@link problemText}. */
export function splitProblemText(text: string): { message: string; hint: string } {
  const at = text.indexOf("\n");
  return at < 0 ? { message: text, hint: "" } : { message: text.slice(0, at), hint: text.slice(at + 1) };
}
