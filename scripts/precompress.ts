/**
 * Last step of `npm run build`: writes `.br` (Brotli) and `.gz` (gzip) beside every text file of dist/, which
 * `npm run serve` and nginx send as they are (decision 017). Copies the prerender linked with a reused page are kept.
 */
import { join } from "node:path";
import { precompressBuild } from "../build/precompress.ts";
import { buildOutDir } from "../build/outDir.ts";
import { buildCacheDir } from "../build/cache/cacheDir.ts";
import { BlobStore } from "../build/cache/blobStore.ts";
import { namesIn, readRouteIndex } from "../build/cache/routeCache.ts";

const started = performance.now();
const cacheDir = buildCacheDir();
// Compressed copies are kept by content, so an unchanged file of a later build is linked rather than compressed.
const store = cacheDir ? new BlobStore(join(cacheDir, "files")) : undefined;
const count = await precompressBuild(buildOutDir(), store);
// The build is complete: what it no longer uses is dropped, so the cache holds one build. It uses its routes' files
// (the prerender's route index) and the compressed copies this step placed or kept.
const forgotten =
  store && cacheDir ? store.forgetAllBut(new Set([...namesIn(readRouteIndex(cacheDir)), ...store.used])) : 0;
console.log(
  `precompress: ${count} arquivos de texto com .br e .gz em dist/ (${Math.round(performance.now() - started)} ms` +
    (store ? `; ${forgotten} arquivos de builds anteriores esquecidos).` : ")."),
);
