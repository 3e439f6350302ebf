import { spawn, type ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { createSiteServer } from "../server/createSiteServer.ts";

/** A server the bench started, with its base URL. */
export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, child?: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`o servidor não respondeu em ${url}`);
}

/** `npm run serve` of a project copy (its dist/, with the local stand-ins the pages call): the production server. */
export async function startProductionServer(projectDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(projectDir, "node_modules/tsx/dist/cli.mjs"), join(projectDir, "scripts/serve.ts")], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(port), SITE_API_BASE_URL: "", SITE_CONTACT_URL: "", STANDIN_MODE: "ok" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) console.warn(`bench: o servidor de produção (${url}) parou sozinho (código ${code}, sinal ${signal}).`);
  });
  await waitUntilUp(`${url}/`, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

/** The same server code (headers, gzip, routes) over another build folder, without stand-ins: for the no-script copy. */
export async function startStaticServer(distDir: string, routes: string[]): Promise<RunningServer> {
  const port = await freePort();
  const server: Server = createSiteServer({ distDir, routes });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/`);
  return { url, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
