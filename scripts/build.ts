/**
 * `npm run build`: Vite's two builds (`build:client` into dist/, `build:server` into .ssr/), then the prerender and the
 * precompression (scripts/build-pages.ts) in this process. A Vite build whose inputs are all as they were when the
 * last one was kept (build/cache/viteInputs.ts: every file of the folders it read from, the lock file, Node, its
 * command and the environment variables it reads) is not run: its output is put back from the build cache (decision
 * 049). An edit to a page changes no input of either: pages are data the prerender reads. The builds that must run
 * run side by side, each as the plain `vite` command of its npm script in a process of its own.
 *
 * Every step writes into a fresh folder beside dist/ (build/outDir.ts), which replaces dist/ only once all of them
 * succeeded: a build that fails (an invalid config, a Vite error, a page that does not render) leaves the site that
 * `npm run serve` and nginx serve as it was (decision 058).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildCacheDir } from "../build/cache/cacheDir.ts";
import {
  buildSettings,
  scriptCommand,
  VITE_BUILDS,
  whyRebuild,
  type ViteBuildKind,
} from "../build/cache/viteInputs.ts";
import { RECORD_ENV, type RecorderOptions } from "../build/cache/viteRecorder.ts";
import { readKeptRecord, restoreBuild } from "../build/cache/viteStore.ts";
import { DEFAULT_CONFIG_DIR, PUBLIC_DIR, ROOT } from "../model/paths.ts";
import { publicLinkProblems } from "../validator/publicLinks.ts";
import { invalidSiteReport } from "../validator/siteReport.ts";
import { BUILDS_DIR, DIST, NEXT_DIST, OUT_DIR_ENV } from "../build/outDir.ts";
import { replaceDist } from "../build/replaceDist.ts";

const startedAt = Date.now();
const cacheDir = buildCacheDir();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
// Vite's client build (vite.config.ts), the prerender and the precompression write here; Vite's processes inherit it.
process.env[OUT_DIR_ENV] = NEXT_DIST;
/** Where a Vite build of `npm run build` writes: the client's into the next build, the server bundle into .ssr/. */
const outDirOf = (kind: ViteBuildKind) => (kind === "client" ? NEXT_DIST : join(ROOT, VITE_BUILDS[kind].outDir));

/** Puts a build's kept output back when nothing it read has changed; otherwise says why it must run. */
function reuseOrWhy(kind: ViteBuildKind, settings: Record<string, string>): string | undefined {
  if (!cacheDir) return "SITE_BUILD_CACHE=off";
  const record = readKeptRecord(cacheDir, kind);
  const why = whyRebuild(ROOT, record, settings);
  if (why) return why;
  const restored = restoreBuild(cacheDir, kind, outDirOf(kind), record!);
  if (!restored) return "a cópia guardada da saída não confere com o que foi registrado";
  console.log(
    `vite (${VITE_BUILDS[kind].name}): reaproveitada da build anterior, ` +
      `nenhum dos ${Object.keys(record!.files).length} arquivos das pastas de onde ela leu mudou.`,
  );
  return undefined;
}

/**
 * Runs a build's npm script as its `vite` command with Node directly (no npm, no TypeScript loader: under tsx's
 * loader Vite took twice as long), quieter (`--logLevel warn`), asking vite.config.ts's recorder to keep it with the
 * settings this process decided on (its environment is the build's, but for NODE_ENV, which Vite sets).
 */
function viteBuild(kind: ViteBuildKind, settings: Record<string, string>): Promise<void> {
  const [program, ...args] = scriptCommand(ROOT, kind).split(/\s+/).filter(Boolean);
  if (program !== "vite")
    return Promise.reject(new Error(`npm run ${VITE_BUILDS[kind].script} deveria ser um comando vite.`));
  const child = spawn(process.execPath, [join(ROOT, "node_modules/vite/bin/vite.js"), ...args, "--logLevel", "warn"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, [RECORD_ENV]: JSON.stringify({ kind, settings, startedAt } satisfies RecorderOptions) },
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`vite (${VITE_BUILDS[kind].name}): falhou (código ${code}).`)),
    );
  });
}

// A link out of public/ stops the build before anything is built or put back (Vite's copy would follow it).
const linksOut = invalidSiteReport(publicLinkProblems(PUBLIC_DIR, DEFAULT_CONFIG_DIR));
if (linksOut) {
  console.error(linksOut);
  process.exit(1);
}

const toBuild = (["client", "server"] as const).flatMap((kind) => {
  const settings = buildSettings(ROOT, kind);
  const why = reuseOrWhy(kind, settings);
  return why ? [{ kind, why, settings }] : [];
});
// Both run to the end (a failed one's message stays last on screen), then a failure stops the build.
const results = await Promise.allSettled(
  toBuild.map(async ({ kind, why, settings }) => {
    const started = performance.now();
    await viteBuild(kind, settings);
    console.log(`vite (${VITE_BUILDS[kind].name}): refeita em ${seconds(started)}; motivo: ${why}.`);
  }),
);
const failures = results.flatMap((result) => (result.status === "rejected" ? [(result.reason as Error).message] : []));
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}

await import("./build-pages.ts");
// Every step succeeded (a failed one ended the process): the new build replaces the one being served.
replaceDist(NEXT_DIST, DIST, BUILDS_DIR);
console.log("dist/: substituída pela nova build.");
