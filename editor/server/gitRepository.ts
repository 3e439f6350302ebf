import { realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, sep } from "node:path";
import type { Person } from "../shared/api.ts";
import { runGit, type GitOutput } from "./gitCommand.ts";
import { cleanPerson, identityEnv } from "./gitIdentity.ts";
import { indexEntries, indexInfo, type FileToCommit, type IndexEntry } from "./indexEntries.ts";
import { EDITOR_TRAILER_FORMAT, withEditorTrailer } from "./publication/editorTrailer.ts";
import { faultPoint } from "./publication/faultPoint.ts";
import { writeJournal } from "./publication/journal.ts";
import { moveBranch } from "./publication/moveBranch.ts";
import { removeScratch, scratchFolder } from "./publication/scratchFolder.ts";

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
  /** True when the editor made it (a publication); false for a change made outside it. */
  byEditor: boolean;
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

/** The records of `git log --format=<RECORD>%H<FIELD>%an<FIELD>%aI<FIELD>%s<FIELD><trailer> --name-only`. */
function parseLog(output: string): FileCommit[] {
  return output
    .split(RECORD)
    .filter((record) => record.trim())
    .map((record) => {
      const [header = "", ...names] = record.split("\n");
      const [commit = "", author = "", date = "", message = "", trailer = ""] = header.split(FIELD);
      const path = names.find((name) => name.trim()) ?? "";
      return { commit, author, date, message, path, byEditor: trailer.trim() !== "" };
    });
}

/**
 * The project's git repository, worked through the git CLI (decision 037). Paths given to it are absolute; it turns
 * them into paths from the repository's top, where every command runs.
 */
export class GitRepository {
  private gitFolder: string | undefined;

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

  /** The repository's git folder, absolute (a linked work tree has its own). */
  async gitDir(): Promise<string> {
    if (this.gitFolder) return this.gitFolder;
    const dir = await this.git(["rev-parse", "--absolute-git-dir"]);
    if (!dir.ok) throw new Error(dir.detail);
    return (this.gitFolder = dir.stdout.trim());
  }

  /**
   * Commits `files` (absolute paths) and nothing else: what other people staged stays staged and out of this commit.
   * A file given with its `text` is committed with that text (the version that was validated), whatever is on disk;
   * the others as they are on disk. The commit is built without touching the work tree (a private index in the git
   * folder, `commit-tree`), the branch moves to it only if nobody moved it meanwhile, and then the work tree's files
   * follow (a person's unpublished edit is never overwritten). A journal lets {@link reconcile} finish or undo this
   * after a crash. Signed by `author` when given (author and committer), else by git's configured identity, else by
   * {@link FALLBACK_IDENTITY}; the message carries {@link EDITOR_TRAILER}. Hooks do not run (decision 094).
   */
  async commit(files: FileToCommit[], message: string, author?: Person): Promise<CommitOutcome> {
    const failed = (detail: string): CommitOutcome => ({ kind: "failed", detail });
    let entries: IndexEntry[];
    try {
      entries = await indexEntries(this, files);
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error));
    }
    const symbolic = await this.git(["symbolic-ref", "--quiet", "HEAD"]);
    const ref = symbolic.ok ? symbolic.stdout.trim() : "HEAD";
    const head = await this.git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
    const parent = head.ok ? head.stdout.trim() : null;
    const folder = await scratchFolder(this);
    const index = { GIT_INDEX_FILE: join(folder, "index") };
    // Until the journal is written nothing needs undoing; after, a failure leaves it for reconcile.
    const abandon = (outcome: CommitOutcome) => {
      removeScratch(folder);
      return outcome;
    };
    const read = await this.git(parent ? ["read-tree", parent] : ["read-tree", "--empty"], index);
    if (!read.ok) return abandon(failed(read.detail));
    const staged = await this.run(["update-index", "--add", "--index-info"], index, indexInfo(entries));
    if (!staged.ok) return abandon(failed(staged.detail));
    const changed = parent
      ? await this.git(["diff-index", "--cached", "--name-only", "-z", parent], index)
      : { ok: true as const, stdout: entries.map((entry) => `${entry.path}\0`).join("") };
    if (!changed.ok) return abandon(failed(changed.detail));
    const names = changed.stdout.split("\0").filter(Boolean);
    if (!names.length) return abandon({ kind: "unchanged" });
    const tree = await this.git(["write-tree"], index);
    if (!tree.ok) return abandon(failed(tree.detail));
    const fallbackIdentity = !author && !(await this.hasIdentity());
    const signer = author ? cleanPerson(author) : fallbackIdentity ? FALLBACK_IDENTITY : undefined;
    const paths = entries.map((entry) => entry.path);
    const overwrite = files.filter((file) => file.overwrites).map((file) => this.fromTop(file.path));
    writeJournal(folder, { ref, from: parent, to: null, paths, overwrite });
    faultPoint("before-commit");
    const made = await this.run(
      ["commit-tree", tree.stdout.trim(), ...(parent ? ["-p", parent] : []), "-F", "-"],
      identityEnv(signer),
      withEditorTrailer(message),
    );
    if (!made.ok) return abandon(failed(made.detail));
    const commit = made.stdout.trim();
    try {
      const notMoved = await moveBranch(this, folder, { ref, from: parent, to: commit, paths, overwrite });
      if (notMoved !== undefined) return failed(notMoved);
    } catch (error) {
      // The branch may have moved: the journal stays, and the next publication or start finishes the job.
      return failed(error instanceof Error ? error.message : String(error));
    }
    return { kind: "committed", commit, files: names, fallbackIdentity };
  }

  /** The commits that changed the file at `path` (absolute), newest first, following it across renames. */
  async log(path: string): Promise<FileCommit[]> {
    const log = await this.git([
      "log",
      "--follow",
      `--format=${RECORD}%H${FIELD}%an${FIELD}%aI${FIELD}%s${FIELD}${EDITOR_TRAILER_FORMAT}`,
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
