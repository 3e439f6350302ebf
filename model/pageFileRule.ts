import { readdirSync, statSync, type Dirent } from "node:fs";
import { basename, join } from "node:path";

/**
 * The one rule for which files of `site.config/pages/` are pages, used by the validator, the build's checks, the editor
 * and `npm run new-page` (the server reads only the build). An entry whose name ends in `.json` and does not start with
 * a dot claims to be a page: it must be a regular file named with letters, digits and hyphens (at most 80). Anything else
 * (LEIAME.md, .DS_Store, an editor's backup) is not a page and is left alone.
 */
export const PAGE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,79}\.json$/;

/** An entry of pages/ that claims to be a page but cannot be one. */
export interface MisfitPageEntry {
  /** Its name in pages/ (`x.json`). */
  file: string;
  /** A folder (or anything but a regular file), or a name outside {@link PAGE_FILE_NAME}. */
  reason: "notAFile" | "badName";
}

/** The pages of a pages folder (names without `.json`, sorted) and the entries that claim to be pages but are not. */
export interface PagesFolderListing {
  names: string[];
  misfits: MisfitPageEntry[];
}

const claimsToBePage = (file: string) => file.endsWith(".json") && !file.startsWith(".");

/** Whether a path is a regular file (following links); false when it is missing or cannot be looked up. */
export function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The order pages are listed in everywhere (one collator: `localeCompare` per comparison is slower at 10,000 names). */
export const byName = new Intl.Collator().compare;

/** Lists a pages folder by {@link PAGE_FILE_NAME}; a missing folder has no pages. */
export function listPagesFolder(pagesDir: string): PagesFolderListing {
  let entries: Dirent[];
  try {
    entries = readdirSync(pagesDir, { withFileTypes: true })
      .filter((entry) => claimsToBePage(entry.name))
      .sort((a, b) => byName(a.name, b.name));
  } catch {
    return { names: [], misfits: [] };
  }
  const names: string[] = [];
  const misfits: MisfitPageEntry[] = [];
  for (const entry of entries) {
    const file = entry.name;
    // The listing says what each entry is; only a link must be followed to know.
    const regular = entry.isFile() || (entry.isSymbolicLink() && isRegularFile(join(pagesDir, file)));
    if (!regular) misfits.push({ file, reason: "notAFile" });
    else if (!PAGE_FILE_NAME.test(file)) misfits.push({ file, reason: "badName" });
    else names.push(file.slice(0, -".json".length));
  }
  return { names, misfits };
}

/** A config file's text without the UTF-8 byte order mark some Windows editors add: accepted everywhere, as Vite does. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** A config file's name and value from a file the loader read (`pages/<name>.json`, `collections/<name>.json`). */
export function configFileEntry(file: { file: string; data: unknown }): { name: string; data: unknown } {
  return { name: basename(file.file, ".json"), data: file.data };
}
