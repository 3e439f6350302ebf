/**
 * `npm run bench:service -- [--people 10] [--seconds 120] [--runs 2]`: the load of a team on the editor service, ten
 * people editing different pages at once, each publishing once at the end (not part of the tests; about three minutes
 * a run). The service runs as production runs it, `npm run editor:serve` in its own process over a throwaway copy
 * of the project. Writes bench/service.md.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../model/paths.ts";
import { machineFacts } from "./bench/machine.ts";
import { serviceReport } from "./bench/serviceReport.ts";
import { runServiceBench, type RunOptions, type ServiceRun } from "./bench/serviceRun.ts";

function option(flag: string, fallback: number): number {
  const at = process.argv.indexOf(flag);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} precisa de um número inteiro positivo.`);
  return value;
}
const options: RunOptions = { people: option("--people", 10), seconds: option("--seconds", 120), warmupSeconds: 15 };
const runs = option("--runs", 2);
const command = `npm run bench:service${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;

const machine = machineFacts();
const results: ServiceRun[] = [];
for (let run = 1; run <= runs; run++)
  results.push(await runServiceBench(ROOT, options, (line) => console.log(`bench:service ${run}/${runs}: ${line}`)));
const report = serviceReport(results, options, machine, command);
writeFileSync(join(ROOT, "bench", "service.md"), report);
console.log(report);
