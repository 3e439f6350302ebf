import { PRECOMPRESSED, type Precompressed } from "../lib/precompress.ts";

/** The best precompressed encoding an Accept-Encoding header takes (Brotli, then gzip), or undefined. */
export function acceptedEncoding(header: string | string[] | undefined): Precompressed | undefined {
  const accepted = new Set(
    String(header ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";").map((piece) => piece.trim()))
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name),
  );
  return PRECOMPRESSED.find(({ encoding }) => accepted.has(encoding));
}
