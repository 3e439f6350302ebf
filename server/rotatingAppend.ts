import { appendFile, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { inOrder } from "./appendInOrder.ts";

/** How big a file of records may grow, and how many full ones are kept beside it. */
export interface Rotation {
  maxBytes: number;
  /** Full files kept as <name>.1.jsonl (the newest) … <name>.<kept>.jsonl; the oldest beyond is deleted. */
  kept: number;
}

/** The path of a file's `n`th full copy: x.jsonl → x.1.jsonl. */
export function rotatedFile(file: string, n: number): string {
  return file.replace(/(\.[^./]*)?$/, (extension) => `.${n}${extension}`);
}

/**
 * Appends `text` to `file` (in order with every other append to it, appendInOrder.ts), first moving the file aside when
 * the text would take it past `maxBytes`: the disk a flood can fill is bounded by (kept + 1) × maxBytes per file.
 */
export function rotatingAppend(file: string, text: string, { maxBytes, kept }: Rotation): Promise<void> {
  return inOrder(file, async () => {
    await mkdir(dirname(file), { recursive: true });
    const size = (await stat(file).catch(() => undefined))?.size ?? 0;
    if (size > 0 && size + Buffer.byteLength(text) > maxBytes) {
      await rm(rotatedFile(file, kept), { force: true });
      for (let n = kept - 1; n >= 1; n--) await rename(rotatedFile(file, n), rotatedFile(file, n + 1)).catch(() => {});
      await rename(file, rotatedFile(file, 1));
    }
    await appendFile(file, text);
  });
}
