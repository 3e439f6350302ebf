import { build } from "esbuild";
import { join } from "node:path";
import { ROOT } from "../../model/paths.ts";
import type { EdgeSite } from "../../server/edge/edgeSite.ts";

/** The Worker's code and the local stand-in for its static assets, as the TypeScript modules they are made from. */
const SITE_WORKER = join(ROOT, "server/edge/siteWorker.ts");
export const DISK_ASSETS = join(ROOT, "server/edge/diskAssets.ts");

/** One ES module for the Workers runtime, from `contents` (a module written here) with everything it imports. */
async function bundle(contents: string, name: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, sourcefile: name, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    conditions: ["worker", "browser"],
    target: "es2022",
    // React Router matches routes as everywhere else on the site (model/routing/routePatterns.ts): its production build.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    minifySyntax: true,
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/** The Worker script: server/edge/siteWorker.ts with what it imports, given this build's site. */
export function workerScript(site: EdgeSite): Promise<string> {
  return bundle(
    [
      "// Written by `npm run build` (build/edge/) from server/edge/ and this build's dist/_serve.json: do not edit.",
      `import { siteWorker } from ${JSON.stringify(SITE_WORKER)};`,
      `export default siteWorker(${JSON.stringify(site)});`,
    ].join("\n"),
    "worker.ts",
  );
}

/** The local stand-in for the static assets binding (server/edge/diskAssets.ts), for workerd. */
export function diskAssetsScript(): Promise<string> {
  return bundle(`export { default } from ${JSON.stringify(DISK_ASSETS)};`, "disk-assets.ts");
}
