import { spawn } from "node:child_process";
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { buildCacheDir } from "../cache/cacheDir.ts";

/**
 * Moves a build folder into the build cache folder (one rename) and deletes it there in a background process, instead
 * of deleting its files one by one while the build waits: at 10,000 pages dist/ holds 90,000 files, which Vite took
 * 29 s to remove on a loaded machine. False, leaving the folder where it is, when the rename is refused (another file
 * system) or there is nothing to move.
 */
export function moveAside(dir: string, cacheDir: string): boolean {
  if (!existsSync(dir)) return false;
  const trash = join(cacheDir, "old-builds");
  const aside = join(trash, `${basename(dir)}-${Date.now()}-${process.pid}`);
  try {
    mkdirSync(trash, { recursive: true });
    renameSync(dir, aside);
  } catch {
    return false;
  }
  removeInBackground(trash);
  return true;
}

/** Deletes a folder in a process of its own that outlives this one: the build does not wait for 90,000 unlinks. */
export function removeInBackground(dir: string): void {
  const remover = `require("node:fs").rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`;
  spawn(process.execPath, ["-e", remover], { detached: true, stdio: "ignore" }).unref();
}

/**
 * Before the client build, moves the last build's dist/ aside ({@link moveAside}) instead of letting Vite empty it
 * file by file. Without a build cache folder (SITE_BUILD_CACHE=off), or when the rename is refused, Vite empties dist/
 * as usual.
 */
export function outDirAsidePlugin(): Plugin {
  let outDir: string | undefined;
  return {
    name: "out-dir-aside",
    apply: "build",
    configResolved(config) {
      outDir = config.build.ssr ? undefined : resolve(config.root, config.build.outDir);
    },
    buildStart() {
      const cacheDir = buildCacheDir();
      if (outDir && cacheDir) moveAside(outDir, cacheDir);
    },
  };
}
