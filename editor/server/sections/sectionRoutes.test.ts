// @vitest-environment node
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validateSite } from "../../../validator/validateSite.ts";
import type { SectionModel } from "../../shared/library.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { bannerWith, libraryProject } from "../library/libraryFixture.ts";
import { PagesFolder } from "../pageFiles.ts";
import { callApi } from "../testApiCall.ts";
import { runGit } from "../gitCommand.ts";
import { loadSchemaSet } from "../schemaSet.ts";
import { ROOT } from "../../../model/paths.ts";
import type { OpenedPage, PageCommit } from "../../shared/api.ts";

const ISOLATED_GIT = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

let root: string;
let context: EditorContext;
beforeEach(async () => {
  root = await libraryProject("editor-sections-");
  const configDir = join(root, "site.config");
  context = {
    configDir,
    projectDir: root,
    publicDir: join(root, "public"),
    pages: new PagesFolder(configDir),
    schemas: () => loadSchemaSet({ schemaDir: join(ROOT, "schema"), blocksDir: join(ROOT, "blocks") }),
  };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const models = async () => (await callApi(context, "GET", "modelos")).body as SectionModel[];
const FAQ = { type: "faq", title: "Dúvidas", items: [{ question: "Pergunta?", answer: "Resposta." }] };

describe("the models of sections", () => {
  it("saves a block as a model the validator accepts, and lists it by name", async () => {
    const saved = await callApi(context, "POST", "modelos", { name: "Perguntas da Black Friday", block: FAQ });
    expect(saved).toMatchObject({ status: 201, body: { id: "perguntas-da-black-friday" } });
    const file = join(root, "site.config/sections/perguntas-da-black-friday.json");
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ name: "Perguntas da Black Friday", block: FAQ });
    expect(
      validateSite(join(root, "site.config"), { publicDir: join(root, "public") }).map((p) => p.file),
    ).not.toContain("sections/perguntas-da-black-friday.json");
    expect((await models()).map((model) => model.name)).toEqual(["Banner da campanha", "Perguntas da Black Friday"]);
  });

  it("makes the folder of models with the first one", async () => {
    rmSync(join(root, "site.config/sections"), { recursive: true });
    expect(await models()).toEqual([]);
    expect((await callApi(context, "POST", "modelos", { name: "Dúvidas", block: FAQ })).status).toBe(201);
    expect((await models()).map((model) => model.id)).toEqual(["duvidas"]);
  });

  it("gives a second model of the same name a file of its own", async () => {
    await callApi(context, "POST", "modelos", { name: "Dúvidas", block: FAQ });
    const second = await callApi(context, "POST", "modelos", { name: "Dúvidas", block: FAQ });
    expect(second.body).toMatchObject({ id: "duvidas-2" });
  });

  it("refuses a block the schema refuses, in Portuguese, and writes nothing", async () => {
    const answer = await callApi(context, "POST", "modelos", {
      name: "Incompleto",
      block: { type: "faq", title: "X" },
    });
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toBe(
      'O bloco não pode ser salvo como modelo: Falta o campo obrigatório "items". Adicione "items" (Perguntas e respostas) a este objeto.',
    );
    expect(existsSync(join(root, "site.config/sections/incompleto.json"))).toBe(false);
  });

  it("renames and removes a model; the name stays checked", async () => {
    const renamed = await callApi(context, "PUT", "modelos/banner-da-campanha", { name: "Banner de Natal" });
    expect(renamed.status).toBe(200);
    expect((await models())[0]).toMatchObject({
      id: "banner-da-campanha",
      name: "Banner de Natal",
      block: bannerWith("/img/foto.webp"),
    });
    expect((await callApi(context, "DELETE", "modelos/banner-da-campanha")).status).toBe(200);
    expect(await models()).toEqual([]);
    expect((await callApi(context, "DELETE", "modelos/banner-da-campanha")).status).toBe(404);
  });
});

describe("a model of a section as a document", () => {
  const git = async (...args: string[]) => {
    const output = await runGit(root, args, ISOLATED_GIT);
    if (!output.ok) throw new Error(output.detail);
    return output.stdout;
  };
  const inGit = async () => {
    context = { ...context, gitEnv: ISOLATED_GIT };
    await git("init", "--quiet", "-b", "main");
    await git("config", "user.name", "Teste");
    await git("config", "user.email", "teste@example.com");
    await git("add", "-A");
    await git("commit", "--quiet", "-m", "Começo");
  };

  it("refuses a save or a rename based on a version that is no longer the model's, with 409", async () => {
    const opened = (await callApi(context, "GET", "secoes/banner-da-campanha")).body as OpenedPage;
    const renamed = await callApi(context, "PUT", "modelos/banner-da-campanha", {
      name: "Banner de Natal",
      version: opened.version,
    });
    expect(renamed.status).toBe(200);
    const stale = await callApi(context, "PUT", "secoes/banner-da-campanha", {
      data: { ...opened.data, name: "Banner de Páscoa" },
      version: opened.version,
    });
    expect(stale).toEqual({
      status: 409,
      body: {
        reason: "conflict",
        message: "sections/banner-da-campanha.json foi alterado fora do editor depois que você o abriu.",
      },
    });
    const staleRename = await callApi(context, "PUT", "modelos/banner-da-campanha", {
      name: "Banner de Páscoa",
      version: opened.version,
    });
    expect(staleRename.status).toBe(409);
    expect((await models())[0]!.name).toBe("Banner de Natal");
  });

  it("has a history of its publications, each version of which can be opened to restore", async () => {
    await inGit();
    const opened = (await callApi(context, "GET", "secoes/banner-da-campanha")).body as OpenedPage;
    const saved = await callApi(context, "PUT", "secoes/banner-da-campanha", {
      data: { ...opened.data, name: "Banner de Natal" },
      version: opened.version,
    });
    expect(saved.status).toBe(200);
    const published = await callApi(context, "POST", "secoes/banner-da-campanha/publish", { message: "Natal" });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const history = (await callApi(context, "GET", "secoes/banner-da-campanha/history")).body as PageCommit[];
    expect(history.map((commit) => commit.message)).toEqual(["Natal", "Começo"]);
    expect(history[0]!.changes).toMatchObject([
      { kind: "changed", place: ["Nome do modelo"], before: "“Banner da campanha”", after: "“Banner de Natal”" },
    ]);
    const first = await callApi(context, "GET", `secoes/banner-da-campanha/history/${history[1]!.commit}`);
    expect(first.body).toMatchObject({ data: { name: "Banner da campanha" } });
  });
});
