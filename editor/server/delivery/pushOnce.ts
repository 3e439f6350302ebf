import { existsSync } from "node:fs";
import { isAbsolute } from "node:path";
import { fileURLToPath } from "node:url";
import type { GitRepository } from "../gitRepository.ts";
import { faultPoint } from "../publication/faultPoint.ts";
import type { PushTarget } from "./pushTarget.ts";

/**
 * What one push gave: sent; `behind` (the site's repository has commits this one lacks); `refused` by the repository
 * itself (a protected branch, a hook); or it could not be reached: `missing` (no repository at that address),
 * `denied` (credentials), `unreachable` (the network, or anything else git could not say).
 */
export type PushAttempt =
  /** `delivered`: false when the site's repository already had everything. */
  { kind: "pushed"; delivered: boolean } | { kind: "behind" | "refused" | "missing" | "denied" | "unreachable" };

/** The folder a local address names, or undefined for a network address. */
function localFolder(url: string): string | undefined {
  if (url.startsWith("file://")) return fileURLToPath(url);
  return isAbsolute(url) ? url : undefined;
}

const DENIED =
  /authentication failed|permission denied|could not read (username|password)|access denied|error: 40[13]|terminal prompts disabled/i;
const MISSING = /does not appear to be a git repository|repository '.*' not found|repository not found|error: 404/i;

/** Why git could not reach `remote`, from what it wrote; `unreachable` when it does not say. */
function transportFailure(remote: string, stderr: string): PushAttempt {
  const folder = localFolder(remote);
  if (folder !== undefined && !existsSync(folder)) return { kind: "missing" };
  if (DENIED.test(stderr)) return { kind: "denied" };
  if (MISSING.test(stderr)) return { kind: "missing" };
  return { kind: "unreachable" };
}

/**
 * Sends HEAD to the target's branch once. `--porcelain` gives one line per branch in a fixed format, so a rejection
 * is told from a failure to connect without reading git's English.
 */
export async function pushOnce(repository: GitRepository, { remote, ref }: PushTarget): Promise<PushAttempt> {
  faultPoint("push");
  // --end-of-options: a configured address starting with "-" is never read as one of git's options.
  const pushed = await repository.run(["push", "--porcelain", "--end-of-options", remote, `HEAD:${ref}`]);
  if (pushed.ok)
    return { kind: "pushed", delivered: !pushed.stdout.split("\n").some((text) => text.startsWith("=\t")) };
  const line = pushed.stdout.split("\n").find((text) => text.startsWith("!\t"));
  if (line) return line.includes("[remote rejected]") ? { kind: "refused" } : { kind: "behind" };
  return transportFailure(remote, pushed.stderr);
}
