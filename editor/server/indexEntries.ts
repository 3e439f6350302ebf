import { lstatSync, readlinkSync } from "node:fs";
import type { GitOutput } from "./gitCommand.ts";

/** A file a publication commits: its absolute path and, when it was validated, the text that was. */
export interface FileToCommit {
  path: string;
  /** The version to commit; without it (and without `bytes`), the file as it is on disk (an image). */
  text?: string;
  /** The bytes to commit, for a file that is not text (an image waiting in the editor service's database). */
  bytes?: Buffer;
  /** True to commit the file's removal (it goes from the work tree once the commit is the branch's). */
  removed?: boolean;
  /**
   * True when the file on disk may be replaced by `text` once committed even if it differs from the last commit (the
   * draft published was made from it); otherwise such a file is someone's unpublished edit, and stays.
   */
  overwrites?: boolean;
}

/** One line of `git update-index --index-info`: a path (from the top) with its mode and blob, or its removal. */
export interface IndexEntry {
  path: string;
  /** `0` removes the path. */
  mode: string;
  blob: string;
}

/** What the entries need from the repository. */
interface Repository {
  fromTop(path: string): string;
  run(args: string[], extraEnv?: NodeJS.ProcessEnv, input?: string | Buffer): Promise<GitOutput>;
}

const NO_BLOB = "0".repeat(40);

async function blob(repository: Repository, args: string[], input?: string | Buffer): Promise<string> {
  const written = await repository.run(["hash-object", "-w", ...args], {}, input);
  if (!written.ok) throw new Error(written.detail);
  return written.stdout.trim();
}

/**
 * The index entries of `files`, their blobs written to the repository now: a validated text as it was validated, a
 * file from disk as git add would store it (its filters applied), a link as a link, a file that is gone as removed.
 */
export async function indexEntries(repository: Repository, files: FileToCommit[]): Promise<IndexEntry[]> {
  return Promise.all(
    files.map(async ({ path: absolute, text, bytes, removed }): Promise<IndexEntry> => {
      const path = repository.fromTop(absolute);
      if (removed) return { path, mode: "0", blob: NO_BLOB };
      const given = text ?? bytes;
      if (given !== undefined)
        return { path, mode: "100644", blob: await blob(repository, ["--stdin", `--path=${path}`], given) };
      const stat = (() => {
        try {
          return lstatSync(absolute);
        } catch {
          return undefined;
        }
      })();
      if (!stat) return { path, mode: "0", blob: NO_BLOB };
      if (stat.isSymbolicLink())
        return { path, mode: "120000", blob: await blob(repository, ["--stdin"], readlinkSync(absolute)) };
      // A FIFO or a device would block or stream forever: never opened (decision 068).
      if (!stat.isFile()) throw new Error("um dos arquivos não é um arquivo comum");
      const mode = stat.mode & 0o111 ? "100755" : "100644";
      return { path, mode, blob: await blob(repository, ["--", path]) };
    }),
  );
}

/** The entries as `git update-index --index-info` reads them. */
export const indexInfo = (entries: IndexEntry[]): string =>
  entries.map(({ path, mode, blob }) => `${mode} ${blob}\t${path}\n`).join("");
