import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { moveAside } from "../vite/outDirAside.ts";
import { contentHash, linkOrCopy } from "./blobStore.ts";
import { fileHash, type ViteBuildKind, type ViteBuildRecord } from "./viteInputs.ts";

/** Where the last Vite build of a kind is kept: its record (record.json) and its output folder's files (output/). */
function keptBuildDir(cacheDir: string, kind: ViteBuildKind): string {
  return join(cacheDir, "vite", kind);
}

/** Every file under a folder, as paths relative to it with `/`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** The record of the last Vite build of a kind kept in the cache; undefined when there is none (or it is unreadable). */
export function readKeptRecord(cacheDir: string, kind: ViteBuildKind): ViteBuildRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(keptBuildDir(cacheDir, kind), "record.json"), "utf8")) as ViteBuildRecord;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a Vite build just written to `outDir`: its files, hard-linked (a copy across file systems), and its record
 * with their hashes, in place of the last one kept. Written aside and renamed into place, so a build stopped half-way
 * leaves the previous build or none, never half of one.
 */
export function keepBuild(
  cacheDir: string,
  kind: ViteBuildKind,
  outDir: string,
  record: Omit<ViteBuildRecord, "output">,
): void {
  const kept = keptBuildDir(cacheDir, kind);
  const fresh = `${kept}.new-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  const output: Record<string, string> = {};
  for (const path of filesUnder(outDir)) {
    const copy = join(fresh, "output", path);
    mkdirSync(dirname(copy), { recursive: true });
    linkOrCopy(join(outDir, path), copy);
    output[path] = contentHash(readFileSync(copy));
  }
  writeFileSync(join(fresh, "record.json"), JSON.stringify({ ...record, output } satisfies ViteBuildRecord));
  rmSync(kept, { recursive: true, force: true });
  renameSync(fresh, kept);
}

/**
 * Makes `outDir` the kept build's output again, as links to the kept files; what was there is moved aside and
 * deleted in the background (or deleted at once). First checks every kept file against the record's hash (a few
 * dozen files): false, leaving `outDir` alone, when one is missing or changed, for then only Vite can make it.
 */
export function restoreBuild(cacheDir: string, kind: ViteBuildKind, outDir: string, record: ViteBuildRecord): boolean {
  const kept = join(keptBuildDir(cacheDir, kind), "output");
  const files = Object.entries(record.output);
  if (files.length === 0 || files.some(([path, hash]) => fileHash(join(kept, path)) !== hash)) return false;
  if (!moveAside(outDir, cacheDir)) rmSync(outDir, { recursive: true, force: true });
  for (const [path] of files) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    linkOrCopy(join(kept, path), file);
  }
  return true;
}
