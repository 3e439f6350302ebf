import { spawn } from "node:child_process";
import { join } from "node:path";
import { freePort, stopProcess, waitUntilUp } from "../../../tools/localServer.ts";

/**
 * How long a copy's dev server may take to answer, and then to show the editor the first time (Vite bundles its
 * dependencies for that copy and transforms hundreds of modules): with another suite and the unit tests beside it on
 * the 2-core machine, at a load of 30–45, a suite's setup took more than two minutes.
 */
export const DEV_SERVER_FIRST_LOAD_MS = 240_000;

/** A suite's setup: the copy, its dev server's start and the editor's first load. */
export const DEV_SERVER_SETUP_MS = 2 * DEV_SERVER_FIRST_LOAD_MS + 60_000;

/** A running `vite` dev server (npm run dev) of a checkout. */
export interface DevServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts `npm run dev` of a checkout on a free loopback port, as an editor's shell would (without NODE_ENV=test). */
export async function startDevServer(dir: string, readyPath = "/"): Promise<DevServer> {
  const port = await freePort();
  const { NODE_ENV: _testMode, ...env } = process.env;
  const child = spawn(
    process.execPath,
    [join(dir, "node_modules/vite/bin/vite.js"), "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
    {
      cwd: dir,
      env,
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}${readyPath}`, child, DEV_SERVER_FIRST_LOAD_MS / 100);
  return {
    url,
    stop: () => stopProcess(child),
  };
}
