/**
 * One of `npm run build`'s Vite builds (`client` or `server`), recorded for the next build when there is a build
 * cache (build/cache/viteRecorder.ts). scripts/build.ts runs each in a process of its own, as `npm run build:client`
 * and `build:server` do: the two run on both cores, and the memory Vite takes is given back before the prerender
 * takes its own (in one process the 1,000-page build's peak went from 512 to 998 MiB).
 * Usage: `tsx scripts/vite-build.ts <client|server> <ms since the epoch when the build started>`.
 */
import { build } from "vite";
import { buildCacheDir } from "../build/cache/cacheDir.ts";
import { buildSettings, MODE, VITE_BUILDS, type ViteBuildKind } from "../build/cache/viteInputs.ts";
import { viteBuildRecorder } from "../build/cache/viteRecorder.ts";
import { ROOT } from "../model/paths.ts";

const [kind, startedAt] = process.argv.slice(2) as [ViteBuildKind, string];
if (!(kind in VITE_BUILDS) || !Number.isFinite(Number(startedAt))) {
  console.error("Uso: tsx scripts/vite-build.ts <client|server> <início da build em ms>");
  process.exit(2);
}
const cacheDir = buildCacheDir();
await build({
  ...VITE_BUILDS[kind].options,
  root: ROOT,
  mode: MODE,
  logLevel: "warn",
  plugins: cacheDir
    ? [viteBuildRecorder({ kind, settings: buildSettings(kind), startedAt: Number(startedAt), cacheDir })]
    : [],
});
