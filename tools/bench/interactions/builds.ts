import { execFileSync } from "node:child_process";
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyProject } from "../projectCopy.ts";
import { runNpm } from "../runNpm.ts";

/** A project copy the bench built, and what it is. */
export interface BuiltCopy {
  /** How the report names it: "atual" or the reference's git ref. */
  name: string;
  dir: string;
}

/** Copies the working tree (as it is, uncommitted edits included) and builds it. */
export async function buildWorkingTree(root: string): Promise<BuiltCopy> {
  const dir = copyProject(root, "interactions");
  await runNpm(dir, "build");
  return { name: "atual", dir };
}

/**
 * Checks a git ref of the project out into a fresh folder (node_modules linked) and builds it: the same interactions
 * on an earlier build, measured in the same run, tell the machine's noise apart from a change of the code.
 */
export async function buildReference(root: string, ref: string): Promise<BuiltCopy> {
  const dir = mkdtempSync(join(tmpdir(), "site-bench-reference-"));
  const archive = execFileSync("git", ["-C", root, "archive", "--format=tar", ref], { maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  await runNpm(dir, "build");
  return { name: ref, dir };
}
