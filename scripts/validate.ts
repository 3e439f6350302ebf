/**
 * `npm run validate -- [DIR] [--format plain|json|github] [--launch]`: checks a site config folder; exits 1 when there
 * is any problem. `--launch` is the check before going live: it also reports every placeholder the business must
 * replace (validator/launchPlaceholders.ts).
 * - plain (default): `file:line:column  message  hint  SITE-nnn` per problem, grouped by file;
 * - json: `{ dir, problems }` with each problem's code, file, pointer, line, column, message and hint;
 * - github: one GitHub Actions `::error` annotation per problem, so CI shows it on the line it is about.
 */
import { join, relative, resolve, sep } from "node:path";
import { DEFAULT_CONFIG_DIR } from "../model/paths.ts";
import { githubAnnotation } from "../validator/githubAnnotation.ts";
import { formatProblem, type Problem } from "../validator/problem.ts";
import { validateSite } from "../validator/validateSite.ts";

const FORMATS = ["plain", "json", "github"] as const;
type Format = (typeof FORMATS)[number];

const args = process.argv.slice(2);
const formatIndex = args.indexOf("--format");
const format = formatIndex < 0 ? "plain" : args[formatIndex + 1];
if (!FORMATS.includes(format as Format)) {
  console.error(`Formato desconhecido "${format ?? ""}": use --format ${FORMATS.join(", --format ")}.`);
  process.exit(2);
}
const dirArg = args.find((arg, index) => !arg.startsWith("--") && (formatIndex < 0 || index !== formatIndex + 1));
const dir = dirArg ? resolve(dirArg) : DEFAULT_CONFIG_DIR;
const launch = args.includes("--launch");

const started = performance.now();
let problems: Problem[];
try {
  problems = validateSite(dir, { launch });
} catch (error) {
  // validateSite returns problems instead of throwing (its fuzz test holds it to that); should it still throw, the
  // editor gets one line, not a stack trace.
  console.error(`Erro inesperado ao validar ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const elapsed = Math.round(performance.now() - started);

/** Problems grouped by file (a blank line between files), then how many. */
function printPlain(): void {
  if (problems.length === 0) {
    console.log(`${dir}: nenhum problema (${elapsed} ms).`);
    return;
  }
  let previousFile = "";
  for (const problem of problems) {
    if (problem.file !== previousFile && previousFile) console.error("");
    previousFile = problem.file;
    console.error(formatProblem(problem));
  }
  console.error(`\n${problems.length} problema(s) em ${dir}.`);
}

/** A problem's file as a path from the current folder (the repository root in CI), with forward slashes. */
function pathFromHere(problem: Problem): string {
  return relative(process.cwd(), join(dir, problem.file)).split(sep).join("/");
}

const printers: Record<Format, () => void> = {
  plain: printPlain,
  json: () => console.log(JSON.stringify({ dir, problems }, null, 2)),
  github: () => problems.forEach((problem) => console.log(githubAnnotation(problem, pathFromHere(problem)))),
};
printers[format as Format]();
process.exit(problems.length === 0 ? 0 : 1);
