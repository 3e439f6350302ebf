import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitUntilUp } from "../../../tools/localServer.ts";
import { DEPLOYED_ROOT, DEPLOYMENT_INCLUDE } from "../../../build/nginx/deployment.ts";
import { NGINX_AB_LOG } from "../../../build/nginx/experimentRecords.ts";
import { freePort } from "./server.ts";

const NGINX = "/usr/sbin/nginx";

/** A running nginx and what it needs cleaned up. */
export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
  /** The file the config's A/B log line writes to, in the test's folder. */
  abLog: string;
}

/**
 * A config as the build writes it (deploy/nginx.conf), its listen and root lines pointed at a loopback port and a
 * folder of this machine, without this machine's deployment lines. Fails when such a line is missing, so that the
 * test never serves something else.
 */
function siteConfFor(conf: string, port: number, root: string): string {
  const rewrites: Array<[string, string]> = [
    ["listen 80;", `listen 127.0.0.1:${port};`],
    ["listen [::]:80;", "# (IPv6 listen removed by the test)"],
    [`root ${DEPLOYED_ROOT};`, `root "${root}";`],
    [`include ${DEPLOYMENT_INCLUDE};`, "# (the deployment's lines removed by the test)"],
  ];
  return rewrites.reduce((text, [line, replacement]) => {
    const count = text.split("\n").filter((candidate) => candidate.trim() === line).length;
    if (count !== 1) throw new Error(`nginx.conf: esperava uma linha "${line}", achei ${count}.`);
    return text.replace(line, replacement);
  }, conf);
}

/** A minimal main config around the site config: foreground, every runtime file in `dir`, no system paths written. */
function mainConfFor(dir: string): string {
  return [
    // Debian's nginx.conf loads them through modules-enabled/, whose relative paths would resolve under `dir` here.
    "load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;",
    "load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;",
    "daemon off;",
    "worker_processes 1;",
    // As root, workers would drop to `nobody`, who may not read a checkout under /root.
    process.getuid?.() === 0 ? "user root;" : "",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 64; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    // A log of its own rather than `off`, which would also turn off the site config's A/B log at this level.
    `  access_log ${dir}/access.log;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${dir}/${name};`),
    `  include ${dir}/site.conf;`,
    "}",
    "",
  ].join("\n");
}

/** Runs Debian's nginx in the foreground with a config as the build writes it, serving `root` (never skipped: CI installs it). */
export async function startNginx(conf: string, root: string): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx não está instalado (${NGINX} não existe). Rode como root: bash scripts/ci/ensure-browser-and-nginx.sh (ou apt-get install -y nginx).`,
    );
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "site-nginx-"));
  const abLog = join(dir, "ab.log");
  const siteConf = siteConfFor(conf, port, root).replaceAll(NGINX_AB_LOG, abLog);
  writeFileSync(join(dir, "site.conf"), siteConf);
  writeFileSync(join(dir, "nginx.conf"), mainConfFor(dir));
  const errorLog = join(dir, "error.log");
  const child = spawn(NGINX, ["-p", `${dir}/`, "-e", errorLog, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const why = () => `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""}`;
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const cleanUp = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return cleanUp();
      child.once("exit", cleanUp);
      child.kill("SIGTERM");
    });
  try {
    await waitUntilUp(`${url}/`, child);
  } catch (error) {
    await stop();
    throw new Error(`nginx: ${(error as Error).message}:\n${why()}`);
  }
  return { url, stop, abLog };
}
