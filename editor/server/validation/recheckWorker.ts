/**
 * The editor's re-checks, in a worker thread of the dev server's process (recheck.ts starts it): the sites stay in
 * memory here between edits, and the dev server's own thread does no validation work.
 */
import { parentPort } from "node:worker_threads";
import { forgetValidators } from "../../../validator/schemas.ts";
import { SiteChecks, type Question } from "./siteChecks.ts";

/** A question about the site in `configDir`, whose images are in `publicDir`. */
export interface Request {
  id: number;
  configDir: string;
  publicDir: string;
  question: Question;
}

/** Read and check the site on disk now, before any question (recheck.ts's warmRecheck); answered with no answer. */
export interface Warm {
  id: number;
  configDir: string;
  publicDir: string;
  warm: true;
}

/** What the worker is told: a question, to warm a site, or that the schemas changed. */
export type Message = Request | Warm | { forgetSchemas: true };

/** The answer to request `id`, or the message of what went wrong. */
export type Reply = { id: number; answer: unknown } | { id: number; error: string };

/** Sites kept: tests ask about many folders, and each kept site holds all its parsed files. */
const SITES_KEPT = 4;
/** How long after its last question a site's files are all asked about, for what its watchers may have missed. */
const SWEEP_AFTER_MS = 3_000;
const sites = new Map<string, SiteChecks>();
let sweep: NodeJS.Timeout | undefined;

function sitesFor({ configDir, publicDir }: Request | Warm): SiteChecks {
  const key = `${configDir}\u0000${publicDir}`;
  let site = sites.get(key);
  if (site) sites.delete(key);
  else site = new SiteChecks(configDir, publicDir, { watch: true });
  sites.set(key, site);
  for (const [old, oldest] of sites) {
    if (sites.size <= SITES_KEPT) break;
    oldest.close();
    sites.delete(old);
  }
  return site;
}

function answer(request: Request | Warm): void {
  let reply: Reply;
  const site = sitesFor(request);
  try {
    reply = { id: request.id, answer: "warm" in request ? site.warm() : site.answer(request.question) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
  clearTimeout(sweep);
  sweep = setTimeout(() => site.sweep(), SWEEP_AFTER_MS).unref();
}

parentPort!.on("message", (message: Message) => {
  if ("forgetSchemas" in message) forgetValidators();
  // Answered after this turn of the event loop: a file written just before the question was asked has its watcher's
  // event handled first (both were ready when the loop woke).
  else setImmediate(() => answer(message));
});
