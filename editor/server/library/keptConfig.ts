import type { LoadedSite } from "../../../validator/sitePipeline.ts";
import { DiskSite } from "../validation/diskSite.ts";

/** Config folders kept: tests use many, each kept folder holds all its parsed files. */
const FOLDERS_KEPT = 4;
const folders = new Map<string, DiskSite>();

/**
 * A config folder's files as the one loader reads them, kept between calls and read again only where they changed (a
 * stat per file tells): the image library's index of the site, up to date whoever wrote the files. The same object
 * while nothing changed.
 */
export function keptConfig(configDir: string): LoadedSite {
  let folder = folders.get(configDir);
  if (folder) folders.delete(configDir);
  else folder = new DiskSite(configDir);
  folders.set(configDir, folder);
  for (const dir of folders.keys()) {
    if (folders.size <= FOLDERS_KEPT) break;
    folders.delete(dir);
  }
  return folder.refresh();
}
