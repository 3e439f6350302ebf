import { spawn } from "node:child_process";
import { watchPeakMemory } from "./peakMemory.ts";

/** How an npm script ran: its wall-clock time and the largest peak resident memory of one of its processes. */
export interface NpmRun {
  ms: number;
  peakBytes: number;
  /**
   * The processor time (user and system) of the script and every process it waited for: what the work costs whatever
   * else the machine runs, where the wall-clock time grows with the load.
   */
  cpuMs: number;
  output: string;
}

/**
 * The processor time the shell's children used, from bash's `times` (its second line: children's user and system
 * time, "1m2.345s 0m3.210s"), in ms. Read from the one shell that ran the script, so that other processes of the
 * caller (a test runner's other files, their browsers) never count.
 */
export function childrenCpuMsOf(times: string): number {
  const line = times.trim().split("\n").at(-1) ?? "";
  const spent = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds));
  return spent.length === 2 ? Math.round((spent[0]! + spent[1]!) * 1000) : 0;
}

/**
 * Runs `npm run <script> [-- args]` in a project folder, timing it and watching its memory; throws with the script's
 * output when it fails (a bench of a broken build means nothing).
 */
export function runNpm(cwd: string, script: string, args: string[] = []): Promise<NpmRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Without a test runner's NODE_ENV=test, which would change the build (CI runs the 1,000-page size as a test).
    const { NODE_ENV: _testMode, ...env } = process.env;
    // The script runs under a shell of its own, which reports its children's processor time on a fourth stream.
    const command = ["npm", "run", "--silent", script, ...(args.length ? ["--", ...args] : [])];
    const child = spawn("bash", ["-c", '"$@"; status=$?; times >&3; exit $status', "bash", ...command], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe", "pipe"],
    });
    const stopWatching = watchPeakMemory(child.pid!);
    let output = "";
    let times = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    (child.stdio[3] as NodeJS.ReadableStream).on("data", (chunk) => (times += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const run = { ms: performance.now() - started, peakBytes: stopWatching(), cpuMs: childrenCpuMsOf(times), output };
      if (code === 0) resolve(run);
      else reject(new Error(`npm run ${script} falhou em ${cwd} (código ${code}):\n${output.slice(-4000)}`));
    });
  });
}
