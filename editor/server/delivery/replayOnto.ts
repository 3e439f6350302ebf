import { rmSync } from "node:fs";
import { join } from "node:path";
import type { GitRepository } from "../gitRepository.ts";
import { indexInfo, type IndexEntry } from "../indexEntries.ts";
import { moveBranch } from "../publication/moveBranch.ts";
import { removeScratch, scratchFolder } from "../publication/scratchFolder.ts";
import { planWorkTree } from "../publication/workTree.ts";
import type { PushTarget } from "./pushTarget.ts";

/**
 * What catching up with the site's repository gave: this repository's commits now sit on top of the site's (each
 * old commit mapped to its new one); or `conflict` (a file both changed, or histories that cannot be lined up);
 * `drafts` (the site's repository changed a file that has saved, unpublished edits here); `unreachable` (no fetch).
 */
export type Replay =
  { kind: "replayed"; rewritten: Map<string, string> } | { kind: "conflict" | "drafts" | "unreachable" };

const ABSENT = { mode: "000000", blob: "0".repeat(40) };

/** One file a commit changed: its mode and blob before and after (`ABSENT` for none). */
interface Change {
  path: string;
  before: { mode: string; blob: string };
  after: { mode: string; blob: string };
}

/** The output of `git diff-tree -r -z --raw`: `:mode mode blob blob status\0path\0` per file. */
function parseRaw(output: string): Change[] {
  const fields = output.split("\0");
  const changes: Change[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [oldMode = "", newMode = "", oldBlob = "", newBlob = ""] = fields[index]!.slice(1).split(" ");
    changes.push({
      path: fields[index + 1]!,
      before: { mode: oldMode, blob: oldBlob },
      after: { mode: newMode, blob: newBlob },
    });
  }
  return changes;
}

async function output(repository: GitRepository, args: string[], env?: NodeJS.ProcessEnv, input?: string) {
  const ran = await repository.run(args, env, input);
  if (!ran.ok) throw new Error(ran.detail);
  return ran.stdout;
}

const same = (a: { mode: string; blob: string }, b: { mode: string; blob: string }) =>
  a.blob === b.blob && (a.mode === b.mode || a.blob === ABSENT.blob);

/**
 * Commit `commit` (child of `parent`) made again on `tip`, file by file: a file the site's repository left as the
 * commit found it takes the commit's version; a file it changed otherwise is a conflict (JSON is never merged line by
 * line). Undefined when the commit has nothing left to add; "conflict" when it cannot be applied.
 */
async function replayCommit(repository: GitRepository, folder: string, commit: string, parent: string, tip: string) {
  const changes = parseRaw(
    await output(repository, ["diff-tree", "-r", "-z", "--raw", "--no-renames", parent, commit]),
  );
  const listed = await output(repository, ["ls-tree", "-z", tip, "--", ...changes.map((change) => change.path)]);
  const current = new Map(
    listed
      .split("\0")
      .filter(Boolean)
      .map((entry) => {
        const [meta = "", path = ""] = entry.split("\t");
        const [mode = "", , blob = ""] = meta.split(" ");
        return [path, { mode, blob }] as const;
      }),
  );
  const updates: IndexEntry[] = [];
  for (const { path, before, after } of changes) {
    const now = current.get(path) ?? ABSENT;
    if (same(now, after)) continue;
    if (!same(now, before)) return "conflict" as const;
    updates.push({ path, mode: after.blob === ABSENT.blob ? "0" : after.mode, blob: after.blob });
  }
  if (!updates.length) return undefined;
  const index = { GIT_INDEX_FILE: join(folder, "replay-index") };
  try {
    await output(repository, ["read-tree", tip], index);
    await output(repository, ["update-index", "--add", "--index-info"], index, indexInfo(updates));
    const tree = (await output(repository, ["write-tree"], index)).trim();
    const [name, email, date, committer, committerEmail] = (
      await output(repository, ["log", "-1", "--format=%an%x00%ae%x00%aI%x00%cn%x00%ce", commit])
    )
      .trim()
      .split("\0");
    const message = await output(repository, ["log", "-1", "--format=%B", commit]);
    const env = {
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: committer,
      GIT_COMMITTER_EMAIL: committerEmail,
    };
    return (await output(repository, ["commit-tree", tree, "-p", tip, "-F", "-"], env, message)).trim();
  } finally {
    rmSync(index.GIT_INDEX_FILE, { force: true });
  }
}

/**
 * Fetches the target's branch and puts this branch's commits that it lacks on top of it (a rebase done file by file,
 * without touching the working folder until it is known to succeed). The branch then moves as a publication's does
 * (moveBranch.ts: journaled, all or nothing, the files following), unless the site's repository changed a file with
 * saved, unpublished edits here (`drafts`): those are never overwritten.
 */
export async function replayOnto(repository: GitRepository, target: PushTarget): Promise<Replay> {
  const fetched = await repository.run([
    "fetch",
    "--quiet",
    "--no-tags",
    "--end-of-options",
    target.remote,
    target.ref,
  ]);
  if (!fetched.ok) return { kind: "unreachable" };
  try {
    const onto = (await output(repository, ["rev-parse", "--verify", "FETCH_HEAD^{commit}"])).trim();
    const head = (await output(repository, ["rev-parse", "--verify", "HEAD^{commit}"])).trim();
    const ours = (await output(repository, ["rev-list", "--reverse", "--parents", `${onto}..${head}`]))
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split(" "));
    // A merge, or a first commit (no history shared with the site's), cannot be lined up file by file.
    if (ours.some((parents) => parents.length !== 2)) return { kind: "conflict" };
    const rewritten = new Map<string, string>();
    const folder = await scratchFolder(repository);
    let tip = onto;
    for (const [commit, parent] of ours) {
      const made = await replayCommit(repository, folder, commit!, parent!, tip);
      if (made === "conflict") {
        removeScratch(folder);
        return { kind: "conflict" };
      }
      if (made) tip = made;
      rewritten.set(commit!, tip);
    }
    const paths = (await output(repository, ["diff-tree", "-r", "-z", "--name-only", "--no-renames", head, tip]))
      .split("\0")
      .filter(Boolean);
    // The site's repository changed a file that holds saved, unpublished edits here: nothing moves.
    if ((await planWorkTree(repository, paths, head, tip)).kept.length) {
      removeScratch(folder);
      return { kind: "drafts" };
    }
    const symbolic = await repository.run(["symbolic-ref", "--quiet", "HEAD"]);
    const ref = symbolic.ok ? symbolic.stdout.trim() : "HEAD";
    const notMoved = await moveBranch(repository, folder, { ref, from: head, to: tip, paths });
    if (notMoved !== undefined) return { kind: "conflict" };
    return { kind: "replayed", rewritten };
  } catch {
    return { kind: "conflict" };
  }
}
