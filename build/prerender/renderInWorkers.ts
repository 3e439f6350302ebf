import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PageRoute } from "../../model/routing/pageRoutes.ts";
import { pathToFileURL } from "node:url";
import type { RouteIndex } from "../cache/routeCache.ts";
import type { BuildShared, ServerEntry } from "./pageWriter.ts";
import { writeRoutes, type CacheTask, type RoutesWritten } from "./writeRoutes.ts";
import type { RoutesAsked, RoutesGiven, WorkerTask } from "./prerenderWorker.ts";

/** Below this many routes a worker's start (loading TypeScript and React again) costs more than it saves. */
const IN_PROCESS_BELOW = 500;

/** Renders and writes the routes in this thread. */
async function renderHere(
  entryFile: string,
  shared: BuildShared,
  routes: PageRoute[],
  cache: CacheTask | undefined,
  onProgress: (routes: number) => void,
): Promise<RoutesWritten> {
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return writeRoutes(entry, shared, routes, cache, () => onProgress(1));
}

/**
 * The worker's first lines: it is TypeScript like this file, so it starts by registering tsx's loader in its own
 * thread (a worker does not inherit the loader `npm run build` started this script with), then loads the worker.
 */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(new URL("./prerenderWorker.ts", import.meta.url).href)}));`;

/** The routes a worker is given at a time: enough that asking costs nothing beside rendering them, few enough to hold. */
export const ROUTES_PER_BATCH = 25;

/**
 * Renders and writes every route in a pool of workers, one per core (a small site in this thread), each with its own
 * copy of the server bundle (which holds code only). A worker asks for {@link ROUTES_PER_BATCH} routes at a time, so
 * no worker holds more than a batch of pages (a 100,000-page site's data, copied whole to each worker, would not fit
 * in memory) and a worker that drew short pages simply asks more often. `onProgress` hears how many routes were
 * written as they are. Resolves to the number of HTML pages written and what the build cache should remember;
 * rejects with the first worker's error.
 */
export async function renderInWorkers(
  entryFile: string,
  shared: BuildShared,
  routes: PageRoute[],
  cache?: CacheTask,
  onProgress: (routes: number) => void = () => undefined,
): Promise<RoutesWritten> {
  if (routes.length < IN_PROCESS_BELOW) return renderHere(entryFile, shared, routes, cache, onProgress);
  const count = Math.max(1, Math.min(availableParallelism(), routes.length));
  let given = 0;
  const results = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<RoutesWritten>((resolve, reject) => {
          const task: WorkerTask = { entryFile, shared, cache };
          const worker = new Worker(WORKER_BOOT, { eval: true, workerData: task });
          worker.on("message", (message: RoutesWritten | RoutesAsked) => {
            if (!("asks" in message)) return resolve(message);
            if (message.written > 0) onProgress(message.written);
            const batch = routes.slice(given, given + ROUTES_PER_BATCH);
            given += batch.length;
            worker.postMessage({ routes: batch } satisfies RoutesGiven);
          });
          worker.once("error", reject);
          worker.once("exit", (code) => {
            if (code !== 0) reject(new Error(`Um processo do prerender terminou com o código ${code}.`));
          });
        }),
    ),
  );
  return {
    pages: results.reduce((sum, written) => sum + written.pages, 0),
    index: Object.assign({}, ...results.map((written) => written.index)) as RouteIndex,
  };
}
