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

/** What the worker is told: a question, or that the schemas changed. */
export type Message = Request | { forgetSchemas: true };

/** The answer to request `id`, or the message of what went wrong. */
export type Reply = { id: number; answer: unknown } | { id: number; error: string };

/** Sites kept: tests ask about many folders, and each kept site holds all its parsed files. */
const SITES_KEPT = 4;
const sites = new Map<string, SiteChecks>();

function sitesFor({ configDir, publicDir }: Request): SiteChecks {
  const key = `${configDir}\u0000${publicDir}`;
  let site = sites.get(key);
  if (site) sites.delete(key);
  else site = new SiteChecks(configDir, publicDir);
  sites.set(key, site);
  for (const old of sites.keys()) if (sites.size > SITES_KEPT) sites.delete(old);
  return site;
}

parentPort!.on("message", (message: Message) => {
  if ("forgetSchemas" in message) {
    forgetValidators();
    return;
  }
  let reply: Reply;
  try {
    reply = { id: message.id, answer: sitesFor(message).answer(message.question) };
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
