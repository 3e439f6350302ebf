// @vitest-environment node
import { callApi } from "./testApiCall.ts";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import type { CollectionSummary, Comparison, OpenedCollection, PageSummary, Refusal } from "../shared/api.ts";
import type { EditorContext } from "./api.ts";
import { PagesFolder } from "./pageFiles.ts";
import { loadSchemaSet } from "./schemaSet.ts";

/** The valid fixture site with the example collection (segmentos-cidades, template sistema-para, four rows). */
let site: string;
let context: EditorContext;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), "editor-collections-"));
  cpSync(join(ROOT, "tests/fixtures/valid"), site, { recursive: true });
  cpSync(join(ROOT, "tests/fixtures/collection"), site, { recursive: true });
  context = {
    configDir: site,
    publicDir: join(site, "public"),
    projectDir: site,
    pages: new PagesFolder(site),
    // A new template page is written in the page schema's key order.
    schemas: () => loadSchemaSet({ schemaDir: join(ROOT, "schema"), blocksDir: join(ROOT, "blocks") }),
  };
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

const call = (method: string, path: string, body?: unknown) => callApi(context, method, path, body);
const file = () => join(site, "collections/segmentos-cidades.json");
const opened = async () => (await call("GET", "collections/segmentos-cidades")).body as OpenedCollection;
const rowsOf = (data: Record<string, unknown>) => data.rows as Array<Record<string, string>>;

describe("listing collections", () => {
  it("lists each collection with its template and row count, and marks the template in the page list", async () => {
    const collections = await call("GET", "collections");
    expect(collections).toEqual({
      status: 200,
      body: [
        { name: "segmentos-cidades", file: "collections/segmentos-cidades.json", page: "sistema-para", rows: 4 },
      ] satisfies CollectionSummary[],
    });
    const pages = (await call("GET", "pages")).body as PageSummary[];
    expect(pages.find((page) => page.name === "sistema-para")?.templateOf).toBe("segmentos-cidades");
    expect(pages.find((page) => page.name === "home")?.templateOf).toBeUndefined();
  });

  it("shows each page's title with the site's data filled in, never {{brand.name}}", async () => {
    const pages = (await call("GET", "pages")).body as PageSummary[];
    const brand = JSON.parse(readFileSync(join(site, "site.json"), "utf8")).brand.name as string;
    expect(pages.find((page) => page.name === "sistema-para")?.title).toBe(
      `Sistema para {{row.segmento}} em {{row.cidade}} | ${brand}`,
    );
    expect(pages.map((page) => page.title).filter((title) => title.includes("{{brand."))).toEqual([]);
  });
});

describe("reading a collection", () => {
  it("answers its data and version, and 404 in Portuguese for one that does not exist", async () => {
    const collection = await opened();
    expect(collection.name).toBe("segmentos-cidades");
    expect(collection.data).toEqual(JSON.parse(readFileSync(file(), "utf8")));
    expect(collection.version).toMatch(/^[0-9a-f]{16}$/);
    expect(await call("GET", "collections/nenhuma")).toEqual({
      status: 404,
      body: { reason: "refused", message: "A coleção collections/nenhuma.json não existe." },
    });
  });
});

describe("comparing a collection", () => {
  it("answers the collection as edited, as saving would write it, beside the file on disk", async () => {
    const { data } = await opened();
    const rows = rowsOf(data).map((row, index) => (index === 0 ? { ...row, cidade: "Londrina" } : row));
    const answer = await call("POST", "collections/segmentos-cidades/compare", { data: { ...data, rows } });
    expect(answer.status).toBe(200);
    const { disk, mine } = answer.body as Comparison;
    expect(disk).toBe(readFileSync(file(), "utf8"));
    expect(JSON.parse(mine)).toEqual({ ...data, rows });
    expect(mine.split("\n").filter((line, index) => line !== disk!.split("\n")[index])).toHaveLength(1);
  });
});

describe("saving a collection", () => {
  it("writes an edited cell and a new row, changing only those lines of the file", async () => {
    const { data, version } = await opened();
    const before = readFileSync(file(), "utf8");
    const rows = rowsOf(data).map((row, index) => (index === 1 ? { ...row, cidade: "Canoas" } : row));
    const added = { ...rows[0]!, slug: "restaurantes-londrina", cidade: "Londrina" };
    const answer = await call("PUT", "collections/segmentos-cidades", {
      data: { ...data, rows: [...rows, added] },
      version,
    });
    expect(answer.status).toBe(200);
    const after = readFileSync(file(), "utf8");
    expect(rowsOf(JSON.parse(after))).toEqual([...rows, added]);
    expect(after).toContain('"cidade": "Canoas"');
    // The untouched rows keep their bytes.
    expect(after.slice(0, before.indexOf('"Porto Alegre"'))).toBe(before.slice(0, before.indexOf('"Porto Alegre"')));
  });

  it("refuses with 409 a save based on an older version, and leaves the other edit on disk", async () => {
    const { data, version } = await opened();
    const otherEdit = readFileSync(file(), "utf8").replace('"Curitiba"', '"Maringá"');
    writeFileSync(file(), otherEdit);
    const answer = await call("PUT", "collections/segmentos-cidades", { data, version });
    expect(answer).toEqual({
      status: 409,
      body: {
        reason: "conflict",
        message: "collections/segmentos-cidades.json foi alterado fora do editor depois que você o abriu.",
      } satisfies Refusal,
    });
    expect(readFileSync(file(), "utf8")).toBe(otherEdit);
    expect((await call("PUT", "collections/segmentos-cidades", { data, version, force: true })).status).toBe(200);
  });

  /** Saves `rows` and answers the refusal's problems as [pointer, code], checking that the file stayed as it was. */
  async function refusedProblems(edit: (rows: Array<Record<string, string>>) => Array<Record<string, string>>) {
    const { data, version } = await opened();
    const before = readFileSync(file(), "utf8");
    const answer = await call("PUT", "collections/segmentos-cidades", {
      data: { ...data, rows: edit(rowsOf(data)) },
      version,
    });
    expect(answer.status).toBe(422);
    expect(readFileSync(file(), "utf8")).toBe(before);
    const { problems } = (answer.body as Extract<Refusal, { reason: "invalid" }>).validation;
    expect(problems.every((problem) => problem.file === "collections/segmentos-cidades.json")).toBe(true);
    return problems;
  }

  it("refuses a slug with spaces and capitals at its cell's pointer, with the validator.s message", async () => {
    const problems = await refusedProblems((rows) => [
      { ...rows[0]!, slug: "Restaurantes Curitiba" },
      ...rows.slice(1),
    ]);
    expect(problems.map((problem) => [problem.pointer, problem.code])).toEqual([["/rows/0/slug", "SITE-013"]]);
    expect(problems[0]!.message).toBe(`Formato inválido em "slug": "Restaurantes Curitiba".`);
  });

  it("refuses a slug used twice at the second row's slug, and a row without a field the template uses at the row", async () => {
    const problems = await refusedProblems((rows) => {
      const { cidade: _cidade, ...withoutCity } = rows[3]!;
      return [rows[0]!, rows[1]!, { ...rows[2]!, slug: rows[1]!.slug! }, withoutCity];
    });
    expect(problems.map((problem) => [problem.pointer, problem.code])).toEqual([
      ["/rows/2/slug", "SITE-044"],
      ["/rows/3", "SITE-045"],
    ]);
    expect(problems[0]!.message).toBe('O slug "restaurantes-porto-alegre" já aparece na linha 14 desta coleção.');
  });

  it("validates a collection as edited without saving it", async () => {
    const { data } = await opened();
    const rows = rowsOf(data).map((row, index) => (index === 0 ? { ...row, slug: "Com Espaço" } : row));
    const answer = await call("POST", "collections/segmentos-cidades/validate", { data: { ...data, rows } });
    expect(answer.status).toBe(200);
    const { problems } = answer.body as { problems: Array<{ pointer: string }> };
    expect(problems.map((problem) => problem.pointer)).toEqual(["/rows/0/slug"]);
  });
});

describe("creating a collection", () => {
  it("writes a collection with its template page and no rows, which the list then shows", async () => {
    const created = await call("POST", "collections", { name: "cidades-atendidas", page: "sistema-para" });
    expect(created).toMatchObject({
      status: 201,
      body: { name: "cidades-atendidas", data: { page: "sistema-para", rows: [] } },
    });
    expect(JSON.parse(readFileSync(join(site, "collections/cidades-atendidas.json"), "utf8"))).toEqual({
      $schema: "../../schema/collection.schema.json",
      page: "sistema-para",
      rows: [],
    });
    const listed = (await call("GET", "collections")).body as CollectionSummary[];
    expect(listed.map((collection) => collection.name)).toEqual(["cidades-atendidas", "segmentos-cidades"]);
  });

  it("makes a new template page whose address ends with each row's slug, when asked to, and the site's first collections folder", async () => {
    rmSync(join(site, "collections"), { recursive: true });
    const created = await call("POST", "collections", { name: "cidades", page: "cidades-modelo", newPage: true });
    expect(created.body).toMatchObject({ name: "cidades" });
    const template = JSON.parse(readFileSync(join(site, "pages/cidades-modelo.json"), "utf8"));
    expect(template.route).toBe("/cidades/:slug");
    expect(template.blocks.length).toBeGreaterThan(0);
    expect(await call("POST", "collections", { name: "outra", page: "cidades-modelo", newPage: true })).toEqual({
      status: 409,
      body: { reason: "refused", message: "Já existe uma página chamada “cidades-modelo”: escolha outro nome." },
    });
  });

  it("refuses, in Portuguese, a bad name, a name taken and a template page that does not exist", async () => {
    expect(await call("POST", "collections", { name: "Cidades Atendidas", page: "sistema-para" })).toEqual({
      status: 400,
      body: {
        reason: "refused",
        message:
          'Nome de coleção recusado: "Cidades Atendidas". Use até 80 letras minúsculas, números e hífens, começando por letra (ex.: cidades-atendidas).',
      },
    });
    expect(await call("POST", "collections", { name: "segmentos-cidades", page: "sistema-para" })).toEqual({
      status: 409,
      body: { reason: "refused", message: "Já existe uma coleção chamada “segmentos-cidades”: escolha outro nome." },
    });
    expect(await call("POST", "collections", { name: "nova", page: "nao-existe" })).toEqual({
      status: 400,
      body: { reason: "refused", message: "A página modelo “nao-existe” não existe: escolha uma página da lista." },
    });
  });
});
