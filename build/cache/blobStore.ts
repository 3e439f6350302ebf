import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { threadId } from "node:worker_threads";
import { dirname, join } from "node:path";

/** The name a content is stored under: its SHA-256, in URL-safe base64. */
export function contentHash(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("base64url");
}

/** Makes `to` the same file as `from`: a hard link, or a copy across file systems. */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    copyFileSync(from, to);
  }
}

/** True when two paths are links to one file (renaming one over the other would leave both). */
function sameFile(one: string, other: string): boolean {
  const [a, b] = [statSync(one), statSync(other)];
  return a.ino === b.ino && a.dev === b.dev;
}

/**
 * Makes `to` the same file as `from`. A file already at `to` (Vite's dist/index.html, which the home page replaces)
 * is replaced in one step: linked under a temporary name, then renamed over it.
 */
function placeFile(from: string, to: string): void {
  try {
    linkOrCopy(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (sameFile(from, to)) return;
    const temporary = `${to}.${process.pid}-${threadId}.tmp`;
    linkOrCopy(from, temporary);
    renameSync(temporary, to);
  }
}

/**
 * Files of earlier builds kept by content, outside dist/ (which `vite build` empties): a build that would write the
 * same content again links the kept file into dist/ instead. A link costs a few microseconds where rendering a page
 * and compressing it cost milliseconds. Nothing in dist/ is ever rewritten in place (every build file is new after
 * Vite empties the folder), so a kept file never changes under its name.
 */
export class BlobStore {
  private readonly made = new Set<string>();
  /** The names this store placed or kept in this process. */
  readonly used = new Set<string>();

  constructor(readonly dir: string) {}

  private blob(name: string): string {
    return join(this.dir, name.slice(0, 2), name);
  }

  private folderFor(file: string): void {
    const folder = dirname(file);
    if (!this.made.has(folder)) mkdirSync(folder, { recursive: true });
    this.made.add(folder);
  }

  /**
   * Keeps a file of the build under `name`. A name already kept (the same content, written again after a change of
   * code) makes the build's file a link to the kept one instead: left alone, the kept file would be linked only from
   * the last dist/, deleted in the background, and forgetUnused would drop it, so the next build would render again.
   */
  keep(file: string, name: string): void {
    const blob = this.blob(name);
    this.used.add(name);
    if (existsSync(blob)) {
      placeFile(blob, file);
      return;
    }
    this.folderFor(blob);
    placeFile(file, blob);
  }

  /** Puts the file kept under `name` at `file`, replacing what is there: false when none is kept. */
  place(name: string, file: string): boolean {
    this.folderFor(file);
    try {
      placeFile(this.blob(name), file);
      this.used.add(name);
      return true;
    } catch (error) {
      // Not kept (never, or forgotten by a build of another copy sharing SITE_BUILD_CACHE). Asking first would cost a
      // second system call per file: 90,000 of them when a 10,000-page site is built again.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }

  /** True when a file is kept under `name`. */
  has(name: string): boolean {
    return existsSync(this.blob(name));
  }

  /**
   * Forgets the kept files the last build used and this one does not use (`inUse`: every name its files are kept
   * under), without looking at the others: after a one-edit rebuild of a 10,000-page site that is a handful of files,
   * where looking at all 90,000 took 2 s. The names are saved beside the store for the next build. Without that list
   * (the first build, or a cache from before it) every kept file is looked at ({@link forgetUnused}). A file that
   * some build still links to (another copy of the project sharing SITE_BUILD_CACHE) stays. Returns how many it forgot.
   */
  forgetAllBut(inUse: ReadonlySet<string>): number {
    const list = `${this.dir}-in-use.json`;
    const previous = readNameList(list);
    const forgotten = previous
      ? previous.filter((name) => !inUse.has(name) && this.forgetIfUnlinked(this.blob(name))).length
      : this.forgetUnused();
    writeFileSync(list, JSON.stringify([...inUse]));
    return forgotten;
  }

  /** Deletes a kept file that no build file links to (its only link is the store's own); false when it stays. */
  private forgetIfUnlinked(blob: string): boolean {
    try {
      if (statSync(blob).nlink !== 1) return false;
      unlinkSync(blob);
      return true;
    } catch {
      return false; // already gone
    }
  }

  /**
   * Forgets every kept file that no build file links to any more (its only link is the store's own), once a build is
   * complete; returns how many. (Where the store and dist/ are on different file systems, files are copied, never
   * linked, so every kept file is forgotten here: builds are then correct but reuse nothing.)
   */
  forgetUnused(): number {
    if (!existsSync(this.dir)) return 0;
    let forgotten = 0;
    for (const name of readdirSync(this.dir, { recursive: true, encoding: "utf8" })) {
      const blob = join(this.dir, name);
      if (statSync(blob).isFile() && this.forgetIfUnlinked(blob)) forgotten += 1;
    }
    return forgotten;
  }
}

/** A saved list of names; undefined when it is missing or unreadable. */
function readNameList(file: string): string[] | undefined {
  try {
    const names: unknown = JSON.parse(readFileSync(file, "utf8"));
    return Array.isArray(names) && names.every((name) => typeof name === "string") ? names : undefined;
  } catch {
    return undefined;
  }
}
