/**
 * The throwaway project `npm run bench:service` runs the editor service on: a copy of this one in its own git
 * repository, a bare repository beside it as the remote publications are pushed to, the built editor's pages, and a
 * data folder of its own.
 */
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { copyProject, removeCopy } from "./projectCopy.ts";
import { runNpm } from "./runNpm.ts";

/** Git without the machine's or the person's settings, so that the copy's commits never depend on them. */
export const ISOLATED_GIT = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** The copy: its folder, the bare remote's, and the service's data folder. */
export interface ServiceProject {
  dir: string;
  remote: string;
  dataDir: string;
}

/** Runs git in `cwd` and gives its output. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: { ...process.env, ...ISOLATED_GIT }, encoding: "utf8" });
}

/**
 * Copies the project (with .editor-dist/ when it was built; else `npm run editor:build` runs in the copy, since
 * `npm run editor:serve` refuses to start without it), commits it and clones it bare as its remote.
 */
export async function serviceProject(root: string): Promise<ServiceProject> {
  const dir = copyProject(root, "service");
  if (!existsSync(join(dir, ".editor-dist"))) await runNpm(dir, "editor:build");
  git(dir, "init", "--quiet", "-b", "main");
  git(dir, "config", "user.name", "Bench do editor");
  git(dir, "config", "user.email", "bench@example.com");
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "-m", "Começo do bench");
  // Beside the copy, not in it: the copy's repository sees nothing it did not commit.
  const remote = `${dir}-remote.git`;
  git(dir, "clone", "--quiet", "--bare", dir, remote);
  return { dir, remote, dataDir: join(dir, ".data") };
}

/** How many commits the remote's main branch has. */
export function remoteCommits(project: ServiceProject): number {
  return Number(git(project.remote, "rev-list", "--count", "main").trim());
}

/** Removes the copy, remote included. */
export function removeServiceProject(project: ServiceProject): void {
  removeCopy(project.dir);
  rmSync(project.remote, { recursive: true, force: true });
}
