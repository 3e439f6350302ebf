import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join, relative, sep } from "node:path";
import type { Person } from "../shared/api.ts";
import { runGit, type GitOutput } from "./gitCommand.ts";
import { cleanPerson, identityEnv } from "./gitIdentity.ts";
import { indexEntries, indexInfo, type FileToCommit, type IndexEntry } from "./indexEntries.ts";

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
  /** `files`: what the commit changed, from the repository's top. */
  | { kind: "committed"; commit: string; files: string[]; fallbackIdentity: boolean }
  /** The files are as the last commit has them: nothing to record. */
  | { kind: "unchanged" }
  | { kind: "failed"; detail: string };

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

  /** Runs `git <args>` at the repository's top, with the repository's environment plus `extraEnv`. */
  run(args: string[], extraEnv: NodeJS.ProcessEnv = {}, input?: string | Buffer): Promise<GitOutput> {
    return runGit(this.top, args, { ...this.env, ...extraEnv }, input);
  }

  private git(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<GitOutput> {
    return this.run(args, extraEnv);
  }

  /** `path` relative to the repository's top, with forward slashes (as git writes paths). */
  fromTop(path: string): string {
    // A file not written yet, or removed, perhaps with its folders (a new test's variants): the nearest folder that
    // exists says where it is.
    const real = (function located(at: string): string {
      try {
        return realpathSync(at);
      } catch {
        return join(located(dirname(at)), basename(at));
      }
    })(path);
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
   * Commits `files` (absolute paths) and nothing else: what other people staged stays staged and out of this commit.
   * A file given with its `text` is committed with that text (the version that was validated), whatever is on disk by
   * now; the others as they are on disk. The commit is built in an index of its own, so the shared index is only
   * brought up to date for these files afterwards. Signed by `author` when given (author and committer), else by git's
   * configured identity, else by {@link FALLBACK_IDENTITY}.
   */
  async commit(files: FileToCommit[], message: string, author?: Person): Promise<CommitOutcome> {
    const failed = (detail: string): CommitOutcome => ({ kind: "failed", detail });
    let entries: IndexEntry[];
    try {
      entries = await indexEntries(this, files);
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error));
    }
    const head = await this.git(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]);
    const parent = head.ok ? head.stdout.trim() : undefined;
    const scratch = mkdtempSync(join(tmpdir(), "editor-index-"));
    const index = { GIT_INDEX_FILE: join(scratch, "index") };
    try {
      const read = await this.git(parent ? ["read-tree", parent] : ["read-tree", "--empty"], index);
      if (!read.ok) return failed(read.detail);
      const staged = await this.run(["update-index", "--add", "--index-info"], index, indexInfo(entries));
      if (!staged.ok) return failed(staged.detail);
      const changed = parent
        ? await this.git(["diff-index", "--cached", "--name-only", "-z", parent], index)
        : { ok: true as const, stdout: entries.map((entry) => `${entry.path}\0`).join("") };
      if (!changed.ok) return failed(changed.detail);
      const names = changed.stdout.split("\0").filter(Boolean);
      if (!names.length) return { kind: "unchanged" };
      const fallbackIdentity = !author && !(await this.hasIdentity());
      const signer = author ? cleanPerson(author) : fallbackIdentity ? FALLBACK_IDENTITY : undefined;
      const committed = await this.git(["commit", "--quiet", "-m", message], { ...index, ...identityEnv(signer) });
      if (!committed.ok) return failed(committed.detail);
      const made = await this.git(["rev-parse", "HEAD"]);
      // The shared index now agrees with the commit for these files; a failure here (a lock held by someone's git)
      // leaves them shown as changed, never loses anything.
      await this.run(["update-index", "--add", "--index-info"], {}, indexInfo(entries));
      return { kind: "committed", commit: made.ok ? made.stdout.trim() : "", files: names, fallbackIdentity };
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
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
