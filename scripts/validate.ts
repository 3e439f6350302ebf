/**
 * `npm run validate -- [DIR] [--format json]`: checks a site config folder.
 * Prints `file:line:column  message  hint` per problem; exits 1 when there is any.
 */
import { resolve } from "node:path";
import { DEFAULT_CONFIG_DIR } from "./lib/paths.ts";
import { formatProblem, type Problem } from "./validation/problem.ts";
import { validateSite } from "./validation/validateSite.ts";

const args = process.argv.slice(2);
const json = args.includes("--format") && args[args.indexOf("--format") + 1] === "json";
const dirArg = args.find((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--format");
const dir = dirArg ? resolve(dirArg) : DEFAULT_CONFIG_DIR;

const started = performance.now();
let problems: Problem[];
try {
  problems = validateSite(dir);
} catch (error) {
  // validateSite returns problems instead of throwing (its fuzz test holds it to that); should it still throw, the
  // editor gets one line, not a stack trace.
  console.error(`Erro inesperado ao validar ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const elapsed = Math.round(performance.now() - started);

if (json) {
  console.log(JSON.stringify({ dir, problems }, null, 2));
} else if (problems.length === 0) {
  console.log(`${dir}: nenhum problema (${elapsed} ms).`);
} else {
  let previousFile = "";
  for (const problem of problems) {
    if (problem.file !== previousFile && previousFile) console.error("");
    previousFile = problem.file;
    console.error(formatProblem(problem));
  }
  console.error(`\n${problems.length} problema(s) em ${dir}.`);
}
process.exit(problems.length === 0 ? 0 : 1);
