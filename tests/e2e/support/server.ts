import { spawn } from "node:child_process";
import { join } from "node:path";
import { freePort, stopProcess, waitUntilUp } from "../../../tools/localServer.ts";
import { ROOT } from "../../../model/paths.ts";
import { tsxNodeArgs } from "../../helpers/tsxNode.ts";

export { freePort };

/** A running production server. */
export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
}

/** Serves the existing dist/ build (npm run build first) of a checkout (this one by default) with the stand-ins in the given mode. */
export async function startSite(env: Record<string, string> = {}, root = ROOT): Promise<RunningSite> {
  const port = await freePort();
  const child = spawn(process.execPath, tsxNodeArgs(join(root, "scripts/serve.ts")), {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_API_BASE_URL: "", SITE_CONTACT_URL: "", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to 30 s: on the shared 2-core machine a tsx process that loads React Router (the server matches routes with
  // it, model/routing/routePatterns.ts) has taken 9-11 s to answer.
  await waitUntilUp(`${url}/`, child, 300);
  return {
    url,
    stop: () => stopProcess(child),
  };
}
