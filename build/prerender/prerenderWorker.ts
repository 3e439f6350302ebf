/**
 * One of the prerender's workers: renders its share of the routes with its own copy of the server bundle and writes
 * their files, then posts how many HTML pages it wrote and what the build cache should remember of them. On the way it
 * posts how many routes it wrote since its last word ({@link WorkerProgress}), for the build's progress line. Started
 * by build/prerender/renderInWorkers.ts.
 */
import "./productionReact.ts";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { PageRoute } from "../../model/routing/pageRoutes.ts";
import type { BuildShared, ServerEntry } from "./pageWriter.ts";
import { writeRoutes, type CacheTask } from "./writeRoutes.ts";

/** What a worker is given. */
export interface WorkerTask {
  entryFile: string;
  shared: BuildShared;
  routes: PageRoute[];
  cache?: CacheTask;
}

/** Routes written since the worker's last word about them. */
export interface WorkerProgress {
  progress: number;
}

/** Routes written between two words: a message per few dozen routes costs nothing beside rendering them. */
const ROUTES_PER_WORD = 25;

const { entryFile, shared, routes, cache } = workerData as WorkerTask;
const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
let unsaid = 0;
const written = await writeRoutes(entry, shared, routes, cache, () => {
  if (++unsaid < ROUTES_PER_WORD) return;
  parentPort!.postMessage({ progress: unsaid } satisfies WorkerProgress);
  unsaid = 0;
});
if (unsaid > 0) parentPort!.postMessage({ progress: unsaid } satisfies WorkerProgress);
parentPort!.postMessage(written);
