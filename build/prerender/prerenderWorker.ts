/**
 * One of the prerender's workers: renders its share of the routes with its own copy of the server bundle and writes
 * their files, then posts how many HTML pages it wrote. Started by build/prerender/renderInWorkers.ts.
 */
import "./productionReact.ts";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { PageRoute } from "../../renderer/routing/pageRoutes.ts";
import { pageWriter, type BuildShared, type ServerEntry } from "./pageWriter.ts";

/** What a worker is given. */
export interface WorkerTask {
  entryFile: string;
  shared: BuildShared;
  routes: PageRoute[];
}

const { entryFile, shared, routes } = workerData as WorkerTask;
const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
const write = pageWriter(entry, shared);
let pages = 0;
for (const route of routes) if (await write(route)) pages += 1;
parentPort!.postMessage(pages);
