/**
 * One of the prerender's workers: renders its share of the routes with its own copy of the server bundle and writes
 * their files, then posts how many HTML pages it wrote and what the build cache should remember of them. Started by build/prerender/renderInWorkers.ts.
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

const { entryFile, shared, routes, cache } = workerData as WorkerTask;
const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
parentPort!.postMessage(await writeRoutes(entry, shared, routes, cache));
