import { statSync } from "node:fs";
import { join } from "node:path";
import type { Precompressed } from "../build/precompress.ts";
import { acceptedEncodings } from "./acceptedEncoding.ts";

/** Whether a path is a regular file; false when it is missing or cannot even be looked up (a name too long, a file as folder). */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/**
 * The build's precompressed copy of a file (`x.js.br`, `x.js.gz`, written by scripts/precompress.ts) that a request's
 * Accept-Encoding takes, best first, or undefined when it takes none or the build has none for that file.
 */
export function precompressedVariant(
  root: string,
  pathname: string,
  acceptEncoding: string | string[] | undefined,
): Precompressed | undefined {
  return acceptedEncodings(acceptEncoding).find(({ suffix }) => isFile(join(root, pathname + suffix)));
}
