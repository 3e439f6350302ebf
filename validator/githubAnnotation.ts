import type { Problem } from "./problem.ts";

/** Escapes a workflow command's message (GitHub Actions reads `%`, CR and LF as encoded). */
function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escapes a workflow command's property value, where `:` and `,` also separate. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/**
 * A problem as a GitHub Actions annotation (`::error file=…,line=…,col=…,title=…::message`), so a CI run shows it
 * on the line it is about. `path` is the file's path from the repository root; the message names the problem's
 * code and where docs/authoring.md explains it.
 */
export function githubAnnotation(problem: Problem, path: string): string {
  const properties = { file: path, line: problem.line, col: problem.column, title: problem.code };
  const where = Object.entries(properties)
    .map(([name, value]) => `${name}=${escapeProperty(String(value))}`)
    .join(",");
  const message = `${problem.message} ${problem.hint} (${problem.code}: docs/authoring.md#${problem.code.toLowerCase()})`;
  return `::error ${where}::${escapeData(message)}`;
}
