import { statSync, watch } from "node:fs";
import type { RequestListener } from "node:http";
import { basename, dirname } from "node:path";
import { readServeManifest, type ServeManifest } from "./serveManifest.ts";

/** A request listener that answers from the build in a folder and moves to the next build put in its place. */
export interface FollowedBuild {
  listener: RequestListener;
  /** Stops watching for the next build. */
  close: () => void;
}

/** The folder's identity: a build renamed into its place is another folder under the same name. */
const folderId = (dir: string) => {
  const stat = statSync(dir, { throwIfNoEntry: false });
  return stat && `${stat.dev}:${stat.ino}`;
};

/**
 * Answers with `listenerFor` the build in `distDir`, whose serve manifest was read once (its routes and the hashes of
 * its inline scripts), and, when `npm run build` renames a new build into its place (decision 058), reads that one's
 * manifest and answers from it: new routes are found and new pages' scripts allowed without a restart. A folder
 * without a readable manifest (the moment between the build's two renames) changes nothing. `onNext` is told each
 * build it moves to.
 */
export function followedBuild(
  distDir: string,
  manifest: ServeManifest,
  listenerFor: (manifest: ServeManifest) => RequestListener,
  onNext: () => void = () => {},
): FollowedBuild {
  let current = { id: folderId(distDir), listener: listenerFor(manifest) };
  const watcher = watch(dirname(distDir), (_event, name) => {
    if (name !== basename(distDir)) return;
    const id = folderId(distDir);
    if (!id || id === current.id) return;
    const next = readServeManifest(distDir);
    if ("problem" in next) return;
    try {
      current = { id, listener: listenerFor(next) };
    } catch {
      return; // replaced again meanwhile: the next event reads that one
    }
    onNext();
  });
  return { listener: (request, response) => current.listener(request, response), close: () => watcher.close() };
}
