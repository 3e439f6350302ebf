import { lstatSync, readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { framingHeaders } from "../server/editorPages.ts";
import { BUILT_PAGES, EDITOR_ASSETS_DIR, EDITOR_BASE, EDITOR_SITE_JSON } from "../build/builtPages.ts";
import { IMMUTABLE, REVALIDATE } from "../../server/cachePolicy.ts";

/** Where {@link editorPagesPlugin} finds what it serves. */
export interface EditorPagesOptions {
  /** The output of `npm run editor:build` (.editor-dist/). */
  distDir: string;
  /** The site's public/ folder, read as it is now: images a marketer sends while the service runs show at once. */
  publicDir: string;
  /**
   * The site's config folder (site.config/), whose site.json the preview and the catalog ask for when they open, so
   * that they show the one published now. Without it they show the one `npm run editor:build` saw.
   */
  configDir?: string;
}

/** What registering the plugin fails with when `npm run editor:build` has not run (or its output is incomplete). */
export const NOT_BUILT =
  "As páginas do editor não foram construídas: rode `npm run editor:build` na pasta do site e inicie o serviço de novo.";

/**
 * Whether `path` (a `/`-separated path inside `root`) names a plain file reached through plain folders only: no
 * symbolic link (which could lead out of the folder) and no FIFO, socket or device (opening a FIFO blocks the reader
 * until someone writes to it). lstat only, so nothing is opened to find out.
 */
export function isPlainFileInside(root: string, path: string): boolean {
  const parts = path.split("/").filter(Boolean);
  let at = root;
  for (const [index, part] of parts.entries()) {
    if (part === "." || part === "..") return false;
    at = join(at, part);
    const stat = lstatSync(at, { throwIfNoEntry: false });
    if (!stat || !(index === parts.length - 1 ? stat.isFile() : stat.isDirectory())) return false;
  }
  return parts.length > 0;
}

/**
 * The files of `base`/`folder` under `prefix`, with `cacheControl`, never through a link (the folder itself included)
 * or to a special file. The folder may appear after the start (the first image sent creates public/img/).
 */
async function serveFolder(app: FastifyInstance, base: string, folder: string, prefix: string, cacheControl: string) {
  await app.register(fastifyStatic, {
    root: join(base, folder),
    prefix,
    suppressWarning: true,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: "ignore",
    cacheControl: false,
    allowedPath: (path) => isPlainFileInside(base, `${folder}/${path}`),
    // Checked again on what is about to be sent, should the file have been swapped since.
    onFile: (_path, stat) => {
      if (!stat.isFile()) throw Object.assign(new Error("Arquivo não encontrado."), { statusCode: 404 });
    },
    setHeaders: (reply: FastifyReply) => reply.header("Cache-Control", cacheControl),
  });
}

/** The real path of the folder the service was given (a link to it is the operator's choice), or undefined. */
function realFolder(path: string): string | undefined {
  try {
    const real = realpathSync(path);
    return lstatSync(real).isDirectory() ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The built editor (decision 069): its pages at the dev server's addresses (EDITOR_ADDRESSES), each with the dev
 * server's framing headers and `no-store`; its hashed assets under /_editor/assets/, cached for a year; and the site's
 * public files the preview shows (/img/…, /favicon.svg), revalidated on every visit; and, given `configDir`, the
 * site.json published now, which the built preview and catalog ask for as they open. Each page's HTML is read when
 * asked for, so a new `npm run editor:build` is served whole (HTML and the assets it names) without a restart.
 * Registration fails with {@link NOT_BUILT} when the build is missing.
 */
export async function editorPagesPlugin(app: FastifyInstance, { distDir, publicDir, configDir }: EditorPagesOptions) {
  const dist = realFolder(distDir);
  if (!dist || !BUILT_PAGES.every(({ file }) => isPlainFileInside(dist, file))) throw new Error(NOT_BUILT);

  app.addHook("onSend", async (_request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
  });

  for (const { address, file, page } of BUILT_PAGES)
    app.get(address, async (_request, reply) => {
      if (!isPlainFileInside(dist, file)) return reply.callNotFound();
      return reply
        .headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...framingHeaders(page) })
        .send(readFileSync(join(dist, file)));
    });
  await serveFolder(app, dist, EDITOR_ASSETS_DIR, `${EDITOR_BASE}${EDITOR_ASSETS_DIR}/`, IMMUTABLE);

  // The site's own settings, which its public pages carry in their code anyway: nothing here is not already public.
  const config = configDir && realFolder(configDir);
  if (config)
    app.get(EDITOR_SITE_JSON, async (_request, reply) => {
      if (!isPlainFileInside(config, "site.json")) return reply.callNotFound();
      return reply
        .headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
        .send(readFileSync(join(config, "site.json")));
    });

  const publicRoot = realFolder(publicDir);
  if (!publicRoot) return;
  await serveFolder(app, publicRoot, "img", "/img/", REVALIDATE);
  app.get("/favicon.svg", async (_request, reply) => {
    if (!isPlainFileInside(publicRoot, "favicon.svg")) return reply.callNotFound();
    return reply
      .headers({ "Content-Type": "image/svg+xml", "Cache-Control": REVALIDATE })
      .send(readFileSync(join(publicRoot, "favicon.svg")));
  });
}
