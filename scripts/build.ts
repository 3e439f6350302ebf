/**
 * `npm run build`: Vite's two builds (the client into dist/, the server bundle into .ssr/), then the prerender and the
 * precompression (scripts/build-pages.ts), in one process. A Vite build whose inputs are all as they were when the
 * last one was kept (build/cache/viteInputs.ts: every file it read, the folders they are in, the lock file, the
 * settings and environment variables it depends on) is not run: its output is put back from the build cache
 * (decision 049). An edit to a page changes no input of either: pages are data the prerender reads. The builds that
 * must run run side by side, each in a process of its own (scripts/vite-build.ts).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildCacheDir } from "../build/cache/cacheDir.ts";
import { buildSettings, VITE_BUILDS, whyRebuild, type ViteBuildKind } from "../build/cache/viteInputs.ts";
import { readKeptRecord, restoreBuild } from "../build/cache/viteStore.ts";
import { ROOT } from "../model/paths.ts";

const startedAt = Date.now();
const cacheDir = buildCacheDir();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Puts a build's kept output back when nothing it read has changed; otherwise says why it must run. */
function reuseOrWhy(kind: ViteBuildKind): string | undefined {
  if (!cacheDir) return "SITE_BUILD_CACHE=off";
  const record = readKeptRecord(cacheDir, kind);
  const why = whyRebuild(ROOT, record, buildSettings(kind));
  if (why) return why;
  const restored = restoreBuild(cacheDir, kind, join(ROOT, VITE_BUILDS[kind].outDir), record!);
  if (!restored) return "a cópia guardada da saída não confere com o que foi registrado";
  console.log(
    `vite (${VITE_BUILDS[kind].name}): reaproveitada da build anterior, ` +
      `nenhum dos ${Object.keys(record!.files).length} arquivos das pastas de onde ela leu mudou.`,
  );
  return undefined;
}

const toBuild = (["client", "server"] as const).flatMap((kind) => {
  const why = reuseOrWhy(kind);
  return why ? [{ kind, why }] : [];
});

/** Runs one Vite build in a process of its own (scripts/vite-build.ts, with this process's TypeScript loader). */
function viteBuild(kind: ViteBuildKind): Promise<void> {
  const script = fileURLToPath(new URL("./vite-build.ts", import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script, kind, String(startedAt)], { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`vite (${VITE_BUILDS[kind].name}): falhou (código ${code}).`)),
    );
  });
}

// Both run to the end (a failed one's message stays last on screen), then a failure stops the build.
const results = await Promise.allSettled(
  toBuild.map(async ({ kind, why }) => {
    const started = performance.now();
    await viteBuild(kind);
    console.log(`vite (${VITE_BUILDS[kind].name}): refeita em ${seconds(started)}; motivo: ${why}.`);
  }),
);
const failures = results.flatMap((result) => (result.status === "rejected" ? [(result.reason as Error).message] : []));
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}

await import("./build-pages.ts");
