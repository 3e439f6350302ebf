import { spawn } from "node:child_process";

/**
 * Runs `npm run <script>` in a project folder and returns its wall-clock time in ms; throws with the script's
 * output when it fails (a bench of a broken build means nothing).
 */
export function timeNpm(cwd: string, script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("npm", ["run", "--silent", script], { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const elapsed = performance.now() - started;
      if (code === 0) resolve(elapsed);
      else reject(new Error(`npm run ${script} falhou em ${cwd} (código ${code}):\n${output.slice(-4000)}`));
    });
  });
}
