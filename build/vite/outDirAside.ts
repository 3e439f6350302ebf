import { spawn } from "node:child_process";
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { buildCacheDir } from "../cache/cacheDir.ts";

/**
 * Before the client build, moves the last build's dist/ aside (one rename) and deletes it in a background process,
 * instead of letting Vite empty it file by file: at 10,000 pages that is 90,000 files, which Vite took 29 s to
 * remove on a loaded machine while the build waited. Without a build cache folder (SITE_BUILD_CACHE=off), or when the
 * rename is refused (another file system), Vite empties dist/ as usual.
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
      if (!outDir || !cacheDir || !existsSync(outDir)) return;
      const trash = join(cacheDir, "old-builds");
      const aside = join(trash, `dist-${Date.now()}-${process.pid}`);
      try {
        mkdirSync(trash, { recursive: true });
        renameSync(outDir, aside);
      } catch {
        return;
      }
      const remover = `require("node:fs").rmSync(${JSON.stringify(trash)}, { recursive: true, force: true })`;
      spawn(process.execPath, ["-e", remover], { detached: true, stdio: "ignore" }).unref();
    },
  };
}
