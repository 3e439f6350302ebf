import { Worker } from "node:worker_threads";
import type { ConversionReply, ConversionRequest } from "./imageWorker.ts";

export type { ConversionReply, ConversionRequest };

/**
 * The worker's first lines: it is TypeScript, so it registers tsx's loader in its own thread (a worker does not
 * inherit the loader the server was started with), then loads the worker (as validation/recheck.ts does).
 */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(new URL("./imageWorker.ts", import.meta.url).href)}));`;

/**
 * The worker's JavaScript heap: the image's pixels are sharp's (outside the heap, bounded by the pixel limits),
 * so the heap holds only the file, the WebP and the loader, well under this.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

/** Longer than any real image takes; a file that takes longer is made to stop. */
const TIMEOUT_MS = 60_000;

/** Why a conversion ended without an answer: the worker ran out of its memory, took too long or stopped. */
export class ConversionFailed extends Error {
  constructor(readonly reason: "memory" | "time" | "stopped") {
    super(`A conversão da imagem parou (${reason}).`);
    this.name = "ConversionFailed";
  }
}

/** Converts in a new worker, and ends it: nothing of one image stays for the next. */
function runWorker(request: ConversionRequest, timeoutMs: number): Promise<ConversionReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: request, resourceLimits: RESOURCE_LIMITS });
    const timer = setTimeout(() => {
      reject(new ConversionFailed("time"));
      void worker.terminate();
    }, timeoutMs);
    const settle = () => clearTimeout(timer);
    worker.once("message", (reply: ConversionReply) => {
      settle();
      resolve(reply);
      void worker.terminate();
    });
    worker.once("error", (error: NodeJS.ErrnoException) => {
      settle();
      reject(new ConversionFailed(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "stopped"));
    });
    worker.once("exit", () => {
      settle();
      reject(new ConversionFailed("stopped"));
    });
  });
}

/** The conversion running now: images are converted one at a time, so ten sent at once take one image's memory. */
let queue: Promise<unknown> = Promise.resolve();

/** Converts an image in a worker thread with capped memory, after the images sent before it. */
export function convertInWorker(request: ConversionRequest, timeoutMs = TIMEOUT_MS): Promise<ConversionReply> {
  const converted = queue.then(() => runWorker(request, timeoutMs));
  queue = converted.catch(() => undefined);
  return converted;
}
