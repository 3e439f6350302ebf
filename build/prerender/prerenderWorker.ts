/**
 * One of the prerender's workers: asks build/prerender/renderInWorkers.ts for a few routes at a time
 * ({@link RoutesAsked}), renders and writes them with its own copy of the server bundle, and asks again, saying how
 * many it wrote (the build's progress line counts them) until it is given none; then it posts how many HTML pages it
 * wrote and what the build cache should remember of them. It never holds more than one batch of routes.
 */
import "./productionReact.ts";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { PageRoute } from "../../model/routing/pageRoutes.ts";
import type { BuildShared, ServerEntry } from "./pageWriter.ts";
import { routeWriter, type CacheTask } from "./writeRoutes.ts";

/** What a worker is given when it starts. */
export interface WorkerTask {
  entryFile: string;
  shared: BuildShared;
  cache?: CacheTask;
}

/** A worker's request for more routes, with how many it wrote since its last one. */
export interface RoutesAsked {
  asks: true;
  written: number;
}

/** The routes a worker is given to write next: none when every route has been given out. */
export interface RoutesGiven {
  routes: PageRoute[];
}

const { entryFile, shared, cache } = workerData as WorkerTask;
const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
const writer = routeWriter(entry, shared, cache);
const nextRoutes = (written: number) =>
  new Promise<PageRoute[]>((resolve) => {
    parentPort!.once("message", (given: RoutesGiven) => resolve(given.routes));
    parentPort!.postMessage({ asks: true, written } satisfies RoutesAsked);
  });
for (let routes = await nextRoutes(0); routes.length > 0; routes = await nextRoutes(routes.length))
  await writer.write(routes);
parentPort!.postMessage(writer.written());
