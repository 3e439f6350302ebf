/** The tables of `npm run bench:service`: per run, each kind of request's times and the service's memory. */
import type { MachineFacts } from "./machine.ts";
import type { RunOptions, ServiceRun } from "./serviceRun.ts";

/** The issue's target for draft saves' 95th percentile. */
export const SAVE_P95_MS = 200;

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
const ms = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value).toLocaleString("en")} ms`);
const mark = (pass: boolean) => (pass ? "✅" : "❌");

/** One run's request table and memory line, in Markdown. */
export function runSection(run: ServiceRun, index: number): string {
  const rows = run.load.kinds.map(({ kind, count, p50, p95, max, errors }) => {
    const target = kind === "rascunho" ? ` ${mark(p95 <= SAVE_P95_MS)} (≤ ${SAVE_P95_MS})` : "";
    return `| ${kind} | ${count} | ${ms(p50)} | ${ms(p95)}${target} | ${ms(max)} | ${errors} |`;
  });
  const memory = run.memory;
  const problems = run.load.problems.map(({ problem, times }) => `- ${times} × ${problem}`).join("\n");
  return `### Run ${index + 1} (1-minute load average ${run.loadAtStart} at its start)

${run.load.people} people, ${run.load.saves} draft saves, ${run.load.published} of ${run.load.people} published, ${run.pushed} reached the remote.

| Request | Count | p50 | p95 | Max | Errors |
|---|---|---|---|---|---|
${rows.join("\n")}

Service memory (resident): ${mib(memory.start)} at the start, ${mib(memory.warm)} after warming up, peak ${mib(memory.peak)},
${mib(memory.endOfEdits)} at the end of the edits, ${mib(memory.end)} after the publications; trend during the edits
${(memory.slopePerMinute / 2 ** 20).toFixed(1)} MiB/min. Flat: ${mark(memory.flat)}. Every 10 s from the start of the load:
${memory.series.map((rss) => Math.round(rss / 2 ** 20)).join(", ")} MiB.
${problems ? `\nProblems seen:\n\n${problems}\n` : ""}`;
}

/** The whole report. */
export function serviceReport(runs: ServiceRun[], options: RunOptions, machine: MachineFacts, command: string): string {
  return `# The editor service under ten people at once

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`${command}\` on ${machine.cpuCount} × ${machine.cpuModel},
${machine.memoryGiB} GiB, Node ${machine.node}, a machine other work shares (the load average at each run's start says
how busy it was: figures from a busy machine are slower than the service is). Each run copies the project into a
temp folder with its own git repository and a bare repository as the remote, creates ${options.people} Publishers with
\`npm run editor:user -- add … --password-stdin\`, starts \`npm run editor:serve\` on a free port and has each person,
over HTTP as the editor does, sign in, open a different page and for ${options.seconds} s: every 1–3 s change the
page's description, have it validated (\`POST validate\`, as the editor does after typing) and save the draft
(\`PUT rascunhos/page/<name>\`), and say the page is open (\`POST presenca/page/<name>\`) every 15 s; then all
publish their draft at once (\`POST rascunhos/page/<name>/publicar\`, which the service does one at a time, so the
last waits for the others). Memory is the service process's resident set, sampled every second; "after warming up"
is the median of the ${options.warmupSeconds}–${options.warmupSeconds + 10} s samples; flat means the end of the edits
is at most 10 % (at least 16 MiB) above it and the trend adds less than that over the edits. The first validations
start the service's check worker (the slowest ones), and the first sign-ins hash with argon2id on a busy machine. Targets: draft
saves p95 ≤ ${SAVE_P95_MS} ms, memory flat.

${runs.map(runSection).join("\n")}`;
}
