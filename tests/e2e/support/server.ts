import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { ROOT } from "../../../scripts/lib/paths.ts";

/** A running production server. */
export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`o servidor não respondeu em ${url}`);
}

/** Serves the existing dist/ build (npm run build first) of a checkout (this one by default) with the stand-ins in the given mode. */
export async function startSite(env: Record<string, string> = {}, root = ROOT): Promise<RunningSite> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(root, "scripts/serve.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_API_BASE_URL: "", SITE_CONTACT_URL: "", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/`, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
