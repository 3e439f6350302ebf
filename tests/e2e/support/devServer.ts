import { spawn } from "node:child_process";
import { join } from "node:path";
import { freePort, stopProcess, waitUntilUp } from "../../../tools/localServer.ts";

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
  await waitUntilUp(`${url}${readyPath}`, child, 600);
  return {
    url,
    stop: () => stopProcess(child),
  };
}
