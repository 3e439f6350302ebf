/**
 * Which files of a build have compressed copies beside them, and of which encodings: plain data that the build, the
 * Node server and the edge Worker (server/edge/) share, so it imports nothing.
 */

/** The extensions of the text files a build holds, worth compressing. */
export const TEXT_EXTENSIONS = ["html", "js", "css", "json", "svg", "txt", "xml"] as const;

/** The text files of a build worth compressing. */
export const COMPRESSIBLE = new RegExp(`\\.(${TEXT_EXTENSIONS.join("|")})$`);

/**
 * The encodings the build writes beside each compressible file (`x.js.br`, `x.js.gz`), best first. `npm run serve`
 * (server/staticFiles.ts), nginx (`brotli_static`, `gzip_static`) and the edge Worker (server/edge/) send these files
 * as they are instead of compressing per request.
 */
export const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** One of {@link PRECOMPRESSED}. */
export type Precompressed = (typeof PRECOMPRESSED)[number];
