import { execFileSync } from "node:child_process";
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { ROOT } from "../../../model/paths.ts";

/** Folders that are built or installed, not part of the source an editor works on. */
const NOT_SOURCE = new Set(["node_modules", "dist", ".dist-builds", ".ssr", ".build-cache", ".git", ".data"]);
/**
 * Folders of measurements and failure screenshots, copied empty: large, never read by the build, but their names are
 * among the project's entries, which a kept Vite build compares (decision 049).
 */
const COPIED_EMPTY = new Set(["artifacts", "bench"]);

/** Whether the copy takes this path of the project: not what is built or installed, nor what is inside a folder copied empty. */
function copied(source: string): boolean {
  const parts = relative(ROOT, source).split("/");
  return !NOT_SOURCE.has(parts.at(-1)!) && !parts.slice(0, -1).some((part) => COPIED_EMPTY.has(part));
}

/**
 * Links the project's kept Vite builds into the copy's build cache: a copy whose sources are the same (a page edited,
 * a collection added) reuses them instead of running Vite again, as a marketer's second build does; one whose
 * sources changed builds afresh (scripts/build.ts compares them). The copy replaces kept files, never rewrites them.
 */
function shareViteBuilds(dir: string): void {
  const kept = join(ROOT, ".build-cache", "vite");
  if (!existsSync(kept)) return;
  for (const entry of readdirSync(kept, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(ROOT, join(entry.parentPath, entry.name));
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    try {
      linkSync(join(ROOT, path), join(dir, path));
    } catch (error) {
      // A build running beside the tests (npm run test:all builds while the unit tests run) renames its kept files
      // into place: one listed a moment ago may be gone. The copy's build then checks what it has and runs Vite.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

/**
 * Gives the copy a node_modules folder of its own whose entries link to the project's installed packages, all but
 * Vite's cache (`.vite`): a dev server keeps its optimized dependencies there, named by a hash of its root folder, so
 * two copies' dev servers running side by side would otherwise replace each other's files while serving them.
 */
function linkInstalledPackages(dir: string): void {
  const installed = join(ROOT, "node_modules");
  mkdirSync(join(dir, "node_modules"));
  for (const entry of readdirSync(installed))
    if (entry !== ".vite") symlinkSync(join(installed, entry), join(dir, "node_modules", entry));
}

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
  cpSync(ROOT, dir, { recursive: true, filter: copied });
  linkInstalledPackages(dir);
  shareViteBuilds(dir);
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
