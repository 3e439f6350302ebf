/**
 * `npm run attack`: the security attack run as one exercise, on a throwaway copy of the project — `npm run
 * editor:serve` and the built copy's `npm run serve` on loopback, each on a free port. One line per attack with its
 * result and severity; exit code 1 when anything above low is found or an attack could not run. Not part of CI: it
 * builds the site and takes a few minutes.
 */
import { ROOT } from "../model/paths.ts";
import { runAttacks } from "./attack/runAttacks.ts";
import { exitCode, findingLine, summaryLine, type Finding } from "./attack/verdict.ts";

const findings: Finding[] = [];
await runAttacks(ROOT, (finding) => {
  findings.push(finding);
  console.log(findingLine(finding));
});
console.log(summaryLine(findings));
process.exitCode = exitCode(findings);
