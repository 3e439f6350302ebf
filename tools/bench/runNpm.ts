import { spawn } from "node:child_process";
import { watchPeakMemory } from "./peakMemory.ts";

/** How an npm script ran: its wall-clock time and the largest peak resident memory of one of its processes. */
export interface NpmRun {
  ms: number;
  peakBytes: number;
  output: string;
}

/**
 * Runs `npm run <script> [-- args]` in a project folder, timing it and watching its memory; throws with the script's
 * output when it fails (a bench of a broken build means nothing).
 */
export function runNpm(cwd: string, script: string, args: string[] = []): Promise<NpmRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const stopWatching = watchPeakMemory(child.pid!);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const run = { ms: performance.now() - started, peakBytes: stopWatching(), output };
      if (code === 0) resolve(run);
      else reject(new Error(`npm run ${script} falhou em ${cwd} (código ${code}):\n${output.slice(-4000)}`));
    });
  });
}
