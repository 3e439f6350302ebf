// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runGit } from "./gitCommand.ts";
import { FALLBACK_IDENTITY, GIT_MISSING, GitRepository, NOT_A_REPOSITORY } from "./gitRepository.ts";
import { BRANCH_BUSY } from "./publication/moveBranch.ts";

/** Only the repository's own configuration counts: not this machine's (its identity would hide a missing one). */
const ISOLATED = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

let dir: string;
const file = (path: string) => join(dir, path);
const write = (path: string, text: string) => {
  mkdirSync(join(file(path), ".."), { recursive: true });
  writeFileSync(file(path), text);
};

async function git(...args: string[]): Promise<string> {
  const output = await runGit(dir, args, ISOLATED);
  if (!output.ok) throw new Error(`git ${args.join(" ")}: ${output.detail}`);
  return output.stdout;
}

async function repository(): Promise<GitRepository> {
  const found = await GitRepository.find(dir, ISOLATED);
  if ("problem" in found) throw new Error(found.problem);
  return found;
}

/** A repository with one commit: a page, another page, and site.json. */
async function initRepository({ identity = true } = {}): Promise<GitRepository> {
  await git("init", "--quiet", "-b", "main");
  if (identity) {
    await git("config", "user.name", "Ana Marketing");
    await git("config", "user.email", "ana@example.com");
  }
  write("site.config/pages/promo.json", '{ "title": "Primeira" }\n');
  write("site.config/pages/home.json", '{ "title": "Início" }\n');
  write("site.config/site.json", "{}\n");
  await git("add", "-A");
  await git(
    "-c",
    "user.name=Quem Começou",
    "-c",
    "user.email=inicio@example.com",
    "commit",
    "--quiet",
    "-m",
    "Começo do site",
  );
  return repository();
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "editor-git-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("finding the repository", () => {
  it("says in Portuguese that a folder outside any repository has no publishing or history", async () => {
    expect(await GitRepository.find(dir, ISOLATED)).toEqual({ problem: NOT_A_REPOSITORY });
    expect(NOT_A_REPOSITORY).toContain("O que você salvou continua salvo");
  });

  it("says that git is not installed when there is no git to run", async () => {
    expect(await GitRepository.find(dir, { ...ISOLATED, PATH: join(dir, "sem-programas") })).toEqual({
      problem: GIT_MISSING,
    });
  });
});

describe("committing a page", () => {
  it("commits only the given paths: other people's staged and unstaged work stays as it was", async () => {
    const repo = await initRepository();
    write("site.config/pages/promo.json", '{ "title": "Segunda" }\n');
    write("public/img/promo.webp", "imagem nova");
    write("site.config/site.json", '{ "staged": true }\n');
    await git("add", "site.config/site.json");
    write("site.config/pages/home.json", '{ "title": "Mudado por outra pessoa" }\n');

    const outcome = await repo.commit(
      [{ path: file("site.config/pages/promo.json") }, { path: file("public/img/promo.webp") }],
      "Publica",
    );
    expect(outcome).toEqual({
      kind: "committed",
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      files: ["public/img/promo.webp", "site.config/pages/promo.json"],
      fallbackIdentity: false,
    });
    expect((await git("show", "--name-only", "--format=", "HEAD")).trim().split("\n").sort()).toEqual([
      "public/img/promo.webp",
      "site.config/pages/promo.json",
    ]);
    expect((await git("log", "-1", "--format=%an <%ae>|%s")).trim()).toBe("Ana Marketing <ana@example.com>|Publica");
    expect((await git("diff", "--cached", "--name-only")).trim()).toBe("site.config/site.json");
    expect((await git("diff", "--name-only")).trim()).toBe("site.config/pages/home.json");
  });

  it("records nothing when the files are as the last commit has them", async () => {
    const repo = await initRepository();
    expect(await repo.commit([{ path: file("site.config/pages/promo.json") }], "Nada")).toEqual({ kind: "unchanged" });
    expect((await git("rev-list", "--count", "HEAD")).trim()).toBe("1");
  });

  it("signs with the editor's own identity when git has none configured", async () => {
    const repo = await initRepository({ identity: false });
    write("site.config/pages/promo.json", '{ "title": "Sem identidade" }\n');
    const outcome = await repo.commit([{ path: file("site.config/pages/promo.json") }], "Publica sem identidade");
    expect(outcome).toMatchObject({ kind: "committed", fallbackIdentity: true });
    expect((await git("log", "-1", "--format=%an <%ae>")).trim()).toBe(
      `${FALLBACK_IDENTITY.name} <${FALLBACK_IDENTITY.email}>`,
    );
  });

  it("reports a branch it cannot move, in Portuguese, and keeps the file as saved", async () => {
    const repo = await initRepository();
    const branch = (await git("symbolic-ref", "HEAD")).trim();
    writeFileSync(join(dir, ".git", `${branch}.lock`), "");
    write("site.config/pages/promo.json", '{ "title": "Recusada" }\n');
    expect(await repo.commit([{ path: file("site.config/pages/promo.json") }], "Não vai")).toEqual({
      kind: "failed",
      detail: BRANCH_BUSY,
    });
    expect(readdirSync(join(dir, ".git")).filter((name) => name.startsWith("editor-"))).toEqual([]);
    expect((await git("rev-list", "--count", "HEAD")).trim()).toBe("1");
    expect(await repo.changed([file("site.config/pages/promo.json")])).toEqual(
      new Set([file("site.config/pages/promo.json")]),
    );
  });
});

describe("drafts", () => {
  it("are the pages modified or untracked since the last commit", async () => {
    const repo = await initRepository();
    write("site.config/pages/promo.json", '{ "title": "Editada" }\n');
    write("site.config/pages/nova.json", '{ "title": "Nova" }\n');
    expect(await repo.changed([file("site.config/pages")])).toEqual(
      new Set([file("site.config/pages/promo.json"), file("site.config/pages/nova.json")]),
    );
  });
});

describe("a page's history", () => {
  it("lists the commits of one file, newest first, across a rename, and gives its content at each", async () => {
    const repo = await initRepository();
    write("site.config/pages/promo.json", '{ "title": "Segunda" }\n');
    await repo.commit([{ path: file("site.config/pages/promo.json") }], "Segunda versão");
    write("site.config/pages/home.json", '{ "title": "Outra página" }\n');
    await repo.commit([{ path: file("site.config/pages/home.json") }], "Mexe em outra página");
    await git("mv", "site.config/pages/promo.json", "site.config/pages/promocao.json");
    await git("commit", "--quiet", "-m", "Renomeia");

    const log = await repo.log(file("site.config/pages/promocao.json"));
    expect(log.map(({ message, author, path, byEditor }) => [message, author, path, byEditor])).toEqual([
      ["Renomeia", "Ana Marketing", "site.config/pages/promocao.json", false],
      ["Segunda versão", "Ana Marketing", "site.config/pages/promo.json", true],
      ["Começo do site", "Quem Começou", "site.config/pages/promo.json", false],
    ]);
    expect(log[0]!.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z)$/);
    const first = log[2]!;
    expect(await repo.contentAt(first.commit, first.path)).toBe('{ "title": "Primeira" }\n');
    expect(await repo.contentAt(first.commit, "site.config/pages/nada.json")).toBeUndefined();
  });

  it("is empty in a repository without commits", async () => {
    await git("init", "--quiet");
    write("site.config/pages/promo.json", "{}\n");
    expect(await (await repository()).log(file("site.config/pages/promo.json"))).toEqual([]);
  });
});

describe("committing what was validated, as the person who published", () => {
  it("commits the text it is given, not the file as it is on disk by then, which stays a draft", async () => {
    const repo = await initRepository();
    write("site.config/pages/promo.json", '{ "title": "Salva depois" }\n');
    const outcome = await repo.commit(
      [{ path: file("site.config/pages/promo.json"), text: '{ "title": "Validada" }\n' }],
      "Publica a validada",
    );
    expect(outcome).toMatchObject({ kind: "committed", files: ["site.config/pages/promo.json"] });
    expect(await git("show", "HEAD:site.config/pages/promo.json")).toBe('{ "title": "Validada" }\n');
    expect((await git("status", "--porcelain")).trim()).toBe("M site.config/pages/promo.json");
    expect((await git("diff", "--cached", "--name-only")).trim()).toBe("");
  });

  it("signs author and committer as the person given, whatever git's configuration says", async () => {
    const repo = await initRepository();
    write("site.config/pages/promo.json", '{ "title": "Da Bia" }\n');
    const outcome = await repo.commit([{ path: file("site.config/pages/promo.json") }], "Publica", {
      name: "Beatriz <Souza>\n",
      email: "bia@empresa.com.br",
    });
    expect(outcome).toMatchObject({ kind: "committed", fallbackIdentity: false });
    expect((await git("log", "-1", "--format=%an <%ae>|%cn <%ce>")).trim()).toBe(
      "Beatriz Souza <bia@empresa.com.br>|Beatriz Souza <bia@empresa.com.br>",
    );
  });

  it("writes the work tree only after the commit is the branch's, runs no hook, and leaves nothing behind", async () => {
    const repo = await initRepository();
    writeFileSync(join(dir, ".git/hooks/pre-commit"), "#!/bin/sh\nexit 1\n", { mode: 0o755 });
    const outcome = await repo.commit(
      [
        { path: file("site.config/pages/promo.json"), text: '{ "title": "Só no rascunho" }\n' },
        { path: file("site.config/pages/nova.json"), text: '{ "title": "Nova" }\n' },
      ],
      "Publica o rascunho",
    );
    expect(outcome).toMatchObject({ kind: "committed" });
    expect(readFileSync(file("site.config/pages/promo.json"), "utf8")).toBe('{ "title": "Só no rascunho" }\n');
    expect(readFileSync(file("site.config/pages/nova.json"), "utf8")).toBe('{ "title": "Nova" }\n');
    expect((await git("status", "--porcelain")).trim()).toBe("");
    expect((await git("log", "-1", "--format=%B")).trim()).toBe("Publica o rascunho\n\nPublicado-pelo-editor: sim");
    expect(readdirSync(join(dir, ".git")).filter((name) => name.startsWith("editor-"))).toEqual([]);
  });

  it("makes the first commit of a repository that has none", async () => {
    await git("init", "--quiet", "-b", "main");
    write("site.config/pages/promo.json", '{ "title": "Primeira" }\n');
    const outcome = await (
      await repository()
    ).commit([{ path: file("site.config/pages/promo.json") }], "Começo", {
      name: "Ana",
      email: "ana@example.com",
    });
    expect(outcome).toMatchObject({ kind: "committed", files: ["site.config/pages/promo.json"] });
    expect((await git("rev-list", "--count", "HEAD")).trim()).toBe("1");
  });
});
