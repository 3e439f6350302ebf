/**
 * `npm run build`: Vite's two builds (the client into dist/, the server bundle into .ssr/), then the prerender and the
 * precompression (scripts/build-pages.ts), in one process. A Vite build whose inputs are all as they were when the
 * last one was kept (build/cache/viteInputs.ts: every file it read, the folders they are in, the lock file, the
 * settings and environment variables it depends on) is not run: its output is put back from the build cache
 * (decision 049). An edit to a page changes no input of either: pages are data the prerender reads. The builds that
 * must run run side by side, as `npm run build:client` and `npm run build:server` would.
 */
import { join } from "node:path";
import { buildCacheDir } from "../build/cache/cacheDir.ts";
import { buildSettings, MODE, VITE_BUILDS, whyRebuild, type ViteBuildKind } from "../build/cache/viteInputs.ts";
import { viteBuildRecorder } from "../build/cache/viteRecorder.ts";
import { readKeptRecord, restoreBuild } from "../build/cache/viteStore.ts";
import { ROOT } from "../model/paths.ts";

const startedAt = Date.now();
const cacheDir = buildCacheDir();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Puts a build's kept output back when nothing it read has changed; otherwise says why it must run. */
function reuseOrWhy(kind: ViteBuildKind, settings: Record<string, string>): string | undefined {
  if (!cacheDir) return "SITE_BUILD_CACHE=off";
  const record = readKeptRecord(cacheDir, kind);
  const why = whyRebuild(ROOT, record, settings);
  if (why) return why;
  const restored = restoreBuild(cacheDir, kind, join(ROOT, VITE_BUILDS[kind].outDir), record!);
  if (!restored) return "a cópia guardada da saída não confere com o que foi registrado";
  console.log(
    `vite (${VITE_BUILDS[kind].name}): reaproveitada da build anterior, ` +
      `nenhum dos ${Object.keys(record!.files).length} arquivos das pastas de onde ela leu mudou.`,
  );
  return undefined;
}

const kinds: ViteBuildKind[] = ["client", "server"];
const settings = new Map(kinds.map((kind) => [kind, buildSettings(kind)]));
const toBuild = kinds.flatMap((kind) => {
  const why = reuseOrWhy(kind, settings.get(kind)!);
  return why ? [{ kind, why }] : [];
});

if (toBuild.length > 0) {
  const { build } = await import("vite");
  await Promise.all(
    toBuild.map(async ({ kind, why }) => {
      const started = performance.now();
      await build({
        ...VITE_BUILDS[kind].options,
        root: ROOT,
        mode: MODE,
        logLevel: "warn",
        plugins: cacheDir ? [viteBuildRecorder({ kind, settings: settings.get(kind)!, startedAt, cacheDir })] : [],
      });
      console.log(`vite (${VITE_BUILDS[kind].name}): refeita em ${seconds(started)}; motivo: ${why}.`);
    }),
  );
}

await import("./build-pages.ts");
