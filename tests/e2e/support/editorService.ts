import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEditorService, type EditorService } from "../../../editor/service/app.ts";
import type { ServiceConfig } from "../../../editor/service/config.ts";
import { openDatabase, type ServiceDatabase } from "../../../editor/service/database.ts";
import { stopRecheck } from "../../../editor/server/validation/recheck.ts";
import { makeCheckout, type Checkout } from "./checkout.ts";
import { ensureGitRepository, gitIn } from "./checkoutGit.ts";

export { buildEditorPages } from "./editorPages.ts";

/** Git without this machine's settings, for the service's commits and the test's own look at the repositories. */
export const ISOLATED_GIT = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** The service's clock: the real time plus however far the test has moved it. */
export interface MovableClock {
  now(): number;
  move(ms: number): void;
}

/** An address that counts the POSTs it receives (the deploy hook of a site host). */
export interface DeployHook {
  url: string;
  calls: number;
  close(): Promise<void>;
}

/** The editor service of a throwaway copy of the project, opened at `url` by the browser. */
export interface RunningService {
  /** `http://localhost:<port>`: the service's public address (its origin), the same across restarts. */
  url: string;
  checkout: Checkout;
  /** The bare repository publications are pushed to (`config.remote`). */
  bare: string;
  deployHook: DeployHook;
  clock: MovableClock;
  /** The service now running (a new one after each restart). */
  current: EditorService;
  /** Stops the service and starts a new one over the same database file, at the same address. */
  restart(): Promise<void>;
  /** Stops everything and removes the copy, the bare repository, the database and the built pages. */
  stop(): Promise<void>;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function startDeployHook(): Promise<DeployHook> {
  const hook = { calls: 0 } as DeployHook;
  const server = createServer((request, response) => {
    if (request.method === "POST") hook.calls += 1;
    request.resume();
    request.on("end", () => response.writeHead(204).end());
  });
  hook.url = `http://127.0.0.1:${await listen(server)}/atualizar-site`;
  hook.close = () => closeServer(server);
  return hook;
}

/**
 * `npm run editor:serve` as a test runs it, in this process: a copy of the project made a git repository whose
 * remote is a local bare repository, the service's database in a file (so a restart keeps it), a clock the test
 * moves, and a deploy hook that counts its calls; `prepare` adds files to the copy before its first commit. A front server on port 0 hands each request to the service running
 * now, so the address (and the browser's cookies for it) stays the same when the service is restarted.
 */
export async function startEditorService(
  editorDist: string,
  prepare: (checkout: Checkout) => void = () => undefined,
): Promise<RunningService> {
  const checkout = makeCheckout("site-editor-service-");
  prepare(checkout);
  ensureGitRepository(checkout.dir);
  const scratch = mkdtempSync(join(tmpdir(), "editor-service-state-"));
  const bare = join(scratch, "site.git");
  execFileSync("git", ["clone", "--quiet", "--bare", checkout.dir, bare], { env: { ...process.env, ...ISOLATED_GIT } });
  const dataDir = join(scratch, "data");
  const deployHook = await startDeployHook();
  let offset = 0;
  const clock: MovableClock = { now: () => Date.now() + offset, move: (ms) => void (offset += ms) };

  const front = createServer((request, response) => void running.current.app.routing(request, response));
  const port = await listen(front);
  const url = `http://localhost:${port}`;
  const config: ServiceConfig = {
    host: "127.0.0.1",
    port,
    publicUrl: url,
    dataDir,
    remote: { url: bare, branch: "main" },
    deployHook: deployHook.url,
  };
  let db: ServiceDatabase;
  const open = async () => {
    db = openDatabase(dataDir);
    const service = createEditorService({
      root: checkout.dir,
      config,
      db,
      clock,
      gitEnv: ISOLATED_GIT,
      logger: false,
      editorDist,
    });
    await service.app.ready();
    return service;
  };
  const close = async () => {
    await running.current.app.close();
    db.close();
  };
  const running: RunningService = {
    url,
    checkout,
    bare,
    deployHook,
    clock,
    current: undefined as unknown as EditorService,
    async restart() {
      await close();
      running.current = await open();
    },
    async stop() {
      await closeServer(front);
      await close();
      await deployHook.close();
      await stopRecheck();
      checkout.remove();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
  running.current = await open();
  return running;
}

/** The bare repository's log of `main`: subject and author of each commit, newest first. */
export function remoteLog(bare: string): { subject: string; author: string }[] {
  return gitIn(bare, "log", "--format=%s%x00%an <%ae>", "main")
    .trim()
    .split("\n")
    .map((line) => {
      const [subject = "", author = ""] = line.split("\0");
      return { subject, author };
    });
}
