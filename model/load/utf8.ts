import { TextDecoder } from "node:util";

/** Decodes UTF-8 strictly: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD (a byte order mark is dropped). */
const strict = new TextDecoder("utf-8", { fatal: true });
const BOM = [0xef, 0xbb, 0xbf];

/** Where a text stops being UTF-8: the first byte that starts no valid character, and its line and column. */
export interface InvalidUtf8 {
  /** The byte, as written in the problem (`0xE7`). */
  byte: string;
  line: number;
  /** Counted in characters, as every other column of the validator. */
  column: number;
}

/**
 * Offset of the first byte that does not start a well-formed UTF-8 sequence (the WHATWG decoder's rule: no overlong
 * forms, no surrogates, nothing past U+10FFFF), or -1.
 */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let at = 0; at < bytes.length;) {
    const lead = bytes[at]!;
    if (lead < 0x80) {
      at++;
      continue;
    }
    let follow: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) follow = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      follow = 2;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      follow = 3;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return at;
    for (let next = 1; next <= follow; next++) {
      const byte = bytes[at + next];
      if (byte === undefined || byte < low || byte > high) return at;
      low = 0x80;
      high = 0xbf;
    }
    at += follow + 1;
  }
  return -1;
}

/** Where the first invalid byte of `bytes` is; undefined when they are all UTF-8. */
function invalidUtf8At(bytes: Uint8Array): InvalidUtf8 | undefined {
  const at = firstInvalidByte(bytes);
  if (at === -1) return undefined;
  const lineStart = bytes.lastIndexOf(0x0a, at - 1) + 1;
  let line = 1;
  for (let offset = 0; offset < lineStart; offset++) if (bytes[offset] === 0x0a) line++;
  // The line's bytes before the invalid one are valid: decoded, their length is the column (the BOM left out, as the
  // parser drops it).
  const hasBom = lineStart === 0 && BOM.every((byte, index) => bytes[index] === byte);
  const before = strict.decode(bytes.subarray(hasBom ? BOM.length : lineStart, at));
  return { byte: `0x${bytes[at]!.toString(16).toUpperCase().padStart(2, "0")}`, line, column: before.length + 1 };
}

/** The text of UTF-8 bytes without a leading byte order mark, or where they stop being UTF-8. */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { invalid: InvalidUtf8 } {
  try {
    return { text: strict.decode(bytes) };
  } catch {
    // The decoder says only that the bytes are not UTF-8; the scan, run only then, says where.
    const invalid = invalidUtf8At(bytes);
    return invalid ? { invalid } : { text: new TextDecoder().decode(bytes) };
  }
}
