// @vitest-environment node
import { callApi } from "./testApiCall.ts";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EDITOR_ROUTES, type EditorContext } from "./api.ts";
import { ROOT } from "../../model/paths.ts";
import { PagesFolder } from "./pageFiles.ts";
import { loadSchemaSet } from "./schemaSet.ts";

/** The report's name: its temporary file (`.<name>.json.<pid>-<random>.tmp`) went past the system's 255 bytes (ENAMETOOLONG). */
const LONG = "a".repeat(240);

let config: string;
let context: EditorContext;

beforeEach(() => {
  config = mkdtempSync(join(tmpdir(), "editor-api-"));
  mkdirSync(join(config, "pages"));
  writeFileSync(join(config, "pages", "home.json"), '{ "route": "/", "title": "Início" }\n');
  // The refusals under test come before any schema or validation is needed.
  const schemas = () => Promise.reject(new Error("Os esquemas não deveriam ser lidos."));
  context = {
    configDir: config,
    publicDir: join(config, "public"),
    projectDir: config,
    pages: new PagesFolder(config),
    schemas,
  };
});
afterEach(() => rmSync(config, { recursive: true, force: true }));

/** Calls the endpoint as the plugin does, with `body` as the request's bytes; an exception would be the plugin's 500. */
function call(method: string, path: string, body?: string) {
  return callApi(context, method, path, body);
}

const messageOf = (body: unknown) => (body as { message: string }).message;

describe("a page name of 240 characters", () => {
  it.each([
    ["reading", "GET", `pages/${LONG}`, undefined, 404, `A página pages/${LONG}.json não existe.`],
    [
      "saving",
      "PUT",
      `pages/${LONG}`,
      JSON.stringify({ data: { route: "/x" }, version: null }),
      400,
      "Nome de página recusado",
    ],
    [
      "creating",
      "POST",
      "drafts",
      JSON.stringify({ name: LONG, route: "/longa", start: { kind: "template" } }),
      400,
      "Nome inválido",
    ],
    [
      "duplicating",
      "POST",
      "drafts",
      JSON.stringify({ name: "copia", route: "/copia", start: { kind: "copy", page: LONG } }),
      400,
      "de que seria a cópia, não existe",
    ],
    ["deleting", "DELETE", `pages/${LONG}`, undefined, 404, `A página pages/${LONG}.json não existe.`],
    ["validating", "POST", "validate", JSON.stringify({ name: LONG, data: {} }), 400, "Nome de página recusado."],
  ])(
    "is refused in Portuguese when %s, without touching the disk's path",
    async (_action, method, path, body, status, message) => {
      const answer = await call(method, path, body);
      expect(answer.status).toBe(status);
      expect(messageOf(answer.body)).toContain(message);
      expect(JSON.stringify(answer.body)).not.toContain(config);
    },
  );
});

describe("a body that is not a JSON object", () => {
  const routes = [
    ["POST", "drafts"],
    ["POST", "validate"],
    ["PUT", "pages/home"],
  ] as const;

  it.each(routes)("%s %s answers 400 for malformed JSON", async (method, path) => {
    const answer = await call(method, path, '{"name": ');
    expect(answer).toEqual({
      status: 400,
      body: { reason: "refused", message: "O corpo do pedido não é um JSON válido." },
    });
  });

  it.each(
    routes.flatMap(([method, path]) =>
      ["null", "[]", "42", '"texto"', ""].map((body) => [method, path, body] as const),
    ),
  )("%s %s answers 400 for the body %j", async (method, path, body) => {
    const answer = await call(method, path, body);
    expect(answer).toEqual({
      status: 400,
      body: { reason: "refused", message: "O corpo do pedido deve ser um objeto JSON." },
    });
  });

  it.each([
    { name: ["promo"], route: "/promo", start: { kind: "template" } },
    { name: "promo", route: 42, start: { kind: "template" } },
    { name: "promo", route: "/promo", start: ["home"] },
    { name: "promo", route: "/promo", start: "home" },
    { name: "promo", route: "/promo", start: { kind: "copy" } },
    { name: "promo", route: "/promo", start: { kind: "home" } },
  ])(
    "refuses a new page whose name or route is not text, or whose starting point is none of the three: %j",
    async (body) => {
      const answer = await call("POST", "drafts", JSON.stringify(body));
      expect(answer).toEqual({
        status: 400,
        body: {
          reason: "refused",
          message:
            "O pedido de nova página precisa de nome e rota, em texto, e de um ponto de partida: página vazia, modelo ou cópia de uma página.",
        },
      });
    },
  );
});

describe("duplicating a page", () => {
  it.each(["empty", "template"])("copies the page named %s, not the starting point of that name", async (name) => {
    const source = {
      route: `/origem-${name}`,
      aliases: [{ route: `/antiga-${name}` }],
      title: `A página ${name}`,
      description: "Copiada.",
      blocks: [{ type: "faq", items: [{ question: "P?", answer: "R." }] }],
    };
    writeFileSync(join(config, "pages", `${name}.json`), JSON.stringify(source));
    const start = { kind: "copy", page: name };
    const answer = await call("POST", "drafts", JSON.stringify({ name: "copia", route: "/copia", start }));
    const { aliases: _aliases, ...copied } = source;
    expect(answer).toEqual({
      status: 200,
      body: {
        name: "copia",
        data: { ...copied, $schema: "../../schema/page.schema.json", route: "/copia" },
        version: null,
      },
    });
  });
});

/** A copy of the valid fixture site in `site`, edited with the real schemas: requests get past validation. */
function validSiteContext(site: string): EditorContext {
  cpSync(join(ROOT, "tests/fixtures/valid"), site, { recursive: true });
  const schemas = () => loadSchemaSet({ schemaDir: join(ROOT, "schema"), blocksDir: join(ROOT, "blocks") });
  return { configDir: site, publicDir: join(site, "public"), projectDir: site, pages: new PagesFolder(site), schemas };
}

describe("data and messages the editor cannot use (answered 422 in Portuguese, never 500)", () => {
  let site: string;
  let siteContext: EditorContext;
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), "editor-api-hostile-"));
    siteContext = validSiteContext(site);
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  /** An object `levels` deep: {"a": {"a": … "fundo" …}}. */
  const nested = (levels: number) => {
    let value: unknown = "fundo";
    for (let level = 0; level < levels; level++) value = { a: value };
    return value as Record<string, unknown>;
  };
  const TOO_DEEP =
    "Os dados enviados têm mais de 64 níveis de listas e grupos, um dentro do outro; uma página usa poucos níveis. Nada foi alterado: recarregue o editor e refaça a última mudança.";

  it.each([
    ["POST", "validate", (data: unknown) => ({ name: "privacidade", data })],
    ["POST", "compare/privacidade", (data: unknown) => ({ data })],
    ["PUT", "pages/privacidade", (data: unknown) => ({ data, version: null, force: true })],
    ["POST", "site/validate", (data: unknown) => ({ data })],
    ["PUT", "site", (data: unknown) => ({ data, version: null, force: true })],
  ])("%s %s refuses data nested 65 levels (and 10,000) with 422, touching nothing", async (method, path, body) => {
    const before = readFileSync(join(site, "pages/privacidade.json"), "utf8");
    for (const levels of [65, 10_000]) {
      const answer = await callApi(siteContext, method, path, body(nested(levels)));
      expect(answer).toEqual({ status: 422, body: { reason: "refused", message: TOO_DEEP } });
    }
    expect(readFileSync(join(site, "pages/privacidade.json"), "utf8")).toBe(before);
  });

  it("leaves data nested 64 levels to the validator, which names the field", async () => {
    const data = { ...JSON.parse(siteContext.pages.read("privacidade")!.text), extra: nested(63) };
    const answer = await callApi(siteContext, "POST", "validate", { name: "privacidade", data });
    expect((answer.body as { reason?: string }).reason).not.toBe("refused");
  });

  it.each([
    ["NUL", "Preço novo\u0000"],
    ["an escape (terminal colours)", "\u001b[31mPreço novo"],
    ["a mark reversing the text's direction", "Preço \u202enovo"],
  ])("refuses a publication message with %s with 422", async (_case, message) => {
    const answer = await callApi(siteContext, "POST", "publish/privacidade", { message });
    expect(answer).toEqual({
      status: 422,
      body: {
        reason: "refused",
        message:
          "A mensagem tem um caractere invisível de controle (vindo, por exemplo, de um texto colado de outro programa), que o histórico não aceita. Apague a mensagem, digite-a de novo e publique.",
      },
    });
  });
});

describe("saving a page changed on disk since it was opened", () => {
  /** A valid site: the save gets past validation to the version check. */
  let site: string;
  let siteContext: EditorContext;
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), "editor-api-stale-"));
    siteContext = validSiteContext(site);
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  const put = (body: unknown) => callApi(siteContext, "PUT", "pages/privacidade", body);
  const file = () => join(site, "pages/privacidade.json");

  it("refuses with 409 a save based on an older version, and leaves the other edit on disk", async () => {
    const opened = siteContext.pages.read("privacidade")!;
    const data = { ...JSON.parse(opened.text), title: "Minha versão" };
    const otherEdit = opened.text.replace("Privacidade de teste", "A versão de outra pessoa");
    writeFileSync(file(), otherEdit);

    const answer = await put({ data, version: opened.version });
    expect(answer).toEqual({
      status: 409,
      body: {
        reason: "conflict",
        message: "pages/privacidade.json foi alterado fora do editor depois que você o abriu.",
      },
    });
    expect(readFileSync(file(), "utf8")).toBe(otherEdit);
  });

  it("saves over the other edit only when asked explicitly (force), and then a save on the new version passes", async () => {
    const opened = siteContext.pages.read("privacidade")!;
    writeFileSync(file(), opened.text.replace("Privacidade de teste", "A versão de outra pessoa"));
    const data = { ...JSON.parse(opened.text), title: "Minha versão" };

    const forced = await put({ data, version: opened.version, force: true });
    expect(forced.status).toBe(200);
    expect(JSON.parse(readFileSync(file(), "utf8")).title).toBe("Minha versão");
    const { version } = forced.body as { version: string };
    const again = await put({ data: { ...data, title: "De novo" }, version });
    expect(again.status).toBe(200);
  });

  it("refuses a save of a page deleted on disk since it was opened", async () => {
    const opened = siteContext.pages.read("privacidade")!;
    rmSync(file());
    const answer = await put({ data: JSON.parse(opened.text), version: opened.version });
    expect(answer.status).toBe(409);
    expect(messageOf(answer.body)).toBe("pages/privacidade.json foi apagado fora do editor depois que você o abriu.");
  });

  it("compares the open page, as saving would write it, with the file on disk", async () => {
    const opened = siteContext.pages.read("privacidade")!;
    const data = { ...JSON.parse(opened.text), title: "Minha versão" };
    const answer = await callApi(siteContext, "POST", "compare/privacidade", { data });
    expect(answer).toEqual({
      status: 200,
      body: { disk: opened.text, mine: opened.text.replace('"Privacidade de teste"', '"Minha versão"') },
    });
  });
});

describe("checking a page being edited", () => {
  let site: string;
  let siteContext: EditorContext;
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), "editor-api-check-"));
    siteContext = validSiteContext(site);
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it("words a card grid with both a list of cards and groups, or neither (no list or an empty one), as the validator does; an empty list beside groups is fine", async () => {
    const data = {
      route: "/grade",
      title: "Grade",
      description: "Uma página com grades de cartões malfeitas e uma certa.",
      blocks: [
        { type: "cardGrid", cards: [{ title: "Solto" }], groups: [{ title: "Grupo", cards: [{ title: "NF-e" }] }] },
        { type: "cardGrid", title: "Sem cartões" },
        // An emptied list beside groups is no list: nothing to report.
        { type: "cardGrid", cards: [], groups: [{ title: "Grupo", cards: [{ title: "NF-e" }] }] },
        { type: "cardGrid", title: "Lista vazia", cards: [] },
      ],
    };
    const answer = await callApi(siteContext, "POST", "validate", { name: "grade", data });
    const { problems } = answer.body as { problems: Array<{ pointer: string; code: string; message: string }> };
    expect(problems.map(({ pointer, code, message }) => [pointer, code, message])).toEqual([
      [
        "/blocks/0/cards",
        "SITE-050",
        "A grade de cartões tem uma lista de cartões e também grupos de cartões: use uma das duas formas, não as duas.",
      ],
      ["/blocks/1", "SITE-051", "A grade de cartões não tem cartões."],
      ["/blocks/3/cards", "SITE-051", "A grade de cartões não tem cartões."],
    ]);
  });
});

describe("sending an image", () => {
  it("saves the file named in the address (decoded, its folders dropped) in public/img/ and answers its size", async () => {
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: "#c80" } })
      .png()
      .toBuffer();
    const answer = await callApi(context, "POST", `images/${encodeURIComponent("../../Logo Novo.png")}`, png);
    expect(answer).toEqual({ status: 201, body: { src: "/img/logo-novo.webp", width: 8, height: 4 } });
    expect(readFileSync(join(config, "public/img/logo-novo.webp")).subarray(8, 12).toString()).toBe("WEBP");
  });
});

/** What each route that takes a JSON body answers (400) to one that does not fit its schema. */
const REFUSALS: Record<string, string> = {
  "PUT pages/:name": "Pedido sem os dados da página ou sem a versão que foi aberta.",
  "POST publish/:name": "Escreva uma mensagem que diga o que mudou na página.",
  "POST validate": "Nome de página recusado.",
  "POST drafts":
    "O pedido de nova página precisa de nome e rota, em texto, e de um ponto de partida: página vazia, modelo ou cópia de uma página.",
  "POST compare/:name": "Pedido sem os dados da página.",
  "POST collections": "O pedido de nova coleção precisa do nome dela e do nome da página modelo, em texto.",
  "PUT collections/:name": "Pedido sem os dados da coleção ou sem a versão que foi aberta.",
  "POST collections/:name/publish": "Escreva uma mensagem que diga o que mudou na coleção.",
  "POST collections/:name/validate": "Pedido sem os dados da coleção.",
  "POST collections/:name/compare": "Pedido sem os dados da coleção.",
  "PUT site": "Pedido sem os dados do site ou sem a versão que foi aberta.",
  "POST site/publish": "Escreva uma mensagem que diga o que mudou na configuração do site.",
  "POST site/validate": "Pedido sem os dados do site.",
  "POST site/compare": "Pedido sem os dados do site.",
  "POST pages/:name/variants": "Escolha o objetivo do teste: chat, formulário ou os dois.",
  "POST experiments/:name/status": "Diga o novo estado do teste e uma mensagem que diga o que mudou.",
  "POST experiments/:name/winner": "Diga qual variante fica na página e uma mensagem que diga o que mudou.",
  "PUT experiments/:name": "Pedido sem os dados do teste A/B ou sem a versão que foi aberta.",
  "POST experiments/:name/publish": "Escreva uma mensagem que diga o que mudou na configuração do teste A/B.",
  "POST experiments/:name/validate": "Pedido sem os dados do teste A/B.",
  "POST experiments/:name/compare": "Pedido sem os dados do teste A/B.",
  "POST biblioteca/imagens/renomear": "Escreva o novo nome da imagem.",
  "POST biblioteca/imagens/excluir": "Diga qual imagem excluir.",
  "POST modelos": "Dê ao modelo um nome de até 80 letras.",
  "PUT modelos/:name": "Dê ao modelo um nome de até 80 letras.",
  "PUT secoes/:name": "Pedido sem os dados do modelo de seção ou sem a versão que foi aberta.",
  "POST secoes/:name/publish": "Escreva uma mensagem que diga o que mudou na seção.",
  "POST secoes/:name/validate": "Pedido sem os dados do modelo de seção.",
  "POST secoes/:name/compare": "Pedido sem os dados do modelo de seção.",
};

describe("every route that takes a JSON body", () => {
  const jsonRoutes = EDITOR_ROUTES.filter((route) => route.body.kind === "json").map(
    (route) => [`${route.method} ${route.path}`, route] as const,
  );
  /** The route's address with its parts filled in: the page written in beforeEach, and a commit. */
  const addressOf = (path: string) => path.replace(":name", "home").replace(":commit", "0".repeat(40));

  it("has its refusal listed here, so that a new route gets its test", () => {
    expect(jsonRoutes.map(([key]) => key).sort()).toEqual(Object.keys(REFUSALS).sort());
  });

  it.each(
    jsonRoutes.flatMap(([key]) =>
      [
        {},
        { name: 7, route: [], start: "copy", data: [], version: 3, force: "sim", message: 12 },
        { name: null, route: "/x", start: { kind: "copy" }, data: "texto", version: null, message: "  " },
      ].map((body) => [key, body] as const),
    ),
  )("%s refuses %j with 400 and its pt-BR sentence, touching nothing", async (key, body) => {
    const route = jsonRoutes.find(([other]) => other === key)![1];
    const before = readFileSync(join(config, "pages", "home.json"), "utf8");
    const answer = await call(route.method, addressOf(route.path), JSON.stringify(body));
    expect(answer).toEqual({ status: 400, body: { reason: "refused", message: REFUSALS[key] } });
    expect(readFileSync(join(config, "pages", "home.json"), "utf8")).toBe(before);
  });

  it("refuses a page's validation that names the page but sends no data", async () => {
    expect(await call("POST", "validate", JSON.stringify({ name: "home" }))).toEqual({
      status: 400,
      body: { reason: "refused", message: "Pedido sem os dados da página." },
    });
  });

  it("refuses a publication message over 500 characters with its length", async () => {
    const answer = await call("POST", "publish/home", JSON.stringify({ message: ` ${"x".repeat(501)} ` }));
    expect(answer).toEqual({
      status: 400,
      body: { reason: "refused", message: "A mensagem tem 501 caracteres; use no máximo 500." },
    });
  });
});

describe("an address or method the API does not have", () => {
  it.each([
    ["GET", "nada"],
    ["GET", "pages/home/extra"],
    ["POST", "site/apagar"],
    ["GET", "collections/x/history/y/z"],
  ])("%s %s answers 404", async (method, path) => {
    expect(await call(method, path)).toEqual({
      status: 404,
      body: { reason: "refused", message: "Endereço desconhecido." },
    });
  });

  it.each([
    ["PATCH", "pages/home", "GET, PUT, DELETE"],
    ["DELETE", "collections/x", "GET, PUT"],
    ["GET", "validate", "POST"],
    ["PUT", "images/foto.png", "POST"],
    ["DELETE", "site", "GET, PUT"],
  ])("%s %s answers 405 with the methods it takes", async (method, path, allowed) => {
    expect(await call(method, path)).toEqual({
      status: 405,
      headers: { Allow: allowed },
      body: { reason: "refused", message: `Este endereço não aceita o método ${method}; aceita ${allowed}.` },
    });
  });
});

describe("the dev server's session", () => {
  it("is the developer at the keyboard, with every permission", async () => {
    const answer = await call("GET", "sessao");
    expect(answer).toEqual({
      status: 200,
      body: { mode: "local", permissions: ["public", "read", "edit", "publish", "manage"] },
    });
  });
});
