// @vitest-environment node
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { DraftView } from "../../shared/drafts.ts";
import { webp } from "../../server/library/libraryFixture.ts";
import { gitIn, ISOLATED_GIT, projectInGit } from "../testProject.ts";
import { TEST_ORIGIN, testService, type TestService } from "../testService.ts";

let service: TestService;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

const call = (method: string, path: string, cookie?: string, payload?: unknown) =>
  service.call(method, path, cookie, payload);
const git = (...args: string[]) => gitIn(project!, ...args);
const head = async () => (await git("rev-parse", "HEAD")).trim();
/** The files the last commit changed, from the project's folder. */
const lastCommitFiles = async () => (await git("show", "--name-only", "--format=", "HEAD")).trim().split("\n");
const variantB = encodeURIComponent("preco/b");

/** The real site in its own repository, and the service over it with an Editor and a Publisher signed in. */
async function team() {
  project = await projectInGit("editor-change-set-", "real");
  service = testService({}, project, ISOLATED_GIT);
  const ana = await service.signIn("editor", "ana@empresa.com.br");
  const bruno = await service.signIn("editor", "bruno@empresa.com.br");
  const paula = await service.signIn("publisher", "paula@empresa.com.br");
  return { ana, bruno, paula };
}

/** Sends an image as the editor's upload does. */
const upload = async (cookie: string, name: string, bytes: Buffer) =>
  service.app.inject({
    method: "POST",
    url: `/_editor/api/images/${name}`,
    headers: { "content-type": "application/octet-stream", origin: TEST_ORIGIN, cookie },
    payload: bytes,
  });

/** Saves `data` as the draft of a document, on top of its draft as it is now. */
async function saveDraft(cookie: string, kind: string, name: string, change: (data: Record<string, unknown>) => void) {
  const draft = await call("GET", `rascunhos/${kind}/${name}`, cookie);
  const opened =
    draft.statusCode === 200
      ? (draft.json() as DraftView)
      : { ...(await call("GET", `${kind === "page" ? "pages" : `${kind}s`}/${name}`, cookie)).json(), revision: 0 };
  const data = structuredClone(opened.data) as Record<string, unknown>;
  change(data);
  const saved = await call("PUT", `rascunhos/${kind}/${name}`, cookie, {
    data,
    version: opened.version,
    revision: opened.revision,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe("an A/B test on the editor service", { timeout: 120_000 }, () => {
  it("starts with the variants' drafts: Bruno's edit of B is in the one commit, and nothing changed before it", async () => {
    const { ana, bruno, paula } = await team();
    const start = await head();
    expect((await call("POST", "pages/preco/variants", ana, { goal: "chat" })).statusCode).toBe(201);
    await saveDraft(bruno, "page", variantB, (data) => (data.title = "Preços da variante B | {{brand.name}}"));
    // An Editor's weights are a draft of the test too.
    const opened = (await call("GET", "experiments/preco", ana)).json() as {
      data: Record<string, unknown>;
      version: string;
    };
    const weighted = {
      ...opened.data,
      variants: [
        { name: "original", weight: 70 },
        { name: "b", weight: 30 },
      ],
    };
    expect((await call("PUT", "experiments/preco", ana, { data: weighted, version: opened.version })).statusCode).toBe(
      200,
    );
    // Ana's "Iniciar" is a draft of the test and a request for review: nothing of the site changes.
    const asked = await call("POST", "experiments/preco/status", ana, { status: "running", message: "Inicia o teste" });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ reviewAsked: true });
    expect(await git("status", "--porcelain")).toBe("");
    expect(existsSync(join(project!, "site.config/experiments/preco.json"))).toBe(false);
    expect(await head()).toBe(start);
    const reviews = (await call("GET", "revisoes", paula)).json() as Array<{
      kind: string;
      name: string;
      note: string;
    }>;
    expect(reviews.map(({ kind, name, note }) => ({ kind, name, note }))).toEqual([
      { kind: "experiment", name: "preco", note: "Inicia o teste" },
    ]);

    const started = await call("POST", "rascunhos/experiment/preco/publicar", paula, { message: "Inicia o teste" });
    expect(started.statusCode, started.body).toBe(200);
    expect((await git("rev-list", "--count", `${start}..HEAD`)).trim()).toBe("1");
    expect((await git("log", "-1", "--format=%an <%ae>")).trim()).toBe("Pessoa publisher <paula@empresa.com.br>");
    expect(await lastCommitFiles()).toEqual([
      "site.config/experiments/preco.json",
      "site.config/experiments/preco/b.json",
    ]);
    const b = JSON.parse(await git("show", "HEAD:site.config/experiments/preco/b.json")) as { title: string };
    expect(b.title).toBe("Preços da variante B | {{brand.name}}");
    const test = JSON.parse(await git("show", "HEAD:site.config/experiments/preco.json")) as Record<string, unknown>;
    expect(test).toMatchObject({ status: "running", variants: [{ weight: 70 }, { weight: 30 }] });
    expect(await git("status", "--porcelain")).toBe("");
    expect((await call("GET", "rascunhos", paula)).json()).toEqual([]);
  });

  it("publishes nothing when one piece has a problem, and names it", async () => {
    const { ana, paula } = await team();
    const start = await head();
    await call("POST", "pages/preco/variants", ana, { goal: "chat" });
    await saveDraft(ana, "page", variantB, (data) => (data.title = ""));
    const started = await call("POST", "experiments/preco/status", paula, { status: "running", message: "Inicia" });
    expect(started.statusCode).toBe(422);
    expect(started.json().message).toMatch(/^Nada foi publicado: a variante B do teste “preco” tem 1 problema\. /);
    expect(started.json().validation.others.map((problem: { file: string }) => problem.file)).toEqual([
      "experiments/preco/b.json",
    ]);
    expect(await head()).toBe(start);
    expect(await git("status", "--porcelain")).toBe("");
    expect((await call("GET", "rascunhos", paula)).json()).toHaveLength(2);
  });
});

describe("images and models of sections on the editor service", { timeout: 120_000 }, () => {
  it("keeps an Editor's upload in the database, shows it from there, and commits it with the page that shows it", async () => {
    const { ana, paula } = await team();
    const sent = await upload(ana, "Foto Nova.png", await webp(40, 30));
    expect(sent.statusCode, sent.body).toBe(201);
    const { src } = sent.json() as { src: string };
    expect(src).toBe("/img/foto-nova.webp");
    expect(existsSync(join(project!, "public", src))).toBe(false);
    expect(await git("status", "--porcelain")).toBe("");
    const shown = await service.app.inject({ method: "GET", url: src });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/webp");

    await saveDraft(ana, "page", "sobre", (data) => {
      const blocks = data.blocks as Array<Record<string, unknown>>;
      const banner = blocks.find((block) => block.type === "banner")!;
      banner.image = { src, alt: "Equipe", width: 40, height: 30 };
    });
    const published = await call("POST", "rascunhos/page/sobre/publicar", paula, { message: "Foto nova" });
    expect(published.statusCode, published.body).toBe(200);
    expect(await lastCommitFiles()).toEqual(["public/img/foto-nova.webp", "site.config/pages/sobre.json"]);
    expect(readFileSync(join(project!, "public", src)).equals(shown.rawPayload)).toBe(true);
    expect(await git("status", "--porcelain")).toBe("");
  });

  it("keeps an Editor's model of a section as a draft a Publisher publishes", async () => {
    const { ana, paula } = await team();
    const start = await head();
    const block = { type: "faq", title: "Dúvidas", items: [{ question: "Pergunta?", answer: "Resposta." }] };
    const saved = await call("POST", "modelos", ana, { name: "Dúvidas frequentes", block });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await call("GET", "modelos", ana)).json()).toContainEqual(
      expect.objectContaining({ id: "duvidas-frequentes" }),
    );
    expect(await git("status", "--porcelain")).toBe("");
    expect(await head()).toBe(start);
    const published = await call("POST", "rascunhos/section/duvidas-frequentes/publicar", paula, { message: "Modelo" });
    expect(published.statusCode, published.body).toBe(200);
    expect(await lastCommitFiles()).toEqual(["site.config/sections/duvidas-frequentes.json"]);
    expect(await git("status", "--porcelain")).toBe("");
  });
});

/** The texts that replace a new template page's examples, each using the row's city. */
const CITY_TEXTS: Record<string, string> = {
  "Título da página (até 70 caracteres)": "ERP em {{row.cidade}}",
  "Resumo da página para o Google e as redes sociais (até 160 caracteres).":
    "Gestão para empresas de {{row.cidade}}, com suporte de perto e implantação em poucos dias.",
  "Olá! Vim pela página e quero falar com um consultor.": "Olá! Quero falar sobre o ERP em {{row.cidade}}.",
  "Título principal com *destaque*": "ERP para *{{row.cidade}}*",
  "Texto de apoio do banner.": "Empresas de {{row.cidade}} gerenciam tudo na nuvem.",
  "FALE COM UM CONSULTOR": "FALE CONOSCO",
  "Ficou com alguma dúvida?": "Dúvidas sobre {{row.cidade}}?",
  "Nossa equipe responde pelo chat.": "Respondemos pelo chat hoje mesmo.",
  "CHAMAR NO CHAT": "CHAMAR AGORA",
};

/** `value` with every example text replaced by its text for a city. */
function withCityTexts(value: unknown): unknown {
  if (typeof value === "string") return CITY_TEXTS[value] ?? value;
  if (Array.isArray(value)) return value.map(withCityTexts);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withCityTexts(inner)]));
  return value;
}

describe("a collection on the editor service", { timeout: 120_000 }, () => {
  it("is published as one commit of its rows, its template and its images, never with the template's example texts", async () => {
    const { ana, paula } = await team();
    const start = await head();
    const made = await call("POST", "collections", ana, { name: "cidades", page: "cidade", newPage: true });
    expect(made.statusCode, made.body).toBe(201);
    const { src } = (await upload(ana, "cidade.png", await webp(40, 30))).json() as { src: string };
    await saveDraft(ana, "collection", "cidades", (data) => (data.rows = [{ slug: "curitiba", cidade: "Curitiba" }]));
    expect(await git("status", "--porcelain")).toBe("");
    expect(await head()).toBe(start);

    const examples = await call("POST", "rascunhos/collection/cidades/publicar", paula, { message: "Cidades" });
    expect(examples.statusCode).toBe(422);
    expect(examples.json().message).toMatch(
      /^Nada foi publicado: a página “cidade” tem \d+ problemas\. O texto "Título da página/,
    );
    expect(await head()).toBe(start);

    await saveDraft(ana, "page", "cidade", (data) => {
      Object.assign(data, withCityTexts(data));
      const banner = (data.blocks as Array<Record<string, unknown>>).find((block) => block.type === "banner")!;
      banner.image = { src, alt: "Cidade", width: 40, height: 30 };
    });
    const published = await call("POST", "rascunhos/collection/cidades/publicar", paula, { message: "Cidades" });
    expect(published.statusCode, published.body).toBe(200);
    expect((await git("rev-list", "--count", `${start}..HEAD`)).trim()).toBe("1");
    expect(await lastCommitFiles()).toEqual([
      "public/img/cidade.webp",
      "site.config/collections/cidades.json",
      "site.config/pages/cidade.json",
    ]);
    expect(await git("status", "--porcelain")).toBe("");
  });
});
