import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { listPagesFolder } from "../../../model/pageFileRule.ts";
import { COLLECTIONS_FOLDER, PAGES_FOLDER, SITE_FILE } from "../../../model/paths.ts";
import { MAX_CHARACTERS, type JsonFile } from "../../../validator/jsonFile.ts";
import type { Problem } from "../../../validator/problem.ts";
import { loadConfigFile, misfitProblems, type LoadedSite } from "../../../validator/validateSite.ts";

/** A config file as last read: what its stat said then, and what reading it gave. */
interface ReadFile {
  stamp: string;
  parsed?: JsonFile;
  problems: Problem[];
}

/** A folder's entries as last listed, and what listPagesFolder made of them. */
interface Listing {
  entries: string;
  names: string[];
  problems: Problem[];
}

/** What stat says of a file, enough to tell that it was written since (a missing file has its own stamp). */
function stampOf(path: string): string {
  try {
    const { mtimeMs, ctimeMs, size, ino } = statSync(path);
    return `${mtimeMs}:${ctimeMs}:${size}:${ino}`;
  } catch (error) {
    return `-${(error as NodeJS.ErrnoException).code ?? ""}`;
  }
}

/** A folder's entry names and kinds, as one text to compare with the last listing's. */
function entriesOf(dir: string): string {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .map((entry) => `${entry.name}\u0000${entry.isFile() ? "f" : entry.isSymbolicLink() ? "l" : "o"}`)
      .join("\n");
  } catch {
    return "-";
  }
}

/**
 * A config folder kept in memory: each check asks the disk what changed (one listing per folder, one stat per file:
 * about 30 ms at 10,000 pages) and reads only the files written since, so that a file changed by anyone (the editor,
 * a text editor, git) is seen without a watcher, whose events can come late or not at all.
 */
export class DiskSite {
  private readonly files = new Map<string, ReadFile>();
  private readonly listings = new Map<string, Listing>();
  private last?: LoadedSite;

  constructor(private readonly configDir: string) {}

  /** The folder as `loadSite` would read it now; the same object as last time when nothing changed. */
  refresh(): LoadedSite {
    let changed = !this.last;
    const seen = new Set<string>();
    const read = (file: string, maxCharacters?: number): ReadFile => {
      seen.add(file);
      const path = join(this.configDir, file);
      const stamp = stampOf(path);
      let known = this.files.get(file);
      if (known?.stamp !== stamp) {
        known = { stamp, ...loadConfigFile(this.configDir, path, maxCharacters) };
        this.files.set(file, known);
        changed = true;
      }
      return known;
    };
    const problems: Problem[] = [];
    const site = read(SITE_FILE);
    problems.push(...site.problems);
    const folder = (name: string, maxCharacters: number): JsonFile[] => {
      const listing = this.listing(name);
      if (listing !== this.listings.get(name)) changed = true;
      this.listings.set(name, listing);
      problems.push(...listing.problems);
      const parsed: JsonFile[] = [];
      for (const page of listing.names) {
        const file = read(`${name}/${page}.json`, maxCharacters);
        problems.push(...file.problems);
        if (file.parsed) parsed.push(file.parsed);
      }
      return parsed;
    };
    const pages = folder(PAGES_FOLDER, MAX_CHARACTERS.page);
    const collections = folder(COLLECTIONS_FOLDER, MAX_CHARACTERS.collection);
    for (const file of this.files.keys()) if (!seen.has(file)) this.files.delete(file);
    if (changed || !this.last) this.last = { site: site.parsed, pages, collections, problems };
    return this.last;
  }

  /** The folder's listing, the last one when its entries are the same (sorting 10,000 names each time is not free). */
  private listing(folder: string): Listing {
    const dir = join(this.configDir, folder);
    const entries = entriesOf(dir);
    const last = this.listings.get(folder);
    if (last?.entries === entries) return last;
    const { names, misfits } = listPagesFolder(dir);
    return { entries, names, problems: misfitProblems(folder, misfits) };
  }
}
