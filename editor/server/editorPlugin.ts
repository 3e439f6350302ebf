import { join } from "node:path";
import type { Connect, Plugin, ViteDevServer } from "vite";
import type { SchemaSet } from "../shared/api.ts";
import { EDITOR_PAGES, editorPageHtml, framingHeaders } from "./editorPages.ts";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";
import { announcePageChanges } from "./pageWatch.ts";
import { refuseSpecialPublicFiles } from "./publicGuard.ts";

const { editor: EDITOR, catalog: CATALOG } = EDITOR_ADDRESSES;
/** The catalog's former address, a page of the site until it became an editor tool (decision 027). */
const OLD_CATALOG = new Set(["/_blocos", "/_blocos/"]);
const API = `${EDITOR_ADDRESSES.api}/`;
/** What an unexpected error answers: its message may hold the machine's paths (fs errors do), so only the terminal gets it. */
const INTERNAL_ERROR =
  "Erro interno do editor. O terminal onde o servidor roda (npm run dev ou npm run edit) mostra o detalhe.";

/** The editor's endpoints, loaded on the first request so that builds and plain dev starts never load them. */
async function endpoints(server: ViteDevServer) {
  const [
    { handleApi },
    { PagesFolder },
    { loadSchemaSet },
    { forgetValidators },
    { forgetSchemas, warmRecheck },
    { warmLibrary },
  ] = await Promise.all([
    import("./api.ts"),
    import("./pageFiles.ts"),
    import("./schemaSet.ts"),
    import("../../validator/schemas.ts"),
    import("./validation/recheck.ts"),
    import("./library/imageLibrary.ts"),
  ]);
  const root = server.config.root;
  const dirs = { schemaDir: join(root, "schema"), blocksDir: join(root, "blocks") };
  let schemas: Promise<SchemaSet> | undefined;
  // A schema or examples file that changes (or a new block folder) is picked up on the next request.
  server.watcher.on("all", (_event, file) => {
    if (!/\.(schema|examples)\.json$/.test(file)) return;
    schemas = undefined;
    if (file.endsWith(".schema.json")) {
      forgetValidators();
      forgetSchemas();
    }
  });
  const configDir = join(root, "site.config");
  const context = {
    configDir,
    projectDir: root,
    publicDir: server.config.publicDir,
    pages: new PagesFolder(configDir),
    schemas: () => (schemas ??= loadSchemaSet(dirs)),
  };
  // The editor's first request (its page list) starts the checks' worker reading the site, so the first edit's check
  // finds it in memory instead of reading every file then (seconds at 10,000 pages).
  void warmRecheck(context);
  // The page list and the image library answer from the site kept in memory (library/keptConfig.ts): read it now.
  void warmLibrary(configDir);
  // Images sent and never used (an upload undone, a page left unsaved) are removed once their day of grace is over.
  void import("./pendingUploads.ts").then(({ sweepUploads }) => sweepUploads(context, Date.now()));
  return (method: string, path: string, request: Parameters<typeof handleApi>[3]) =>
    handleApi(context, method, path, request);
}

/**
 * The page editor at /_editor, and its block catalog at /_editor/blocos, on the dev server only (`apply: "serve"`):
 * they are never part of a build, and the production server answers 404 there. Every request must come from this
 * machine, and reads of its data and changes from its own origin (see localRequest.ts); no other page may frame it.
 */
export function pageEditorPlugin(): Plugin {
  let api: ReturnType<typeof endpoints> | undefined;
  return {
    name: "page-editor",
    apply: "serve",
    // Bundled before the first visit: a dependency found later makes Vite reload the page, losing unsaved edits.
    config: () => ({ optimizeDeps: { include: ["@rjsf/core", "@rjsf/utils", "@rjsf/validator-ajv8"] } }),
    // The edits' checks run in a worker thread (validation/recheck.ts), started by the first API request: it ends with the server.
    async closeBundle() {
      if (api) await (await import("./validation/recheck.ts")).stopRecheck();
    },
    configureServer(server) {
      const editor: Connect.NextHandleFunction = async (request, response, next) => {
        const url = request.url ?? "";
        const path = url.split("?")[0]!;
        if (OLD_CATALOG.has(path)) {
          response.writeHead(302, { Location: `${CATALOG}${url.slice(path.length)}` });
          return response.end();
        }
        if (path !== EDITOR && !path.startsWith(`${EDITOR}/`)) return next();
        const [{ refuseNonLocal }, { sendJson }] = await Promise.all([
          import("./localRequest.ts"),
          import("./http.ts"),
        ]);
        const refusal = refuseNonLocal(request, request.method === "GET" && EDITOR_PAGES[path] ? "page" : "data");
        if (refusal) return sendJson(response, { status: 403, body: { reason: "refused", message: refusal } });
        try {
          if (path.startsWith(API)) {
            api ??= endpoints(server);
            return sendJson(response, await (await api)(request.method ?? "GET", path.slice(API.length), request));
          }
          const page = EDITOR_PAGES[path];
          if (!page || request.method !== "GET")
            return sendJson(response, { status: 404, body: { reason: "refused", message: "Endereço desconhecido." } });
          const html = await server.transformIndexHtml(path, editorPageHtml(page), request.originalUrl);
          response.writeHead(200, {
            "Content-Type": "text/html; charset=utf-8",
            "Cache-Control": "no-store",
            ...framingHeaders(page),
          });
          response.end(html);
        } catch (error) {
          // The check's worker stopped mid-question: its message (pt-BR) says to try again, which starts a new one.
          if (error instanceof Error && error.name === "RecheckStopped")
            return sendJson(response, { status: 503, body: { reason: "refused", message: error.message } });
          server.config.logger.error(
            `[editor] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
          sendJson(response, { status: 500, body: { reason: "refused", message: INTERNAL_ERROR } });
        }
      };
      // First of all middlewares: Vite's server.cors (by default, any localhost origin) would otherwise answer other
      // origins' preflights and let them read the answers before the editor sees the request. The editor needs no CORS
      // (its pages call it from its own origin) and refuses other origins itself.
      server.middlewares.stack.unshift({ route: "", handle: editor });
      if (server.config.publicDir) server.middlewares.use(refuseSpecialPublicFiles(server.config.publicDir));
      announcePageChanges(server, join(server.config.root, "site.config"));
      // `npm run dev` and `npm run edit` print the editor's address with the server's.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const local = server.resolvedUrls?.local[0];
        if (!local) return;
        const base = local.replace(/\/$/, "");
        server.config.logger.info(`  ➜  Editor de páginas: ${base}/_editor`);
        server.config.logger.info(`  ➜  Catálogo de blocos: ${base}${CATALOG}`);
      };
    },
  };
}
