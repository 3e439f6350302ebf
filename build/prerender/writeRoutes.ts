import type { PageRoute } from "../../model/routing/pageRoutes.ts";
import { pageDataOf } from "../../model/routing/pageData.ts";
import { hasParams } from "../../model/routing/routePatterns.ts";
import { RouteCache, routeKey, type RouteIndex } from "../cache/routeCache.ts";
import { pageWriter, type BuildShared, type ServerEntry } from "./pageWriter.ts";

/** The build cache as one thread of the prerender sees it: its folder, and what the last build wrote. */
export interface CacheTask {
  dir: string;
  previous: RouteIndex;
}

/** What writing a share of the routes did: the HTML pages written, and the routes' files for the next build's cache. */
export interface RoutesWritten {
  pages: number;
  index: RouteIndex;
}

/** Writes routes given a few at a time, keeping the count and the cache's index across them. */
export interface RouteWriter {
  /** Writes routes one after the other (rendered, or reused from the build cache), telling `onWritten` after each. */
  write(routes: PageRoute[], onWritten?: () => void): Promise<void>;
  /** What every route written so far did. */
  written(): RoutesWritten;
}

/** A {@link RouteWriter} with one server bundle, one build's shared parts and one build cache. */
export function routeWriter(entry: ServerEntry, shared: BuildShared, cache?: CacheTask): RouteWriter {
  const routeCache = cache && new RouteCache(cache.dir, shared.dist, cache.previous);
  const write = pageWriter(entry, shared, routeCache);
  let pages = 0;
  return {
    async write(routes, onWritten = () => undefined) {
      for (const route of routes) {
        if (await write(route)) pages += 1;
        onWritten();
      }
    },
    written: () => ({ pages, index: routeCache?.index ?? {} }),
  };
}

/** Writes routes one after the other (see {@link RouteWriter}). */
export async function writeRoutes(
  entry: ServerEntry,
  shared: BuildShared,
  routes: PageRoute[],
  cache?: CacheTask,
  onWritten: () => void = () => undefined,
): Promise<RoutesWritten> {
  const writer = routeWriter(entry, shared, cache);
  await writer.write(routes, onWritten);
  return writer.written();
}

/**
 * Links the files of every route the last build made from the same data, here in this thread (a link costs
 * microseconds, a worker's start seconds), and returns the routes left to render. After a one-page edit of a
 * 10,000-page site that is one route, rendered without starting a worker.
 */
export function reuseUnchanged(
  routes: PageRoute[],
  shared: BuildShared,
  cache: CacheTask,
): { left: PageRoute[]; reused: RoutesWritten } {
  const routeCache = new RouteCache(cache.dir, shared.dist, cache.previous);
  let pages = 0;
  const left = routes.filter((route) => {
    if (!routeCache.restore(routeKey(shared.fingerprint, route.path, JSON.stringify(pageDataOf(route))))) return true;
    if (!hasParams(route.path)) pages += 1;
    return false;
  });
  return { left, reused: { pages, index: routeCache.index } };
}
