// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../model/paths.ts";
import { validateSite } from "./validateSite.ts";

const VALID = join(ROOT, "tests/fixtures/valid");
const EXPERIMENT = join(ROOT, "tests/fixtures/experiment");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const TEST_FILE = "experiments/oferta-ab.json";
const VARIANT_FILE = "experiments/oferta-ab/b.json";
const readFixture = (file: string) => JSON.parse(readFileSync(join(EXPERIMENT, file), "utf8"));

/** The valid fixture plus the A/B test fixture, with `files` (config paths to JSON values) written over it. */
function siteWith(files: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "site-experiment-"));
  made.push(dir);
  cpSync(VALID, dir, { recursive: true });
  cpSync(EXPERIMENT, dir, { recursive: true });
  for (const [file, value] of Object.entries(files)) writeFileSync(join(dir, file), JSON.stringify(value, null, 2));
  return dir;
}

/** The problems of a folder as `file:line  code  message`. */
const problemsOf = (dir: string) =>
  validateSite(dir, { publicDir: join(VALID, "public") }).map(
    (problem) => `${problem.file}:${problem.line}  ${problem.code}  ${problem.message}`,
  );

describe("the A/B tests' checks", () => {
  it("accept a running test whose variants exist and can reach its goal", () => {
    expect(problemsOf(siteWith())).toEqual([]);
  });

  it("say where the weights do not add up to 100", () => {
    const test = readFixture(TEST_FILE);
    test.variants[1].weight = 40;
    expect(problemsOf(siteWith({ [TEST_FILE]: test }))).toEqual([
      "experiments/oferta-ab.json:8  SITE-057  Os pesos das variantes somam 90%, e precisam somar 100%.",
    ]);
  });

  it("name a tested page that does not exist, with the closest one", () => {
    const test = { ...readFixture(TEST_FILE), page: "ofertas" };
    expect(problemsOf(siteWith({ [TEST_FILE]: test }))).toEqual([
      "experiments/oferta-ab.json:4  SITE-055  O teste A/B é da página “ofertas”, que não existe.",
    ]);
  });

  it("refuse a variant of a collection's template", () => {
    const dir = siteWith();
    cpSync(join(ROOT, "tests/fixtures/collection"), dir, { recursive: true });
    const test = { ...readFixture(TEST_FILE), page: "sistema-para" };
    writeFileSync(join(dir, TEST_FILE), JSON.stringify(test, null, 2));
    expect(problemsOf(dir)).toEqual([
      "experiments/oferta-ab.json:4  SITE-056  A página “sistema-para” é o modelo de uma coleção; um teste A/B não pode ter variantes dela.",
    ]);
  });

  it("name a variant without a page, and a variant named twice", () => {
    const test = readFixture(TEST_FILE);
    test.variants = [
      { name: "original", weight: 40 },
      { name: "c", weight: 30 },
      { name: "original", weight: 30 },
    ];
    expect(problemsOf(siteWith({ [TEST_FILE]: test }))).toEqual([
      "experiments/oferta-ab.json:14  SITE-059  A variante “c” não tem página.",
      "experiments/oferta-ab.json:18  SITE-058  Há mais de uma variante chamada “original”.",
    ]);
  });

  it("say where a variant's page is at another address than the tested page", () => {
    const variant = { ...readFixture(VARIANT_FILE), route: "/oferta-b" };
    expect(problemsOf(siteWith({ [VARIANT_FILE]: variant }))).toEqual([
      "experiments/oferta-ab/b.json:3  SITE-060  A variante tem o endereço “/oferta-b”, mas a página testada fica em “/oferta”.",
    ]);
  });

  it("check a variant's page against the page schema", () => {
    const variant = readFixture(VARIANT_FILE);
    variant.blocks[0].type = "chatCt";
    expect(problemsOf(siteWith({ [VARIANT_FILE]: variant }))[0]).toMatch(
      /^experiments\/oferta-ab\/b\.json:\d+ {2}SITE-008 {2}Tipo de bloco desconhecido "chatCt"\.$/,
    );
  });

  it("say which variant cannot reach the goal: no chat link for a chat goal, no contact form for a lead goal", () => {
    const variant = readFixture(VARIANT_FILE);
    variant.blocks = [{ type: "faq", title: "Dúvidas", items: [{ question: "Pergunta?", answer: "Resposta." }] }];
    expect(problemsOf(siteWith({ [VARIANT_FILE]: variant }))).toEqual([
      "experiments/oferta-ab.json:10  SITE-061  O objetivo do teste é clique no chat, mas a variante “b” não tem nenhum botão de chat.",
    ]);
    const leadTest = { ...readFixture(TEST_FILE), goal: "lead" };
    expect(problemsOf(siteWith({ [TEST_FILE]: leadTest }))).toEqual([
      "experiments/oferta-ab.json:9  SITE-061  O objetivo do teste é contato pelo formulário, mas a variante “original” não tem formulário de contato.",
      "experiments/oferta-ab.json:13  SITE-061  O objetivo do teste é contato pelo formulário, mas a variante “b” não tem formulário de contato.",
    ]);
  });

  it("word a test's schema problems like any file's, in Portuguese", () => {
    const test = { ...readFixture(TEST_FILE), goal: "venda" };
    const [problem] = problemsOf(siteWith({ [TEST_FILE]: test }));
    expect(problem).toMatch(/^experiments\/oferta-ab\.json:5 {2}SITE-\d{3} {2}/);
  });
});
