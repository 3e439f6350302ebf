import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { EDGE_FILES, LOCAL_DIST_SERVICE, LOCAL_SOCKET } from "../../../build/edge/edgeFiles.ts";

/** The workerd binary the `workerd` package installed for this platform (its main export names it). */
const WORKERD = (createRequire(import.meta.url)("workerd") as { default: string }).default;

/** A running workerd and what the Worker logged. */
export interface RunningWorkerd {
  url: string;
  /** The lines the Worker wrote with console.log (its A/B records), in order. */
  logged: () => string[];
  stop: () => Promise<void>;
}

/** The lines a stream has written so far, kept as they come. */
function linesOf(stream: Readable): () => string[] {
  let text = "";
  stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return () => text.split("\n").filter(Boolean);
}

/**
 * Runs the build's edge Worker on workerd (deploy/edge/workerd.capnp as `npm run build` writes it, or the files of
 * `edgeDir`) over the build folder `dist`, on a loopback port the system picks (workerd names it on its control pipe).
 */
export async function startWorkerd(
  edgeDir: string,
  dist: string,
  env: Record<string, string> = {},
): Promise<RunningWorkerd> {
  const args = ["serve", join(edgeDir, EDGE_FILES.workerd), "--directory-path", `${LOCAL_DIST_SERVICE}=${dist}`];
  args.push("--socket-addr", `${LOCAL_SOCKET}=127.0.0.1:0`, "--control-fd=3");
  const child = spawn(WORKERD, args, {
    stdio: ["ignore", "pipe", "pipe", "pipe"],
    env: { ...process.env, SITE_AB_SECRET: "", ...env },
  });
  const logged = linesOf(child.stdout!);
  const errors = linesOf(child.stderr!);
  const control = linesOf(child.stdio[3] as Readable);
  const port = await new Promise<number>((resolve, reject) => {
    const listening = () => {
      for (const line of control()) {
        const event = JSON.parse(line) as { event?: string; socket?: string; port?: number };
        if (event.event === "listen" && event.socket === LOCAL_SOCKET && event.port) return resolve(event.port);
      }
    };
    (child.stdio[3] as Readable).on("data", listening);
    child.once("exit", (code) => reject(new Error(`o workerd saiu (código ${code}):\n${errors().join("\n")}`)));
    child.once("error", reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    logged,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
