import { lstatSync, mkdirSync, readlinkSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { GitRepository } from "../gitRepository.ts";
import { indexInfo, type IndexEntry } from "../indexEntries.ts";
import { faultPoint } from "./faultPoint.ts";
import type { Journal } from "./journal.ts";

const NO_BLOB = "0".repeat(40);

async function output(repository: GitRepository, args: string[], env?: NodeJS.ProcessEnv, input?: string) {
  const ran = await repository.run(args, env, input);
  if (!ran.ok) throw new Error(ran.detail);
  return ran.stdout;
}

/** The entries of `paths` in `commit` (none for a path it lacks, or for no commit). */
async function treeEntries(repository: GitRepository, commit: string | null, paths: string[]) {
  const entries = new Map<string, IndexEntry>();
  if (!commit || !paths.length) return entries;
  for (const line of (await output(repository, ["ls-tree", "-z", commit, "--", ...paths])).split("\0")) {
    if (!line) continue;
    const [meta = "", path = ""] = line.split("\t");
    const [mode = "", , blob = ""] = meta.split(" ");
    entries.set(path, { path, mode, blob });
  }
  return entries;
}

/** The blob each path's file on disk would be (as git add would store it); absent when there is no file. */
async function diskBlobs(repository: GitRepository, paths: string[]): Promise<Map<string, string>> {
  const blobs = new Map<string, string>();
  const files: string[] = [];
  for (const path of paths) {
    const stat = (() => {
      try {
        return lstatSync(join(repository.top, path));
      } catch {
        return undefined;
      }
    })();
    if (stat?.isSymbolicLink())
      blobs.set(
        path,
        (await output(repository, ["hash-object", "--stdin"], {}, readlinkSync(join(repository.top, path)))).trim(),
      );
    else if (stat?.isFile()) files.push(path);
  }
  if (files.length) {
    const hashed = (await output(repository, ["hash-object", "--stdin-paths"], {}, files.join("\n") + "\n")).split(
      "\n",
    );
    files.forEach((path, index) => blobs.set(path, hashed[index]!.trim()));
  }
  return blobs;
}

/** How the work tree's files go from `from` to `to`: what to write or remove, and a person's own edits, kept. */
export interface WorkTreePlan {
  /** The files to bring to `to` (mode `0`: to remove). */
  bring: IndexEntry[];
  /** Files that differ from both commits: saved, unpublished edits, never overwritten. */
  kept: string[];
  /** Every path's entry in `to`, for the shared index. */
  target: IndexEntry[];
}

/**
 * Compares each file on disk with its version in `from` and in `to`: as in `to` already, nothing to do; as in `from`,
 * it is brought to `to`; otherwise it holds someone's edit, which is kept.
 */
export async function planWorkTree(
  repository: GitRepository,
  paths: string[],
  from: string | null,
  to: string,
  overwrite: string[] = [],
): Promise<WorkTreePlan> {
  const [before, after, disk] = await Promise.all([
    treeEntries(repository, from, paths),
    treeEntries(repository, to, paths),
    diskBlobs(repository, paths),
  ]);
  const plan: WorkTreePlan = { bring: [], kept: [], target: [] };
  for (const path of paths) {
    const wanted = after.get(path) ?? { path, mode: "0", blob: NO_BLOB };
    plan.target.push(wanted);
    const now = disk.get(path);
    if (now === after.get(path)?.blob) continue;
    if (now === before.get(path)?.blob || overwrite.includes(path)) plan.bring.push(wanted);
    else plan.kept.push(path);
  }
  return plan;
}

/**
 * Brings the work tree's `paths` from commit `from` to commit `to` without ever overwriting a person's edit (but the
 * files of `overwrite`, which the publication superseded): each
 * file is written whole in `folder` (by git, with its filters and mode) and renamed into place, so a process killed
 * meanwhile leaves every file either as it was or as it is now, and doing it again finishes the job. The shared
 * index then agrees with `to` for these paths.
 */
export async function bringWorkTree(
  repository: GitRepository,
  folder: string,
  { paths, from, to, overwrite }: Journal & { to: string },
): Promise<void> {
  const plan = await planWorkTree(repository, paths, from, to, overwrite);
  const written = plan.bring.filter((entry) => entry.mode !== "0");
  if (written.length) {
    const index = { GIT_INDEX_FILE: join(folder, "checkout-index") };
    rmSync(index.GIT_INDEX_FILE, { force: true });
    await output(repository, ["update-index", "--add", "--index-info"], index, indexInfo(written));
    await output(repository, ["checkout-index", "--all", "--force", `--prefix=${join(folder, "files")}/`], index);
  }
  for (const { path, mode } of plan.bring) {
    const target = join(repository.top, path);
    if (mode === "0") rmSync(target, { force: true });
    else {
      mkdirSync(dirname(target), { recursive: true });
      renameSync(join(folder, "files", path), target);
    }
    faultPoint("work-tree");
  }
  // A lock held by someone's git leaves these files shown as changed until the next publication; nothing is lost.
  await repository.run(["update-index", "--add", "--index-info"], {}, indexInfo(plan.target));
}
