import { realpathSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { runGit, type GitOutput } from "./gitCommand.ts";

/** The identity of commits made where git has none configured (decision 037). */
export const FALLBACK_IDENTITY = { name: "Editor do site", email: "editor@localhost" } as const;

/** Why the editor cannot publish or show history here; the save that came before is never undone. */
export const GIT_MISSING =
  "O git não está instalado neste computador, então não há publicação nem histórico. O que você salvou continua salvo no arquivo. Peça a quem cuida do site para instalar o git.";
export const NOT_A_REPOSITORY =
  "Esta cópia do site não é um repositório git (não tem a pasta .git), então não há publicação nem histórico. O que você salvou continua salvo no arquivo. Peça a quem cuida do site para trabalhar numa cópia clonada com git.";

/** One commit that changed a file. */
export interface FileCommit {
  /** Full hash. */
  commit: string;
  author: string;
  /** ISO 8601, with the author's time zone. */
  date: string;
  /** The message's first line. */
  message: string;
  /** Where the file was at that commit (relative to the repository's top): `git log --follow` crosses renames. */
  path: string;
}

/** What recording changes produced. */
export type CommitOutcome =
  | { kind: "committed"; commit: string; fallbackIdentity: boolean }
  /** The files are as the last commit has them: nothing to record. */
  | { kind: "unchanged" }
  | { kind: "failed"; detail: string };

/** What sending the branch to its remote produced. */
export type PushOutcome =
  | { kind: "pushed"; to: string }
  /** The current branch has no remote branch to send to (or there is no current branch). */
  | { kind: "no-remote" }
  | { kind: "failed"; to: string; detail: string };

const FIELD = "\u001f";
const RECORD = "\u001e";

/** The paths of `git status --porcelain=v1 -z` with a change (untracked included), relative to the top. */
function changedPaths(porcelain: string): string[] {
  const entries = porcelain.split("\0").filter(Boolean);
  const paths: string[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    paths.push(entry.slice(3));
    // A rename or copy is followed by its origin's path, which is not an entry of its own.
    if (entry[0] === "R" || entry[0] === "C") index += 1;
  }
  return paths;
}

/** The records of `git log --format=<RECORD>%H<FIELD>%an<FIELD>%aI<FIELD>%s --name-only`. */
function parseLog(output: string): FileCommit[] {
  return output
    .split(RECORD)
    .filter((record) => record.trim())
    .map((record) => {
      const [header = "", ...names] = record.split("\n");
      const [commit = "", author = "", date = "", message = ""] = header.split(FIELD);
      return { commit, author, date, message, path: names.find((name) => name.trim()) ?? "" };
    });
}

/**
 * The project's git repository, worked through the git CLI (decision 037). Paths given to it are absolute; it turns
 * them into paths from the repository's top, where every command runs.
 */
export class GitRepository {
  private constructor(
    readonly top: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /**
   * The repository `dir` is in, or the message that explains (in Portuguese, for the person at the editor) why there
   * is none: git is not installed, or the folder is not in a repository. `env` adds variables to git's (for tests).
   */
  static async find(dir: string, env: NodeJS.ProcessEnv = {}): Promise<GitRepository | { problem: string }> {
    const top = await runGit(dir, ["rev-parse", "--show-toplevel"], env);
    if (!top.ok) return { problem: top.missing ? GIT_MISSING : NOT_A_REPOSITORY };
    return new GitRepository(top.stdout.trim(), env);
  }

  private git(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<GitOutput> {
    return runGit(this.top, args, { ...this.env, ...extraEnv });
  }

  /** `path` relative to the repository's top, with forward slashes (as git writes paths). */
  fromTop(path: string): string {
    const real = (() => {
      try {
        return realpathSync(path);
      } catch {
        // A file not written yet, or removed: its folder still says where it is.
        return join(realpathSync(join(path, "..")), path.split(/[\\/]/).pop()!);
      }
    })();
    const inside = relative(this.top, real);
    if (!inside || inside.startsWith("..") || isAbsolute(inside)) throw new Error(`Fora do repositório: ${path}`);
    return inside.split(sep).join("/");
  }

  /** Which of `paths` (absolute, files or folders) hold changes not committed: modified, added or untracked files. */
  async changed(paths: string[]): Promise<Set<string>> {
    if (!paths.length) return new Set();
    const status = await this.git([
      "status",
      "--porcelain=v1",
      "-z",
      "--untracked-files=all",
      "--",
      ...paths.map((path) => this.fromTop(path)),
    ]);
    if (!status.ok) throw new Error(status.detail);
    return new Set(changedPaths(status.stdout).map((path) => join(this.top, path)));
  }

  /** True when git has a name and an e-mail to sign commits with (its configuration or the environment). */
  private async hasIdentity(): Promise<boolean> {
    const merged = { ...process.env, ...this.env };
    if (merged.GIT_AUTHOR_NAME && merged.GIT_AUTHOR_EMAIL) return true;
    const [name, email] = await Promise.all([
      this.git(["config", "--get", "user.name"]),
      this.git(["config", "--get", "user.email"]),
    ]);
    return name.ok && !!name.stdout.trim() && email.ok && !!email.stdout.trim();
  }

  /**
   * Commits the changes of `paths` (absolute) and of nothing else: what other people staged stays staged and out of
   * this commit (`git commit --only -- <paths>`). Without a configured identity, the commit is signed with
   * {@link FALLBACK_IDENTITY}.
   */
  async commit(paths: string[], message: string): Promise<CommitOutcome> {
    let changed: string[];
    try {
      changed = [...(await this.changed(paths))].map((path) => this.fromTop(path));
    } catch (error) {
      return { kind: "failed", detail: error instanceof Error ? error.message : String(error) };
    }
    if (!changed.length) return { kind: "unchanged" };
    // Untracked files must be known to git before a commit can name them.
    const added = await this.git(["add", "--", ...changed]);
    if (!added.ok) return { kind: "failed", detail: added.detail };
    const fallbackIdentity = !(await this.hasIdentity());
    const identity = fallbackIdentity
      ? {
          GIT_AUTHOR_NAME: FALLBACK_IDENTITY.name,
          GIT_AUTHOR_EMAIL: FALLBACK_IDENTITY.email,
          GIT_COMMITTER_NAME: FALLBACK_IDENTITY.name,
          GIT_COMMITTER_EMAIL: FALLBACK_IDENTITY.email,
        }
      : {};
    const committed = await this.git(["commit", "--quiet", "--only", "-m", message, "--", ...changed], identity);
    if (!committed.ok) return { kind: "failed", detail: committed.detail };
    const head = await this.git(["rev-parse", "HEAD"]);
    return { kind: "committed", commit: head.ok ? head.stdout.trim() : "", fallbackIdentity };
  }

  /** Sends the current branch to the remote branch it tracks, when it tracks one. */
  async push(): Promise<PushOutcome> {
    const branch = await this.git(["symbolic-ref", "--quiet", "--short", "HEAD"]);
    if (!branch.ok) return { kind: "no-remote" };
    const upstream = await this.git([
      "for-each-ref",
      "--format=%(upstream:remotename)%00%(upstream:remoteref)%00%(upstream:short)",
      `refs/heads/${branch.stdout.trim()}`,
    ]);
    const [remote, remoteRef, to = ""] = upstream.ok ? upstream.stdout.trim().split("\0") : [];
    if (!remote || !remoteRef) return { kind: "no-remote" };
    const pushed = await this.git(["push", "--quiet", remote, `HEAD:${remoteRef}`]);
    return pushed.ok ? { kind: "pushed", to } : { kind: "failed", to, detail: pushed.detail };
  }

  /** The commits that changed the file at `path` (absolute), newest first, following it across renames. */
  async log(path: string): Promise<FileCommit[]> {
    const log = await this.git([
      "log",
      "--follow",
      `--format=${RECORD}%H${FIELD}%an${FIELD}%aI${FIELD}%s`,
      "--name-only",
      "--",
      this.fromTop(path),
    ]);
    // A repository without any commit yet has no history to show.
    if (!log.ok) return [];
    return parseLog(log.stdout);
  }

  /** The text of the file at `path` (from the top, as {@link log} gives it) in `commit`. */
  async contentAt(commit: string, path: string): Promise<string | undefined> {
    const shown = await this.git(["show", `${commit}:${path}`]);
    return shown.ok ? shown.stdout : undefined;
  }
}
