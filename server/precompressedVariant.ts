import { join } from "node:path";
import { isRegularFile } from "../model/pageFileRule.ts";
import type { Precompressed } from "../build/precompress.ts";
import { acceptedEncodings } from "./acceptedEncoding.ts";

/**
 * The build's precompressed copy of a file (`x.js.br`, `x.js.gz`, written by scripts/precompress.ts) that a request's
 * Accept-Encoding takes, best first, or undefined when it takes none or the build has none for that file.
 */
export function precompressedVariant(
  root: string,
  pathname: string,
  acceptEncoding: string | string[] | undefined,
): Precompressed | undefined {
  return acceptedEncodings(acceptEncoding).find(({ suffix }) => isRegularFile(join(root, pathname + suffix)));
}
