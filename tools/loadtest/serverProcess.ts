import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, waitUntilUp } from "../localServer.ts";

/** `npm run serve` as one process (no tsx wrapper process in between), so that its memory can be read. */
export interface ServerProcess {
  url: string;
  /** Resident set size of the server process, in bytes. */
  rss: () => number;
  stop: () => Promise<void>;
}

/** VmRSS from /proc (Linux, where the figures are taken). */
function rssOf(pid: number): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kib) throw new Error(`não consegui ler a memória do processo ${pid}.`);
  return Number(kib) * 1024;
}

/** Starts scripts/serve.ts (what `npm run serve` runs) on a free loopback port with the stand-ins answering ok. */
export async function startServerProcess(root: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts/serve.ts")], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_API_BASE_URL: "",
      SITE_CONTACT_URL: "",
      STANDIN_MODE: "ok",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/`, child, 300);
  return {
    url,
    rss: () => rssOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
