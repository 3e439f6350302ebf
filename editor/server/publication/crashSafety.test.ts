// @vitest-environment node
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../../model/paths.ts";
import { runGit } from "../gitCommand.ts";
import { PagesFolder } from "../pageFiles.ts";
import { reconcilePublication, sendPending, type PublishingContext } from "../publishing.ts";
import type { FaultStep } from "./faultPoint.ts";

const ISOLATED = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
const CHILD = join(ROOT, "editor/server/publication/testPublishingProcess.ts");

/** Ana's draft: two pages changed, so a publication killed while writing them stops half way through. */
const DRAFT = {
  "site.config/pages/privacidade.json": '{ "title": "Privacidade, no rascunho" }\n',
  "site.config/pages/contatos.json": '{ "title": "Contatos, no rascunho" }\n',
};

let scratch: string;
let project: string;
let remote: string;
let privateTmp: string;
let draftFile: string;
let context: PublishingContext;
let start: string;

async function git(cwd: string, ...args: string[]): Promise<string> {
  const output = await runGit(cwd, args, ISOLATED);
  if (!output.ok) throw new Error(`git ${args.join(" ")}: ${output.detail}`);
  return output.stdout;
}

/** Runs a publication in its own process, killed at `step` (none: left to finish); how it ended. */
function publishInChild(step?: FaultStep): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    // The loader of TypeScript keeps no cache in the temporary folder, which must hold only what publishing leaves.
    const env = {
      ...process.env,
      ...ISOLATED,
      TMPDIR: privateTmp,
      TSX_DISABLE_CACHE: "1",
      EDITOR_FAULT_AT: step ?? "",
    };
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, project, remote, draftFile], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
}

const headText = async (path: string) => git(project, "show", `HEAD:${path}`).catch(() => undefined);
const commitsSinceStart = async () => Number((await git(project, "rev-list", "--count", `${start}..HEAD`)).trim());

beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), "editor-crash-"));
  project = join(scratch, "site");
  remote = join(scratch, "site.git");
  privateTmp = join(scratch, "tmp");
  mkdirSync(privateTmp);
  cpSync(join(ROOT, "tests/fixtures/valid"), join(project, "site.config"), { recursive: true });
  await git(scratch, "init", "--quiet", "-b", "main", project);
  await git(project, "add", "-A");
  await git(project, "-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "--quiet", "-m", "Começo");
  await git(scratch, "init", "--quiet", "--bare", "-b", "main", remote);
  await git(project, "push", "--quiet", remote, "main");
  start = (await git(project, "rev-parse", "HEAD")).trim();
  draftFile = join(scratch, "rascunho.json");
  writeFileSync(draftFile, JSON.stringify(DRAFT));
  const configDir = join(project, "site.config");
  context = {
    configDir,
    publicDir: join(configDir, "public"),
    projectDir: project,
    pages: new PagesFolder(configDir),
    gitEnv: ISOLATED,
    remote: { url: remote, branch: "main" },
  };
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe("a publication killed at any step", () => {
  it("publishes the draft and discards it when nothing stops it", async () => {
    expect(await publishInChild()).toEqual({ code: 0, signal: null });
    expect(existsSync(draftFile)).toBe(false);
    for (const [path, text] of Object.entries(DRAFT)) expect(await headText(path)).toBe(text);
    expect((await git(remote, "rev-parse", "main")).trim()).toBe((await git(project, "rev-parse", "HEAD")).trim());
    expect((await git(project, "status", "--porcelain")).trim()).toBe("");
  }, 60_000);

  it.each<FaultStep>(["before-commit", "after-commit-tree", "after-update-ref", "work-tree", "push"])(
    "killed %s: after reconcile the draft is kept or published, the work tree equals the last commit, and no file is left behind",
    async (step) => {
      expect(await publishInChild(step)).toEqual({ code: null, signal: "SIGKILL" });
      const branchMoved = step === "after-update-ref" || step === "work-tree";
      // Killed after the branch moved, the work tree still holds (some of) the files as they were.
      expect((await git(project, "status", "--porcelain")).trim() !== "").toBe(branchMoved);
      expect(await reconcilePublication(context)).toBe(
        branchMoved ? "completed" : step === "push" ? "nothing" : "rolled-back",
      );

      const published = await Promise.all(
        Object.entries(DRAFT).map(async ([path, text]) => (await headText(path)) === text),
      );
      // The whole draft is in the last commit, or none of it is and the draft is still there.
      expect(published.every(Boolean) || (!published.some(Boolean) && existsSync(draftFile))).toBe(true);
      expect(await commitsSinceStart()).toBeLessThanOrEqual(1);
      expect((await git(project, "status", "--porcelain", "--untracked-files=all")).trim()).toBe("");
      expect(readdirSync(privateTmp)).toEqual([]);
      expect(readdirSync(join(project, ".git")).filter((name) => name.startsWith("editor-"))).toEqual([]);

      // Publishing again gives the draft its one commit; what was left unsent reaches the site.
      if (existsSync(draftFile)) expect(await publishInChild()).toEqual({ code: 0, signal: null });
      else await sendPending(context);
      expect(await commitsSinceStart()).toBe(1);
      for (const [path, text] of Object.entries(DRAFT)) expect(await headText(path)).toBe(text);
      expect((await git(remote, "rev-parse", "main")).trim()).toBe((await git(project, "rev-parse", "HEAD")).trim());
      expect((await git(project, "status", "--porcelain")).trim()).toBe("");
    },
    120_000,
  );
});
