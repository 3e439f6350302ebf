import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PRECOMPRESSED, compressedName } from "../precompress.ts";
import { BlobStore, contentHash } from "./blobStore.ts";

/** The files one route wrote: each one's path in the build (like `/preco/index.html`) and the name it is kept under. */
export type RouteFiles = Array<[pathInBuild: string, name: string]>;

/** What each route of a build wrote, by the route's key (see {@link routeKey}). */
export type RouteIndex = Record<string, RouteFiles>;

const INDEX_FILE = "routes.json";

/**
 * A route's key: everything its files are made from. The build's fingerprint (code, template, stylesheet, site.json;
 * see buildFingerprint.ts), its address and its page data: a route whose key was built before gets the same files.
 */
export function routeKey(fingerprint: string, path: string, pageData: string): string {
  return contentHash(`${fingerprint}\n${path}\n${pageData}`);
}

/** The routes the last build wrote, from the cache folder (none when there is no readable index). */
export function readRouteIndex(cacheDir: string): RouteIndex {
  const file = join(cacheDir, INDEX_FILE);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RouteIndex;
  } catch {
    return {};
  }
}

/** Every name a route index keeps files under: each route's files and their compressed copies. */
export function namesIn(index: RouteIndex): Set<string> {
  const names = new Set<string>();
  for (const files of Object.values(index))
    for (const [path, name] of files) {
      names.add(name);
      for (const variant of PRECOMPRESSED) names.add(compressedName(name, path, variant));
    }
  return names;
}

/** Saves the routes this build wrote: the next build reuses them, and only them. */
export function writeRouteIndex(cacheDir: string, index: RouteIndex): void {
  writeFileSync(join(cacheDir, INDEX_FILE), JSON.stringify(index));
}

/**
 * The prerender's memory of earlier builds: a route whose key is known gets its files (and their compressed copies)
 * linked into dist/ instead of being rendered; a route rendered afresh has its files kept for the next build.
 */
export class RouteCache {
  /** Where the files are kept: the compressed copies of a route's files are kept there too. */
  readonly store: BlobStore;
  /** The routes this build wrote or reused. */
  readonly index: RouteIndex = {};
  /** What this build has put in dist/ from the store: the content name at each path. */
  private readonly placed = new Map<string, string>();

  constructor(
    cacheDir: string,
    private readonly dist: string,
    private readonly previous: RouteIndex,
  ) {
    this.store = new BlobStore(join(cacheDir, "files"));
  }

  /** Puts the files a route wrote in an earlier build into dist/: false when there are none (or some were forgotten). */
  restore(key: string): boolean {
    const files = this.previous[key];
    if (!files) return false;
    // Files many routes share (a stylesheet named after its content, used by every page made of the same blocks) are
    // placed once: placing one again finds it there and compares the two, 2,000 times over for a 10,000-page site.
    const unplaced = files.filter(([path, name]) => this.placed.get(path) !== name);
    // A file forgotten since the index was written (another build's clean-up) makes the route render again; what
    // was placed before it is rewritten with the same content.
    if (!unplaced.every(([path, name]) => this.store.place(name, join(this.dist, path)))) return false;
    for (const [path, name] of unplaced) {
      for (const variant of PRECOMPRESSED)
        this.store.place(compressedName(name, path, variant), join(this.dist, path + variant.suffix));
      this.placed.set(path, name);
    }
    this.index[key] = files;
    return true;
  }

  /** Keeps the files a route just wrote (paths in the build, with their contents' names) for the next build. */
  record(key: string, files: RouteFiles): void {
    for (const [path, name] of files) this.store.keep(join(this.dist, path), name);
    this.index[key] = files;
  }
}
