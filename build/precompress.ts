import { readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The text files of a build worth compressing. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml)$/;

/**
 * The encodings the build writes beside each compressible file (`x.js.br`, `x.js.gz`), best first. `npm run serve`
 * (server/staticFiles.ts) and nginx (`brotli_static`, `gzip_static`) send these files as they are instead of compressing per request.
 */
export const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** One of {@link PRECOMPRESSED}. */
export type Precompressed = (typeof PRECOMPRESSED)[number];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard to compress a file, from its path relative to the build. The code (the hashed scripts and stylesheets
 * and the icon sprite under /assets/) is few files shared by every page, so it gets the smallest output (Brotli 11, gzip 9); everything
 * whose number grows with the site (HTML, each page's data file `assets/page-<hash>.json`) the levels servers use on
 * the fly (6). Measured on /home's HTML: Brotli 6 takes 1.5 ms for 12,654 bytes, 11 takes 73 ms for 11,624 (decision 033).
 */
function levelsFor(pathInBuild: string): { brotli: number; gzip: number } {
  return /^\/assets\/.*\.(js|css|svg)$/.test(pathInBuild) ? { brotli: 11, gzip: 9 } : { brotli: 6, gzip: 6 };
}

/** Writes `<file>.br` and `<file>.gz` beside a build file (`pathInBuild` like `/assets/app-1a2b.js`). */
export async function precompressFile(file: string, pathInBuild: string): Promise<void> {
  const content = await readFile(file);
  const levels = levelsFor(pathInBuild);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
  };
  await Promise.all([
    brotli(content, { params }).then((bytes) => writeFile(`${file}.br`, bytes)),
    gzipAsync(content, { level: levels.gzip }).then((bytes) => writeFile(`${file}.gz`, bytes)),
  ]);
}

/** Every compressible file of a build folder, as paths relative to it with a leading slash. */
function compressibleFiles(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: "utf8" })
    .filter((name) => COMPRESSIBLE.test(name) && statSync(join(distDir, name)).isFile())
    .map((name) => `/${name.split(sep).join("/")}`);
}

/** Precompresses every text file of a build, a few at a time (zlib runs them on libuv's thread pool). */
export async function precompressBuild(distDir: string): Promise<number> {
  const queue = compressibleFiles(distDir);
  const worker = async () => {
    for (let next = queue.pop(); next !== undefined; next = queue.pop())
      await precompressFile(join(distDir, next), next);
  };
  const count = queue.length;
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return count;
}
