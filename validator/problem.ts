import type { ProblemCode, ProblemDetails } from "./problemCodes.ts";

/** One thing wrong in a site config, located precisely enough for an editor to jump to it. */
export interface Problem {
  /** Path relative to the config folder, e.g. `pages/preco.json`. */
  file: string;
  /** JSON pointer to the offending value (`""` for the whole file). */
  pointer: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
  /** Stable code of this kind of problem (problemCodes.ts); docs/authoring.md explains it under `#site-001` etc. */
  code: ProblemCode;
  /** What is wrong, in pt-BR. */
  message: string;
  /** How to fix it, in pt-BR. */
  hint: string;
  /**
   * The values the message and hint were made from, by their placeholder's name in problemCodes.ts (`field`, `link`,
   * `limit`…): what an editor words the problem from, without reading the message back.
   */
  details: ProblemDetails;
}

/** The CLI's one-line form: `file:line:column  message  hint  code`. */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  return [where, problem.message, problem.hint, problem.code].filter(Boolean).join("  ");
}
