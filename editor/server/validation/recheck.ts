import { Worker } from "node:worker_threads";
import type { Answer, Question } from "./siteChecks.ts";
import type { Message, Reply, Request } from "./recheckWorker.ts";

/** Where a site's files are. */
export interface SiteDirs {
  configDir: string;
  publicDir: string;
}

/** What an edit's check answers when the worker stopped before answering (the next check starts another). */
export class RecheckStopped extends Error {
  constructor(detail: string) {
    super(`A verificação do site parou antes de responder (${detail}). Tente de novo: a próxima verificação recomeça.`);
    this.name = "RecheckStopped";
  }
}

/**
 * The worker's first lines: it is TypeScript, so it registers tsx's loader in its own thread (a worker does not
 * inherit the loader the dev server was started with), then loads the worker (as build/prerender does).
 */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(new URL("./recheckWorker.ts", import.meta.url).href)}));`;

interface Pending {
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let lastId = 0;

/** Ends the worker's requests with `error` and forgets it: the next question starts a new one. */
function lose(stopped: Worker, error: Error): void {
  if (worker !== stopped) return;
  worker = undefined;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

/** The worker, started on the first question. It keeps the process alive only while a question waits for it. */
function started(): Worker {
  if (worker) return worker;
  const created = new Worker(WORKER_BOOT, { eval: true });
  created.unref();
  created.on("message", ({ id, ...reply }: Reply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) created.unref();
    if ("error" in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.answer);
  });
  created.on("error", (error) => lose(created, new RecheckStopped(error.message)));
  created.on("exit", (code) => lose(created, new RecheckStopped(`código ${code}`)));
  worker = created;
  return created;
}

/** Asks the worker `question` about the site in `dirs`; the dev server's thread only waits. */
export function ask<Q extends Question>({ configDir, publicDir }: SiteDirs, question: Q): Promise<Answer<Q>> {
  const target = started();
  const id = ++lastId;
  return new Promise<Answer<Q>>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (answer: unknown) => void, reject });
    target.ref();
    target.postMessage({ id, configDir, publicDir, question } satisfies Request);
  });
}

/**
 * Starts the worker and has it read and check the site on disk, so that the first edit's check finds it in memory
 * (at 10,000 pages that first reading takes seconds). Resolves, when it is done, to the number of files read; a
 * failure resolves to undefined and is left to the first question to report.
 */
export function warmRecheck({ configDir, publicDir }: SiteDirs): Promise<number | undefined> {
  const target = started();
  const id = ++lastId;
  return new Promise<number | undefined>((resolve) => {
    // Not ref'd: warming never keeps the process alive on its own.
    pending.set(id, { resolve: (files) => resolve(files as number), reject: () => resolve(undefined) });
    target.postMessage({ id, configDir, publicDir, warm: true } satisfies Message);
  });
}

/** Tells a running worker that the schemas changed: its next checks compile them again. */
export function forgetSchemas(): void {
  worker?.postMessage({ forgetSchemas: true } satisfies Message);
}

/** Stops the worker (with the dev server); a question after this starts a new one. */
export async function stopRecheck(): Promise<void> {
  const running = worker;
  if (!running) return;
  lose(running, new RecheckStopped("o servidor foi encerrado"));
  await running.terminate();
}
