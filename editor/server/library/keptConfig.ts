import type { LoadedSite } from "../../../validator/sitePipeline.ts";
import { DiskSite } from "../validation/diskSite.ts";

/** Config folders kept: tests use many, each kept folder holds all its parsed files. */
const FOLDERS_KEPT = 4;
const folders = new Map<string, DiskSite>();

/** Two turns of the event loop: a file written before the call has had its watcher's event handled (a poll between). */
const watchersHeard = () => new Promise<void>((done) => setImmediate(() => setImmediate(done)));

/**
 * A config folder's files as the one loader reads them, kept between calls and read again only where they changed:
 * the folders are watched (DiskSite), so a call reads only the files named since, whoever wrote them, and never asks
 * the disk about each of 100,000 pages. The first call reads every file ({@link warmKeptConfig} does it at start).
 * The same object while nothing changed.
 */
export async function keptConfig(configDir: string): Promise<LoadedSite> {
  await watchersHeard();
  return folderOf(configDir).refresh();
}

/** Reads every file of the folder now, so that the first request finds them in memory; how many pages it read. */
export function warmKeptConfig(configDir: string): number {
  return folderOf(configDir).refresh().pages.length;
}

function folderOf(configDir: string): DiskSite {
  let folder = folders.get(configDir);
  if (folder) folders.delete(configDir);
  else folder = new DiskSite(configDir, { watch: true });
  folders.set(configDir, folder);
  for (const [dir, oldest] of folders) {
    if (folders.size <= FOLDERS_KEPT) break;
    oldest.close();
    folders.delete(dir);
  }
  return folder;
}
