import { runNpm } from "./runNpm.ts";

/** Runs `npm run <script>` in a project folder and returns its wall-clock time in ms (see {@link runNpm}). */
export async function timeNpm(cwd: string, script: string): Promise<number> {
  return (await runNpm(cwd, script)).ms;
}
