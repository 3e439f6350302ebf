import type { GitRepository } from "../gitRepository.ts";

/** The site's repository and branch a publication is sent to, as given in the editor's configuration. */
export interface RemoteConfig {
  /** Any address git can push to: a folder, `file://`, `ssh://`, `https://`, `git@host:path`. */
  url: string;
  /** The branch the site is built from. */
  branch: string;
}

/** Where pushes go: a remote's name or address, and the full name of the branch there. */
export interface PushTarget {
  remote: string;
  ref: string;
}

/**
 * Where to send publications: the configured repository (the service: EDITOR_GIT_REMOTE and EDITOR_GIT_BRANCH), or
 * else the remote branch the current branch tracks (a developer's clone), or nowhere.
 */
export async function pushTarget(repository: GitRepository, config?: RemoteConfig): Promise<PushTarget | undefined> {
  if (config) return { remote: config.url, ref: `refs/heads/${config.branch}` };
  const branch = await repository.run(["symbolic-ref", "--quiet", "--short", "HEAD"]);
  if (!branch.ok) return undefined;
  const upstream = await repository.run([
    "for-each-ref",
    "--format=%(upstream:remotename)%00%(upstream:remoteref)",
    `refs/heads/${branch.stdout.trim()}`,
  ]);
  const [remote, ref] = upstream.ok ? upstream.stdout.trim().split("\0") : [];
  return remote && ref ? { remote, ref } : undefined;
}
