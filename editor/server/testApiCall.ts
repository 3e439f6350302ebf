/** For tests: the editor's API called as the dev server's plugin calls it, with a body as the request's bytes. */
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { handleApi, type EditorContext } from "./api.ts";
import { PagesFolder } from "./pageFiles.ts";

/** A request whose body is `body`: a value sent as JSON, a text or bytes sent as they are, or nothing. */
export function requestWith(body?: unknown): IncomingMessage {
  const bytes =
    body === undefined
      ? []
      : [Buffer.isBuffer(body) ? body : Buffer.from(typeof body === "string" ? body : JSON.stringify(body))];
  return Object.assign(Readable.from(bytes), { headers: {} }) as unknown as IncomingMessage;
}

/** Calls `method path` (what follows /_editor/api/) on the editor's API; an exception would be the plugin's 500. */
export function callApi(context: EditorContext, method: string, path: string, body?: unknown) {
  return handleApi(context, method, path, requestWith(body));
}

/**
 * The dev server's context for a project folder (its `site.config/` and `public/`), for calls that never read the
 * schemas: reading them would fail the call.
 */
export function projectContext(projectDir: string): EditorContext {
  const configDir = join(projectDir, "site.config");
  const schemas = () => Promise.reject(new Error("Os esquemas não deveriam ser lidos."));
  return { configDir, publicDir: join(projectDir, "public"), projectDir, pages: new PagesFolder(configDir), schemas };
}
