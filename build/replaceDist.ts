import { renameSync } from "node:fs";
import { join } from "node:path";
import { removeInBackground } from "./vite/outDirAside.ts";

/**
 * Makes a finished build (`next`) the served folder (`dist`): the old one is renamed into `oldDir` and deleted in a
 * background process, the new one renamed into its place. Two renames on one file system: a server reading `dist`
 * finds the old build or the new one, never part of one, and misses a file only between the two (microseconds; Linux
 * offers no exchange of two folders in Node). When the second rename fails the old build is put back.
 */
export function replaceDist(next: string, dist: string, oldDir: string): void {
  const old = join(oldDir, `old-${Date.now()}-${process.pid}`);
  let movedAside = true;
  try {
    renameSync(dist, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    movedAside = false;
  }
  try {
    renameSync(next, dist);
  } catch (error) {
    if (movedAside) renameSync(old, dist);
    throw error;
  }
  if (movedAside) removeInBackground(old);
}
