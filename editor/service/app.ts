/**
 * The editor service as a Fastify app: the API (accounts, documents, the service's features) and, when built, the
 * editor's pages. Nothing here listens: serve.ts does, and tests call `app.inject`.
 */
import { sweepUploads } from "../server/pendingUploads.ts";
import { extname, join } from "node:path";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { PagesFolder } from "../server/pageFiles.ts";
import { loadSchemaSet } from "../server/schemaSet.ts";
import { warmRecheck } from "../server/validation/recheck.ts";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";
import type { SchemaSet } from "../shared/api.ts";
import type { ServiceConfig } from "./config.ts";
import { systemClock, type Clock, type ServiceDatabase } from "./database.ts";
import { editorPagesPlugin } from "./editorPages.ts";
import { mountCompanySignIn } from "./oidc/companySignIn.ts";
import { mountServiceApi, SERVICE_ROUTES } from "./serviceApi.ts";
import type { ServiceContext, ServiceStores } from "./serviceContext.ts";
import { performScheduled } from "./schedule/performScheduled.ts";
import { Scheduler } from "./schedule/scheduler.ts";
import { openStores } from "./stores.ts";
import { smtpMailer, type Mailer } from "./notices/mailer.ts";
import { Notices, type NoticeContext } from "./notices/notices.ts";

/** The type of a waiting image by its format: sent images are WebP; a renamed one keeps its own. */
const WAITING_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

/** What the service is made of; tests give their own database, clock and git environment. */
export interface ServiceOptions {
  /** The project's folder: its site.config/, public/, schema/ and blocks/, in the git repository it publishes to. */
  root: string;
  config: ServiceConfig;
  db: ServiceDatabase;
  clock?: Clock;
  gitEnv?: NodeJS.ProcessEnv;
  /** Fastify's logger setting (tests: off). */
  logger?: boolean;
  /** The built editor's folder (`npm run editor:build`), to serve its pages; without it, the API only (tests). */
  editorDist?: string;
  /** Whether the first API request starts the checks' worker reading the site (default: yes; tests that edit nothing: no). */
  warmChecks?: boolean;
  /** What sends the e-mails (default: the e-mail server of `config.mail`, if any). */
  mailer?: Mailer;
}

/** The service: its Fastify app, and the stores it works on. */
export interface EditorService {
  app: FastifyInstance;
  stores: ServiceStores;
  context: Omit<ServiceContext, "person" | "sessionToken">;
  /** Carries out scheduled publications: `start()` it (serve.ts), or `tick()` it after moving the clock (tests). */
  scheduler: Scheduler;
}

/** Builds the service over `options` (call `app.ready()` or `app.listen()` next). */
export function createEditorService({
  root,
  config,
  db,
  clock = systemClock,
  gitEnv,
  logger = true,
  editorDist,
  warmChecks = true,
  mailer = config.mail && smtpMailer(config.mail.url, config.mail.from),
}: ServiceOptions): EditorService {
  const stores = openStores(db, clock);
  const configDir = join(root, "site.config");
  let schemas: Promise<SchemaSet> | undefined;
  const shared: NoticeContext = {
    configDir,
    projectDir: root,
    publicDir: join(root, "public"),
    pages: new PagesFolder(configDir),
    schemas: () => (schemas ??= loadSchemaSet({ schemaDir: join(root, "schema"), blocksDir: join(root, "blocks") })),
    gitEnv,
    remote: config.remote,
    deployHook: config.deployHook,
    experimentData: { dataDir: config.experimentData, nginxLog: config.experimentLog },
    stores,
    clock,
    config,
    unsavedDocuments: () => stores.drafts.list().map(({ kind, name }) => stores.drafts.get(kind, name)?.data),
  };
  const context: Omit<ServiceContext, "person" | "sessionToken"> = {
    ...shared,
    // An e-mail that cannot be sent is for the service's log: what caused it went through.
    notices: new Notices(shared, mailer, (error) => app.log.error(error, "e-mail não enviado")),
  };
  // Images sent and never used (an upload undone, a page left unsaved) are removed once their day of grace is over.
  sweepUploads(context, clock.now());
  const app = Fastify({ logger, bodyLimit: 2 * 1024 * 1024 });
  void app.register(fastifyCookie);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "same-origin");
  });
  // As on the dev server, the first API request starts the checks' worker reading the site, so the first edit's check
  // finds it in memory instead of reading every file then (seconds at 10,000 pages).
  let warmed = !warmChecks;
  app.addHook("onRequest", async (request) => {
    if (warmed || !request.url.startsWith(`${EDITOR_ADDRESSES.api}/`)) return;
    warmed = true;
    void warmRecheck(context);
  });
  // An image sent from the editor waits in the database until a publication: the preview shows it from there.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || !request.url.startsWith("/img/")) return;
    // Waiting images have plain names ([a-z0-9-].webp, or a renamed image's own format): an address that needs
    // decoding names none of them.
    const src = request.url.split("?")[0]!;
    const waiting = stores.waitingImages.get(src);
    const type = WAITING_TYPES[extname(src)] ?? "image/webp";
    if (waiting) return reply.headers({ "Content-Type": type, "Cache-Control": "no-store" }).send(waiting);
  });
  mountServiceApi(app, SERVICE_ROUTES, context, new URL(config.publicUrl).origin);
  mountCompanySignIn(app, context);
  if (editorDist)
    void app.register(editorPagesPlugin, { distDir: editorDist, publicDir: context.publicDir, configDir });
  const scheduler = new Scheduler(stores, clock, performScheduled(context), (item, ok, outcome) =>
    context.notices.scheduledFinished(item, ok, outcome),
  );
  return { app, stores, context, scheduler };
}
