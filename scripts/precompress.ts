/**
 * Last step of `npm run build`: writes `.br` (Brotli) and `.gz` (gzip) beside every text file of dist/, which
 * `npm run serve` and nginx send as they are (decision 017).
 */
import { join } from "node:path";
import { precompressBuild } from "../build/precompress.ts";
import { ROOT } from "../model/paths.ts";

const started = performance.now();
const count = await precompressBuild(join(ROOT, "dist"));
console.log(
  `precompress: ${count} arquivos de texto com .br e .gz em dist/ (${Math.round(performance.now() - started)} ms).`,
);
