import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

/** Built, installed or local-only paths that a copy of the project leaves out (node_modules is linked instead). */
const LEFT_OUT = new Set(["node_modules", "dist", ".dist-builds", ".ssr", ".build-cache", ".git", ".data", "bench/tmp", "tests/e2e/artifacts"]);

/**
 * Copies the project's sources to a fresh folder under the system temp dir, with node_modules symlinked, so that
 * the bench builds there and never touches the working tree's dist/. (Outside the project, so that vitest and
 * editors do not pick the copy's tests up.)
 */
export function copyProject(root: string, label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `site-bench-${label}-`));
  cpSync(root, dir, { recursive: true, filter: (source) => !LEFT_OUT.has(relative(root, source)) });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** Removes a copy made by {@link copyProject} (the symlink only, never the linked node_modules). */
export function removeCopy(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
