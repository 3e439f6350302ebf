import { PRECOMPRESSED, type Precompressed } from "../build/compressedCopies.ts";

/** The precompressed encodings an Accept-Encoding header takes, best first (Brotli, then gzip). */
export function acceptedEncodings(header: string | string[] | undefined): Precompressed[] {
  const accepted = new Set(
    String(header ?? "")
      .split(",")
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(";")
          .map((piece) => piece.trim()),
      )
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name),
  );
  return PRECOMPRESSED.filter(({ encoding }) => accepted.has(encoding));
}

/** The best precompressed encoding an Accept-Encoding header takes, or undefined. */
export function acceptedEncoding(header: string | string[] | undefined): Precompressed | undefined {
  return acceptedEncodings(header)[0];
}
