import { existsSync, readdirSync, statSync, watch, type FSWatcher } from "node:fs";
import { join } from "node:path";
import { listPagesFolder } from "../../../model/pageFileRule.ts";
import {
  COLLECTIONS_FOLDER,
  EXPERIMENTS_FOLDER,
  PAGES_FOLDER,
  SECTIONS_FOLDER,
  SITE_FILE,
} from "../../../model/paths.ts";
import type { JsonFile } from "../../../validator/jsonFile.ts";
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
 * A config folder kept in memory, read again only where it changed, so that a file changed by anyone (the editor, a
 * text editor, git) is seen. Without `watch`, each refresh asks the disk (one listing per folder, one stat per file:
 * 30 ms at 10,000 pages on an idle machine, many times that on a busy one). With it, the folders are watched and a
 * refresh reads only the files named since; {@link sweep} (run when the editor is idle) asks the disk anyway, for
 * what a watcher may miss (a queue overflow, a folder replaced).
 */
export class DiskSite {
  private readonly files = new Map<string, ReadFile>();
  private readonly listings = new Map<string, Listing>();
  private last?: LoadedSite;
  private watchers: FSWatcher[] = [];
  /** Files named by the watchers since the last refresh, and folders whose entries may have changed. */
  private readonly named = new Set<string>();
  private readonly relist = new Set<string>();

  constructor(
    private readonly configDir: string,
    private readonly options: { watch?: boolean } = {},
  ) {}

  /** The folder as `loadSite` would read it now; the same object as last time when nothing changed. */
  refresh(): LoadedSite {
    if (!this.options.watch) return this.read(true);
    if (this.watchers.length === 0) {
      this.startWatching();
      return this.read(true);
    }
    // The A/B tests are few files, not watched: asked about at each refresh while there are any.
    if (this.named.size === 0 && this.relist.size === 0 && this.last && !this.hasTests()) return this.last;
    return this.read(false);
  }

  /** Asks the disk about every file, as a refresh without watchers does. */
  sweep(): void {
    this.read(true);
  }

  /** Stops watching (a refresh after this watches again). */
  close(): void {
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
  }

  /** Whether the config has a folder of A/B tests. */
  private hasTests(): boolean {
    return existsSync(join(this.configDir, EXPERIMENTS_FOLDER));
  }

  private startWatching(): void {
    this.close();
    const lost = () => this.close();
    const follow = (dir: string, onChange: (event: string, name: string | null) => void) => {
      const watcher = watch(dir, (event, name) => onChange(event, name === null ? null : String(name)));
      watcher.on("error", lost);
      watcher.unref();
      this.watchers.push(watcher);
    };
    try {
      follow(this.configDir, (_event, name) => {
        if (name === SITE_FILE) this.named.add(SITE_FILE);
        // A folder of pages, collections or sections came or went: watched again, after a whole sweep.
        else lost();
      });
      for (const folder of [PAGES_FOLDER, COLLECTIONS_FOLDER, SECTIONS_FOLDER]) {
        const dir = join(this.configDir, folder);
        if (!existsSync(dir)) continue;
        follow(dir, (event, name) => {
          if (name === null) return lost();
          if (event === "rename") this.relist.add(folder);
          this.named.add(`${folder}/${name}`);
        });
      }
    } catch {
      lost();
    }
  }

  /** Reads what changed: every file's stat when `everything`, else only the files the watchers named. */
  private read(everything: boolean): LoadedSite {
    let changed = !this.last;
    const seen = new Set<string>();
    const named = new Set(this.named);
    const relist = new Set(this.relist);
    this.named.clear();
    this.relist.clear();
    const read = (file: string): ReadFile => {
      seen.add(file);
      let known = this.files.get(file);
      if (known && !everything && !named.has(file)) return known;
      const path = join(this.configDir, file);
      const stamp = stampOf(path);
      if (known?.stamp !== stamp) {
        known = { stamp, ...loadConfigFile(this.configDir, path) };
        this.files.set(file, known);
        changed = true;
      }
      return known;
    };
    const problems: Problem[] = [];
    const site = read(SITE_FILE);
    problems.push(...site.problems);
    const folder = (name: string, always = false): JsonFile[] => {
      const known = this.listings.get(name);
      const listing = known && !everything && !always && !relist.has(name) ? known : this.listing(name);
      if (listing !== known) changed = true;
      this.listings.set(name, listing);
      problems.push(...listing.problems);
      const parsed: JsonFile[] = [];
      for (const page of listing.names) {
        if (always) named.add(`${name}/${page}.json`);
        const file = read(`${name}/${page}.json`);
        problems.push(...file.problems);
        if (file.parsed) parsed.push(file.parsed);
      }
      return parsed;
    };
    const pages = folder(PAGES_FOLDER);
    const collections = folder(COLLECTIONS_FOLDER);
    // As the loader reads them: a test's folder holds its variants' pages; a folder with no test file is not read.
    const experiments = folder(EXPERIMENTS_FOLDER, true);
    const variants = experiments.flatMap((file) => folder(file.file.slice(0, -".json".length), true));
    const sections = folder(SECTIONS_FOLDER);
    for (const file of this.files.keys()) if (!seen.has(file)) this.files.delete(file);
    for (const listed of this.listings.keys())
      if (listed.startsWith(`${EXPERIMENTS_FOLDER}/`) && !experiments.some((file) => file.file === `${listed}.json`))
        this.listings.delete(listed);
    if (changed || !this.last)
      this.last = { site: site.parsed, pages, collections, experiments, variants, sections, problems };
    return this.last;
  }

  /** The folder's listing, the last one when its entries are the same (sorting 10,000 names each time is not free). */
  private listing(folder: string): Listing {
    const dir = join(this.configDir, folder);
    const entries = entriesOf(dir);
    const last = this.listings.get(folder);
    if (last?.entries === entries) return last;
    const { names, misfits } = listPagesFolder(dir);
    return { entries, names, problems: misfitProblems(this.configDir, folder, misfits) };
  }
}
