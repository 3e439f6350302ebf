import { COMPRESSIBLE, type Precompressed } from "../../build/compressedCopies.ts";
import { acceptedEncodings } from "../acceptedEncoding.ts";

/** The binding that reads the build's files: Workers' static assets (ASSETS), or locally a disk over dist/. */
export interface AssetReader {
  fetch(request: Request): Promise<Response>;
}

/** A file of the build as the Worker sends it: its bytes, and the encoding of the precompressed copy they come from. */
export interface AssetFile {
  body: ReadableStream | null;
  encoding?: Precompressed["encoding"];
}

/** The build's file at `path` (a site address), or undefined when there is none. */
async function read(assets: AssetReader, path: string): Promise<ReadableStream | null | undefined> {
  const answer = await assets.fetch(new Request(new URL(encodeURI(path), "https://assets.invalid")));
  if (answer.ok) return answer.body;
  await answer.body?.cancel();
  return undefined;
}

/**
 * The file at `path` in the best encoding the request accepts whose precompressed copy the build wrote (`x.js.br`,
 * then `x.js.gz`, as npm run serve picks them: server/precompressedVariant.ts), else the file itself; undefined when
 * the build has no such file. Only compressible files are asked for copies: others have none.
 */
export async function assetFile(
  assets: AssetReader,
  path: string,
  acceptEncoding: string | null,
): Promise<AssetFile | undefined> {
  const encodings = COMPRESSIBLE.test(path) ? acceptedEncodings(acceptEncoding ?? undefined) : [];
  for (const { encoding, suffix } of encodings) {
    const body = await read(assets, path + suffix);
    if (body !== undefined) return { body, encoding };
  }
  const body = await read(assets, path);
  return body === undefined ? undefined : { body };
}
