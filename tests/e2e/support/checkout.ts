import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { ROOT } from "../../../model/paths.ts";

/** Folders that are built or installed, not part of the source an editor works on. */
const NOT_SOURCE = new Set(["node_modules", "dist", ".ssr", ".build-cache", ".git", ".data", "artifacts", "bench"]);

/** A throwaway copy of the project's source (node_modules linked), to change configs and build without touching this one. */
export interface Checkout {
  dir: string;
  /** Runs an npm script there, returning its output (throws with it on a non-zero exit). */
  npm: (...args: string[]) => string;
  remove: () => void;
}

/** The environment an editor's shell has: without the test runner's NODE_ENV=test, which would change the build. */
function editorEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _testMode, ...env } = process.env;
  return env;
}

/** Copies the project's source to a temporary folder. */
export function makeCheckout(prefix: string): Checkout {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(ROOT, dir, { recursive: true, filter: (source) => !NOT_SOURCE.has(relative(ROOT, source).split("/").pop()!) });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return {
    dir,
    npm: (...args) =>
      execFileSync("npm", ["run", "--silent", ...args], {
        cwd: dir,
        env: editorEnv(),
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
