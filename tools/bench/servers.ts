import { spawn } from "node:child_process";
import type { Server } from "node:http";
import { join } from "node:path";
import { freePort, waitUntilUp } from "../localServer.ts";
import { createSiteServer } from "../../server/createSiteServer.ts";

/** A server the bench started, with its base URL. */
export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
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
  await waitUntilUp(`${url}/`, child, 200);
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
  await waitUntilUp(`${url}/`, undefined, 200);
  return { url, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
