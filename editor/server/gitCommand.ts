import { execFile } from "node:child_process";

/** What a git command answered: its output, or why it failed (`missing` when git itself is not installed). */
export type GitOutput =
  | { ok: true; stdout: string }
  /** `stdout` and `stderr` in full, for the callers that must tell failures apart (a push). */
  | { ok: false; missing: boolean; detail: string; stdout: string; stderr: string };

/**
 * Variables that point git at another repository. A dev server started from a git hook inherits them, and they would
 * make every command below work on that repository instead of the project's.
 */
const REPOSITORY_VARIABLES = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_COMMON_DIR",
  "GIT_PREFIX",
];

/** How long a command may take: a push to an unreachable remote must end with a message, not hang the editor. */
const TIMEOUT_MS = 60_000;

/** The environment git runs in: never a prompt (no terminal to answer it), plus the caller's `extra`. */
function gitEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: "0" };
  for (const name of REPOSITORY_VARIABLES) delete env[name];
  return { ...env, ...extra };
}

/** git's last meaningful line of error output, which says what went wrong ("fatal: …", "error: …"). */
function lastLine(text: string): string {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines[lines.length - 1] ?? "";
}

/**
 * Runs `git <args>` in `cwd` with the git CLI, without a shell: the arguments go to git as they are, so a page name or
 * a commit message can never become a command (decision 037). `input` is written to git's standard input.
 */
export function runGit(
  cwd: string,
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
  input?: string | Buffer,
): Promise<GitOutput> {
  return new Promise((resolve) => {
    const child = execFile(
      "git",
      args,
      { cwd, env: gitEnv(extraEnv), timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, encoding: "utf8" },
      (error, stdout, stderr) => {
        if (!error) return resolve({ ok: true, stdout });
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        const timedOut = error.killed === true;
        const detail = timedOut
          ? "o git não respondeu em 60 segundos"
          : lastLine(stderr) || lastLine(stdout) || error.message;
        resolve({ ok: false, missing, detail, stdout, stderr });
      },
    );
    // git reads what it is given (a blob's text) from its standard input; without one, it must not wait for any.
    child.stdin?.end(input);
  });
}
