// @vitest-environment node
import { changeText } from "../shared/fieldChanges.ts";
import { loadSchemaSet } from "./schemaSet.ts";
import { callApi } from "./testApiCall.ts";
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import type { PageAtCommit, PageCommit, PublishResult } from "../shared/api.ts";
import { runGit } from "./gitCommand.ts";
import { NOT_A_REPOSITORY } from "./gitRepository.ts";
import { PagesFolder } from "./pageFiles.ts";
import type { EditorContext } from "./api.ts";
import type { DocumentKind } from "./documents/documentKind.ts";
import { publishDocument } from "./documents/documentEndpoints.ts";
import { PAGE } from "./pageApi.ts";
import { draftNames, type PublishingContext } from "./publishing.ts";
import { BRANCH_BUSY } from "./publication/moveBranch.ts";

const ISOLATED = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
/** The video block's example: it shows /img/video-poster.svg. */
const VIDEO = JSON.parse(readFileSync(join(ROOT, "blocks/video/video.examples.json"), "utf8"))[1] as object;

let project: string;
let context: EditorContext;
const config = () => join(project, "site.config");
const pageFile = () => join(config(), "pages/privacidade.json");

async function git(...args: string[]): Promise<string> {
  const output = await runGit(project, args, ISOLATED);
  if (!output.ok) throw new Error(`git ${args.join(" ")}: ${output.detail}`);
  return output.stdout;
}

/** Rewrites the page's title (and blocks), as a save would. */
function editPage(change: Record<string, unknown>) {
  const page = JSON.parse(readFileSync(pageFile(), "utf8"));
  writeFileSync(pageFile(), `${JSON.stringify({ ...page, ...change }, null, 2)}\n`);
}

beforeEach(async () => {
  project = mkdtempSync(join(tmpdir(), "editor-publish-"));
  cpSync(join(ROOT, "tests/fixtures/valid"), config(), { recursive: true });
  context = {
    configDir: config(),
    publicDir: join(config(), "public"),
    projectDir: project,
    pages: new PagesFolder(config()),
    gitEnv: ISOLATED,
    schemas: () => Promise.reject(new Error("Os esquemas não deveriam ser lidos.")),
  };
});

const call = callApi;
/** The project's schemas, for the histories: they name the changed fields in Portuguese. */
const realSchemas = () => loadSchemaSet({ schemaDir: join(ROOT, "schema"), blocksDir: join(ROOT, "blocks") });
const publishPage = (context: EditorContext, name: string, body: unknown) =>
  call(context, "POST", `publish/${encodeURIComponent(name)}`, body);
const publishCollection = (context: EditorContext, name: string, body: unknown) =>
  call(context, "POST", `collections/${encodeURIComponent(name)}/publish`, body);
const pageHistory = (context: EditorContext, name: string) =>
  call(context, "GET", `history/${encodeURIComponent(name)}`);
const pageAtCommit = (context: EditorContext, name: string, commit: string) =>
  call(context, "GET", `history/${encodeURIComponent(name)}/${encodeURIComponent(commit)}`);
const draftPages = (context: PublishingContext) => draftNames(context, context.pages.dir);
afterEach(() => rmSync(project, { recursive: true, force: true }));

async function initRepository() {
  await git("init", "--quiet", "-b", "main");
  await git("config", "user.name", "Ana Marketing");
  await git("config", "user.email", "ana@example.com");
  await git("add", "-A");
  await git("commit", "--quiet", "-m", "Começo");
}

describe("publishing a saved collection", () => {
  it("commits only the collection file, and refuses one with problems", async () => {
    cpSync(join(ROOT, "tests/fixtures/collection"), config(), { recursive: true });
    await initRepository();
    const file = join(config(), "collections/segmentos-cidades.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"Curitiba"', '"Londrina"'));
    editPage({ title: "Outra alteração, de outra pessoa" });
    const collections = join(config(), "collections");
    expect(await draftNames(context, collections)).toEqual(new Set(["segmentos-cidades"]));

    const answer = await publishCollection(context, "segmentos-cidades", { message: "Troca Curitiba por Londrina" });
    expect(answer.body).toMatchObject({ files: ["site.config/collections/segmentos-cidades.json"] });
    expect((await git("show", "--name-only", "--format=", "HEAD")).trim()).toBe(
      "site.config/collections/segmentos-cidades.json",
    );
    expect(await draftNames(context, collections)).toEqual(new Set());

    writeFileSync(file, readFileSync(file, "utf8").replace('"restaurantes-porto-alegre"', '"restaurantes-curitiba"'));
    expect(await publishCollection(context, "segmentos-cidades", { message: "" })).toEqual({
      status: 400,
      body: { reason: "refused", message: "Escreva uma mensagem que diga o que mudou na coleção." },
    });
    const refused = await publishCollection(context, "segmentos-cidades", { message: "Slug repetido" });
    expect(refused.status).toBe(422);
    expect((await git("log", "-1", "--format=%s")).trim()).toBe("Troca Curitiba por Londrina");
  });
});

describe("publishing a new collection", () => {
  it("commits its template page and the image that page shows, which git did not have yet", async () => {
    await initRepository();
    cpSync(join(ROOT, "tests/fixtures/collection"), config(), { recursive: true });
    copyFileSync(join(ROOT, "public/img/video-poster.svg"), join(config(), "public/img/video-poster.svg"));
    const template = join(config(), "pages/sistema-para.json");
    const page = JSON.parse(readFileSync(template, "utf8"));
    writeFileSync(template, `${JSON.stringify({ ...page, blocks: [...page.blocks, VIDEO] }, null, 2)}\n`);

    const answer = await publishCollection(context, "segmentos-cidades", { message: "Nova coleção de segmentos" });
    expect(answer.status).toBe(200);
    const committed = (await git("show", "--name-only", "--format=", "HEAD")).trim().split("\n");
    expect(committed.sort()).toEqual([
      "site.config/collections/segmentos-cidades.json",
      "site.config/pages/sistema-para.json",
      "site.config/public/img/video-poster.svg",
    ]);
    expect((await git("status", "--porcelain")).trim()).toBe("");
  });
});

describe("publishing a saved page", () => {
  it("commits the page and the new image it shows with the marketer's message, and says there is no remote", async () => {
    await initRepository();
    copyFileSync(join(ROOT, "public/img/video-poster.svg"), join(config(), "public/img/video-poster.svg"));
    const page = JSON.parse(readFileSync(pageFile(), "utf8"));
    editPage({ title: "Privacidade publicada", blocks: [...page.blocks, VIDEO] });
    writeFileSync(join(config(), "site.json"), readFileSync(join(config(), "site.json"), "utf8") + "\n");
    expect(await draftPages(context)).toEqual(new Set(["privacidade"]));

    const answer = await publishPage(context, "privacidade", { message: "  Publica a página privacidade  " });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      files: ["site.config/pages/privacidade.json", "site.config/public/img/video-poster.svg"],
      push: { kind: "no-remote" },
      fallbackIdentity: false,
    } satisfies PublishResult);
    expect((await git("log", "-1", "--format=%s")).trim()).toBe("Publica a página privacidade");
    expect((await git("show", "--name-only", "--format=", "HEAD")).trim().split("\n")).toEqual([
      "site.config/pages/privacidade.json",
      "site.config/public/img/video-poster.svg",
    ]);
    // site.json was changed by someone else: not part of this publication.
    expect((await git("status", "--porcelain")).trim()).toBe("M site.config/site.json");
    expect(await draftPages(context)).toEqual(new Set());
  });

  it("refuses an empty message and a page with problems, committing nothing", async () => {
    await initRepository();
    editPage({ title: "" });
    expect(await publishPage(context, "privacidade", { message: "  " })).toEqual({
      status: 400,
      body: { reason: "refused", message: "Escreva uma mensagem que diga o que mudou na página." },
    });
    const invalid = await publishPage(context, "privacidade", { message: "Publica" });
    expect(invalid.status).toBe(422);
    expect((invalid.body as { reason: string }).reason).toBe("invalid");
    expect((await git("rev-list", "--count", "HEAD")).trim()).toBe("1");
  });

  it("answers in Portuguese, keeping the saved file, where there is no git repository", async () => {
    editPage({ title: "Salva sem git" });
    expect(await publishPage(context, "privacidade", { message: "Publica" })).toEqual({
      status: 503,
      body: { reason: "refused", message: NOT_A_REPOSITORY },
    });
    expect(await pageHistory(context, "privacidade")).toEqual({
      status: 503,
      body: { reason: "refused", message: NOT_A_REPOSITORY },
    });
    expect(JSON.parse(readFileSync(pageFile(), "utf8")).title).toBe("Salva sem git");
    expect(await draftPages(context)).toBeUndefined();
  });

  it("says the saved page stays when the commit fails", async () => {
    await initRepository();
    writeFileSync(join(project, ".git/refs/heads/main.lock"), "");
    editPage({ title: "Não registrada" });
    expect(await publishPage(context, "privacidade", { message: "Publica" })).toEqual({
      status: 500,
      body: {
        reason: "refused",
        message: `A página continua salva, mas o git não registrou a publicação: ${BRANCH_BUSY}. Nada foi perdido; tente publicar de novo ou peça ajuda a quem cuida do site.`,
      },
    });
    expect(JSON.parse(readFileSync(pageFile(), "utf8")).title).toBe("Não registrada");
  });
});

describe("publishing at the same time", () => {
  it("gives each of 8 simultaneous publications its own commit, holding its page alone", async () => {
    const names = Array.from({ length: 8 }, (_, index) => `pagina-${index + 1}`);
    const page = JSON.parse(readFileSync(pageFile(), "utf8"));
    for (const name of names)
      writeFileSync(join(config(), `pages/${name}.json`), JSON.stringify({ ...page, route: `/${name}` }, null, 2));
    await initRepository();
    for (const name of names)
      writeFileSync(
        join(config(), `pages/${name}.json`),
        JSON.stringify({ ...page, route: `/${name}`, title: `Título de ${name}` }, null, 2),
      );

    const answers = await Promise.all(names.map((name) => publishPage(context, name, { message: `Publica ${name}` })));
    const commits = answers.map((answer) => (answer.body as PublishResult).commit!);
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    expect(new Set(commits).size).toBe(8);
    for (const [index, name] of names.entries()) {
      expect((await git("show", "--name-only", "--format=%s", commits[index]!)).trim().split("\n")).toEqual([
        `Publica ${name}`,
        "",
        `site.config/pages/${name}.json`,
      ]);
    }
    expect((await git("rev-list", "--count", "HEAD")).trim()).toBe("9");
    expect((await git("status", "--porcelain")).trim()).toBe("");
  });

  it("commits the version it validated when a save lands during the publication, which stays a draft", async () => {
    await initRepository();
    editPage({ title: "Versão validada" });
    const saveDuringValidation: DocumentKind = {
      ...PAGE,
      validate: async (checked, name, data) => {
        const verdict = await PAGE.validate(checked, name, data);
        editPage({ title: "Salva durante a publicação" });
        return verdict;
      },
    };
    const answer = await publishDocument(saveDuringValidation, context, "privacidade", "Publica a validada");
    const { commit } = answer.body as PublishResult;
    expect(JSON.parse(await git("show", `${commit}:site.config/pages/privacidade.json`)).title).toBe("Versão validada");
    expect(JSON.parse(readFileSync(pageFile(), "utf8")).title).toBe("Salva durante a publicação");
    expect(await draftPages(context)).toEqual(new Set(["privacidade"]));
  });
});

describe("the person who publishes", () => {
  it("is the commit's author and committer, never the machine's git configuration", async () => {
    context.schemas = realSchemas;
    await initRepository();
    editPage({ title: "Publicada pela Bia" });
    const answer = await publishPage(
      { ...context, author: { name: "Beatriz Souza", email: "bia@empresa.com.br" } },
      "privacidade",
      {
        message: "Publica",
      },
    );
    expect(answer.body).toMatchObject({ fallbackIdentity: false });
    expect((await git("log", "-1", "--format=%an <%ae>|%cn <%ce>")).trim()).toBe(
      "Beatriz Souza <bia@empresa.com.br>|Beatriz Souza <bia@empresa.com.br>",
    );
    const history = (await pageHistory(context, "privacidade")).body as PageCommit[];
    expect(history[0]!.author).toBe("Beatriz Souza");
  });
});

describe("a page's history", () => {
  it("lists its commits and gives the data of one of them, and of no other file", async () => {
    context.schemas = realSchemas;
    await initRepository();
    editPage({ title: "Segunda" });
    await publishPage(context, "privacidade", { message: "Segunda versão" });

    const history = await pageHistory(context, "privacidade");
    const commits = history.body as PageCommit[];
    expect(commits.map(({ message, author, outside }) => [message, author, outside])).toEqual([
      ["Segunda versão", "Ana Marketing", undefined],
      // The repository's first commit was made with git, outside the editor.
      ["Começo", "Ana Marketing", true],
    ]);
    // Each version says what it changed, by field in Portuguese; the first one made the page.
    expect(commits[0]!.changes?.map(changeText)).toEqual(["Título: “Privacidade de teste” → “Segunda”"]);
    expect(commits[1]).toMatchObject({ first: true });
    expect(commits[1]!.changes).toBeUndefined();
    const first = await pageAtCommit(context, "privacidade", commits[1]!.commit);
    expect((first.body as PageAtCommit).data.title).toBe("Privacidade de teste");

    writeFileSync(join(config(), "site.json"), readFileSync(join(config(), "site.json"), "utf8") + "\n");
    await git("commit", "--quiet", "-am", "Só o site");
    const other = (await git("rev-parse", "HEAD")).trim();
    for (const commit of [other, "HEAD", "../site", commits[0]!.commit.slice(0, 7)])
      expect((await pageAtCommit(context, "privacidade", commit)).status, commit).toBe(404);
  });
});

describe("the history of a collection and of site.json", () => {
  it("lists the commits of each file and gives its data at one of them, as a page's history does", async () => {
    context.schemas = realSchemas;
    cpSync(join(ROOT, "tests/fixtures/collection"), config(), { recursive: true });
    await initRepository();
    const collection = join(config(), "collections/segmentos-cidades.json");
    const site = join(config(), "site.json");
    const firstSite = JSON.parse(readFileSync(site, "utf8"));
    writeFileSync(collection, readFileSync(collection, "utf8").replace('"Curitiba"', '"Londrina"'));
    writeFileSync(site, `${JSON.stringify({ ...firstSite, floatingChatLabel: "Fale com a gente" }, null, 2)}\n`);
    expect((await publishCollection(context, "segmentos-cidades", { message: "Londrina" })).status).toBe(200);
    expect((await call(context, "POST", "site/publish", { message: "Novo rótulo do chat" })).status).toBe(200);

    const collectionCommits = (await call(context, "GET", "collections/segmentos-cidades/history"))
      .body as PageCommit[];
    expect(collectionCommits.map(({ message }) => message)).toEqual(["Londrina", "Começo"]);
    const before = await call(context, "GET", `collections/segmentos-cidades/history/${collectionCommits[1]!.commit}`);
    expect(JSON.stringify((before.body as PageAtCommit).data)).toContain('"Curitiba"');

    const siteCommits = (await call(context, "GET", "site/history")).body as PageCommit[];
    expect(siteCommits.map(({ message }) => message)).toEqual(["Novo rótulo do chat", "Começo"]);
    expect(siteCommits[0]!.changes?.map(changeText)).toEqual([
      `Texto do chat flutuante: “${firstSite.floatingChatLabel}” → “Fale com a gente”`,
    ]);
    expect(collectionCommits[0]!.changes?.map(changeText)).toEqual([expect.stringContaining("Curitiba")]);
    const first = await call(context, "GET", `site/history/${siteCommits[1]!.commit}`);
    expect((first.body as PageAtCommit).data).toEqual(firstSite);
    // The collection's commit is not in site.json's history: no other file can be read through it.
    expect((await call(context, "GET", `site/history/${collectionCommits[0]!.commit}`)).status).toBe(404);
  });
});
