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
 * Where to send publications: only the configured repository (the service: EDITOR_GIT_REMOTE and EDITOR_GIT_BRANCH),
 * never a branch's upstream or anything else git's configuration points at; without one, nowhere (decision 095).
 */
export function pushTarget(config?: RemoteConfig): PushTarget | undefined {
  return config && { remote: config.url, ref: `refs/heads/${config.branch}` };
}
