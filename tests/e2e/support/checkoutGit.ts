import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/** Git as the checkout's own: this machine's global settings (its identity, its hooks path) left out. */
const ISOLATED = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** Runs git in `dir` and returns its output (throws with git's message on failure). */
export function gitIn(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, env: ISOLATED, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * Makes a throwaway checkout (copied without .git) a repository with everything committed, and a local identity,
 * as a marketer's clone would be. A checkout that already is one is left as it is.
 */
export function ensureGitRepository(dir: string): void {
  if (existsSync(join(dir, ".git"))) return;
  gitIn(dir, "init", "--quiet", "-b", "main");
  gitIn(dir, "config", "user.name", "Ana Marketing");
  gitIn(dir, "config", "user.email", "ana@example.com");
  gitIn(dir, "add", "-A");
  gitIn(dir, "commit", "--quiet", "-m", "Cópia de teste do site");
}
