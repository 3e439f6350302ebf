import { readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip } from "node:zlib";
import { BlobStore, contentHash, linkOrCopy } from "./cache/blobStore.ts";
import { COMPRESSIBLE, PRECOMPRESSED, type Precompressed } from "./compressedCopies.ts";

export { COMPRESSIBLE, PRECOMPRESSED, type Precompressed } from "./compressedCopies.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard to compress a file, from its path relative to the build. The code (the hashed scripts and stylesheets
 * and the icon sprite under /assets/) is few files shared by every page, so it gets the smallest output (Brotli 11, gzip 9); everything
 * whose number grows with the site (HTML, each page's data file `assets/page-<hash>.json`) the levels servers use on
 * the fly (6). Measured on /home's HTML: Brotli 6 takes 1.5 ms for 12,654 bytes, 11 takes 73 ms for 11,624 (decision 033).
 * A page's HTML that 6 leaves just out of the first round trip is compressed harder ({@link nearFirstRoundTrip}).
 */
function levelsFor(pathInBuild: string): { brotli: number; gzip: number } {
  return /^\/assets\/.*\.(js|css|svg)$/.test(pathInBuild) ? { brotli: 11, gzip: 9 } : { brotli: 6, gzip: 6 };
}

/**
 * What of a page's HTML, Brotli-compressed, arrives in a new connection's first round trip: TCP's initial window of
 * ten 1,460-byte segments, less 1,000 bytes for the response's headers (the server's, with its security policy, are
 * about 850). A page a little over it waits one more round trip for its end (decision 056).
 */
export const FIRST_ROUND_TRIP_BODY_BYTES = 10 * 1460 - 1000;

/**
 * Whether a page's HTML, at the Brotli level it is served at first (6), arrives in a new connection's first round
 * trip. HTML shorter than three times that window always does (no page compresses worse than a third), so only
 * long pages are compressed to tell.
 */
export function arrivesInFirstRoundTrip(html: string): boolean {
  return firstRoundTripCheck(Buffer.from(html)).fits;
}

/**
 * {@link arrivesInFirstRoundTrip} for a page's HTML as bytes, with the Brotli 6 copy it made to tell (a long page's):
 * the very copy the page's `.br` starts from, so the build never compresses one page twice at the same level.
 */
export function firstRoundTripCheck(html: Buffer): { fits: boolean; brotli6?: Buffer } {
  if (html.length <= 3 * FIRST_ROUND_TRIP_BODY_BYTES) return { fits: true };
  const brotli6 = brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
  });
  return { fits: brotli6.length <= FIRST_ROUND_TRIP_BODY_BYTES, brotli6 };
}

/** Brotli 11 makes a page's HTML about 8 % smaller than 6 does (/: 14,350 → 13,230 bytes): further over, it cannot fit. */
export const BROTLI_11_AT_MOST = 0.93;

/**
 * Brotli 11 makes a page's HTML about 2 % smaller than 10 does (/: 13,485 → 13,245 bytes) at three times the cost
 * (65 ms against 20 ms a page): after 10, 11 is tried only when 10 misses by no more than that.
 */
export const BROTLI_11_AFTER_10_AT_MOST = 0.98;

/** Whether a page's HTML is worth compressing harder: at 6 it misses the first round trip by no more than 11 can save. */
export function nearFirstRoundTrip(brotli6Bytes: number): boolean {
  return brotli6Bytes > FIRST_ROUND_TRIP_BODY_BYTES && brotli6Bytes * BROTLI_11_AT_MOST <= FIRST_ROUND_TRIP_BODY_BYTES;
}

/** Whether Brotli 11 can bring into the first round trip a page's HTML that 10 left out. */
function worthBrotli11After10(brotli10Bytes: number): boolean {
  return (
    brotli10Bytes > FIRST_ROUND_TRIP_BODY_BYTES &&
    brotli10Bytes * BROTLI_11_AFTER_10_AT_MOST <= FIRST_ROUND_TRIP_BODY_BYTES
  );
}

const isHtml = (pathInBuild: string) => pathInBuild.endsWith(".html");

/**
 * The name a compressed copy is kept under in the build cache: its source's content name, the encoding and the level
 * (a change of level makes new copies rather than reusing the old ones); a page's HTML names its rule (6, then 10 and
 * 11 near the first round trip).
 */
export function compressedName(sourceName: string, pathInBuild: string, variant: Precompressed): string {
  const levels = levelsFor(pathInBuild);
  if (variant.encoding === "br" && isHtml(pathInBuild)) return `${sourceName}.br6-10-11`;
  return `${sourceName}.${variant.encoding}${variant.encoding === "br" ? levels.brotli : levels.gzip}`;
}

const brotliAt = (content: Buffer, quality: number) =>
  brotli(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });

/**
 * The bytes of one compressed copy of `content`. A page's HTML that 6 leaves just out of the first round trip is
 * compressed again at 10, which brings every such page of the site in (the home page and its copies), and at 11 only
 * when 10 still misses by what 11 can save (decision 058).
 */
async function compress(
  content: Buffer,
  pathInBuild: string,
  variant: Precompressed,
  brotli6?: Buffer,
): Promise<Buffer> {
  const levels = levelsFor(pathInBuild);
  if (variant.encoding === "gzip") return gzipAsync(content, { level: levels.gzip });
  const compressed = brotli6 && levels.brotli === 6 ? brotli6 : await brotliAt(content, levels.brotli);
  if (!isHtml(pathInBuild) || !nearFirstRoundTrip(compressed.length)) return compressed;
  const harder = await brotliAt(content, 10);
  return worthBrotli11After10(harder.length) ? brotliAt(content, 11) : harder;
}

/**
 * Writes `<file>.br` and `<file>.gz` (or the `variants` given) beside a build file (`pathInBuild` like
 * `/assets/app-1a2b.js`). With a store, a copy an earlier build made of the same content is linked instead of
 * compressed again, and a new one is kept for the next build.
 */
export function precompressFile(
  file: string,
  pathInBuild: string,
  store?: BlobStore,
  variants: readonly Precompressed[] = PRECOMPRESSED,
): Promise<void> {
  return compressedCopies(store)(file, pathInBuild, variants);
}

/**
 * A file's content as the step that wrote it has it, so it is not read back nor hashed again: its name
 * ({@link contentHash}), and its Brotli 6 copy when one was made.
 */
export interface KnownContent {
  content: Buffer;
  name: string;
  brotli6?: Buffer;
}

/**
 * A function that writes the compressed copies of one build file, as {@link precompressFile} does, compressing each
 * content once: a file with the same content and rule as one it already compressed (every page's data is both
 * `/_data/<route>.json` and `/assets/page-<hash>.json`) gets a link to that one's copy. Given the file's content
 * (`known`), it does not read the file.
 */
export function compressedCopies(
  store?: BlobStore,
): (file: string, pathInBuild: string, variants: readonly Precompressed[], known?: KnownContent) => Promise<void> {
  // The copy made of each content and rule, by its name: the path it was written to, once it is.
  const made = new Map<string, Promise<string>>();
  return async (file, pathInBuild, variants, known) => {
    const content = known?.content ?? (await readFile(file));
    const name = known?.name ?? contentHash(content);
    await Promise.all(
      variants.map(async (variant) => {
        const target = file + variant.suffix;
        const kept = compressedName(name, pathInBuild, variant);
        const earlier = made.get(kept);
        if (earlier) return linkOrCopy(await earlier, target);
        const writing = (async () => {
          if (store?.place(kept, target)) return target;
          await writeFile(target, await compress(content, pathInBuild, variant, known?.brotli6));
          store?.keep(target, kept);
          return target;
        })();
        made.set(kept, writing);
        await writing;
      }),
    );
  };
}

/**
 * Every compressible file of a build folder still without a compressed copy beside it, as paths relative to the folder
 * with a leading slash, each with the copies it lacks. One listing: no file is looked up on its own (a 10,000-page
 * build holds 90,000 files, most of them linked with their copies by the prerender).
 */
function filesToCompress(distDir: string): Array<{ path: string; missing: Precompressed[] }> {
  const files = new Set(
    readdirSync(distDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`),
  );
  return [...files]
    .filter((path) => COMPRESSIBLE.test(path))
    .map((path) => ({ path, missing: PRECOMPRESSED.filter((variant) => !files.has(path + variant.suffix)) }));
}

/**
 * Precompresses every text file of a build, a few at a time (zlib runs them on libuv's thread pool); returns how many
 * text files the build has. Copies already beside a file are the prerender's, linked with a reused page: they stay.
 */
export async function precompressBuild(distDir: string, store?: BlobStore): Promise<number> {
  const files = filesToCompress(distDir);
  const queue = files.filter((file) => file.missing.length > 0);
  const copies = compressedCopies(store);
  const worker = async () => {
    for (let next = queue.pop(); next !== undefined; next = queue.pop())
      await copies(join(distDir, next.path), next.path, next.missing);
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return files.length;
}
