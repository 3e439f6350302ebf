import { join } from "node:path";
import { ROOT } from "../../model/paths.ts";
import type { EdgeSite } from "../../server/edge/edgeSite.ts";
import { diskAssetsScript, workerScript } from "./workerBundle.ts";

/** Where `npm run build` writes the Worker and its configs: beside dist/, never inside it (as deploy/nginx.conf). */
export const EDGE_DIR = join(ROOT, "deploy", "edge");

/** The files of {@link EDGE_DIR}. */
export const EDGE_FILES = {
  worker: "worker.js",
  diskAssets: "disk-assets.js",
  wrangler: "wrangler.jsonc",
  workerd: "workerd.capnp",
} as const;

/** The Workers runtime's behaviour the Worker is written for: the same date on Cloudflare and in workerd here. */
export const COMPATIBILITY_DATE = "2026-11-01";

/** The name of the disk service over dist/ in the workerd config: `--directory-path dist=<folder>` gives its folder. */
export const LOCAL_DIST_SERVICE = "dist";

/** The socket of the workerd config: `--socket-addr http=<host:port>` moves it. */
export const LOCAL_SOCKET = "http";

/** The address `npm run serve:edge` listens on unless told another. */
const LOCAL_ADDRESS = "127.0.0.1:8788";

const HEADER = [
  "Written by `npm run build` (build/edge/) from the site's routes and dist/_serve.json: do not edit, the next build",
  "writes it again. The Worker answers as `npm run serve` does; tests/e2e/edge.e2e.ts runs it on workerd and compares.",
  "Publish: see deploy/README.md.",
];

/**
 * The Worker's Wrangler config: the script as built (no second bundling), dist/ as its static assets read only through
 * the Worker (`run_worker_first`, each file at its exact path), the site's host as a custom domain, and its logs to
 * Logpush (the A/B records). SITE_AB_SECRET is a secret of the Worker (`wrangler secret put`), never in this file.
 */
export function wranglerConfig(siteUrl: string): string {
  const host = new URL(siteUrl).hostname;
  const config = {
    name: host.replace(/^www\./, "").replace(/[^a-z0-9]+/g, "-"),
    main: EDGE_FILES.worker,
    no_bundle: true,
    compatibility_date: COMPATIBILITY_DATE,
    workers_dev: false,
    routes: [{ pattern: host, custom_domain: true }],
    assets: {
      directory: "../../dist",
      binding: "ASSETS",
      run_worker_first: true,
      html_handling: "none",
      not_found_handling: "none",
    },
    logpush: true,
  };
  return `${HEADER.map((line) => `// ${line}`).join("\n")}\n${JSON.stringify(config, null, 2)}\n`;
}

/**
 * The same Worker on workerd, Cloudflare's open-source runtime, for this machine and the tests: its static assets are
 * dist/ on disk behind server/edge/diskAssets.ts, the secret comes from the environment (SITE_AB_SECRET).
 */
export function workerdConfig(): string {
  const worker = (file: string, bindings: string[]) =>
    [
      "(",
      `      modules = [(name = "${file}", esModule = embed "${file}")],`,
      `      compatibilityDate = "${COMPATIBILITY_DATE}",`,
      `      bindings = [${bindings.join(", ")}],`,
      "    )",
    ].join("\n");
  return [
    ...HEADER.map((line) => `# ${line}`),
    "# Run: npm run serve:edge (workerd serve deploy/edge/workerd.capnp --directory-path dist=dist).",
    'using Workerd = import "/workerd/workerd.capnp";',
    "",
    "const config :Workerd.Config = (",
    "  services = [",
    `    (name = "site", worker = ${worker(EDGE_FILES.worker, ['(name = "ASSETS", service = "assets")', '(name = "SITE_AB_SECRET", fromEnvironment = "SITE_AB_SECRET")'])}),`,
    `    (name = "assets", worker = ${worker(EDGE_FILES.diskAssets, [`(name = "DIST", service = "${LOCAL_DIST_SERVICE}")`])}),`,
    `    (name = "${LOCAL_DIST_SERVICE}", disk = (writable = false)),`,
    "  ],",
    `  sockets = [(name = "${LOCAL_SOCKET}", address = "${LOCAL_ADDRESS}", http = (), service = "site")],`,
    ");",
    "",
  ].join("\n");
}

/** Every file of {@link EDGE_DIR} for this build, by name. */
export async function edgeFiles(site: EdgeSite, siteUrl: string): Promise<Record<string, string>> {
  return {
    [EDGE_FILES.worker]: await workerScript(site),
    [EDGE_FILES.diskAssets]: await diskAssetsScript(),
    [EDGE_FILES.wrangler]: wranglerConfig(siteUrl),
    [EDGE_FILES.workerd]: workerdConfig(),
  };
}
