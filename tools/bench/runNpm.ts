import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { watchPeakMemory } from "./peakMemory.ts";

/** How an npm script ran: its wall-clock time and the largest peak resident memory of one of its processes. */
export interface NpmRun {
  ms: number;
  peakBytes: number;
  /**
   * The processor time (user and system) of the script and every process it waited for: what the work costs whatever
   * else the machine runs, where the wall-clock time grows with the load (0 off Linux).
   */
  cpuMs: number;
  output: string;
}

/** The processor time of this process's children that ended and were waited for (Linux: cutime and cstime), in ms. */
function childrenCpuMs(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(")").at(-1)!.trim().split(" ");
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Runs `npm run <script> [-- args]` in a project folder, timing it and watching its memory; throws with the script's
 * output when it fails (a bench of a broken build means nothing).
 */
export function runNpm(cwd: string, script: string, args: string[] = []): Promise<NpmRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuBefore = childrenCpuMs();
    // Without a test runner's NODE_ENV=test, which would change the build (CI runs the 1,000-page size as a test).
    const { NODE_ENV: _testMode, ...env } = process.env;
    const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const stopWatching = watchPeakMemory(child.pid!);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const run = { ms: performance.now() - started, peakBytes: stopWatching(), cpuMs: childrenCpuMs() - cpuBefore, output };
      if (code === 0) resolve(run);
      else reject(new Error(`npm run ${script} falhou em ${cwd} (código ${code}):\n${output.slice(-4000)}`));
    });
  });
}
