import { formatProblem, type Problem } from "./problem.ts";

/** What the build and the dev server say about an invalid config folder: a count, then one line per problem. */
export function invalidSiteReport(problems: Problem[]): string | undefined {
  if (problems.length === 0) return undefined;
  return [`Configuração do site inválida (${problems.length} problema(s)):`, ...problems.map(formatProblem)].join("\n");
}
