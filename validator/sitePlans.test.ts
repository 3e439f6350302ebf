// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CONFIG_DIR } from "../model/paths.ts";
import { validateSite } from "./validateSite.ts";

/** A config file as the test changes it: JSON, whatever its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any file's JSON
type Json = Record<string, any>;

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The problems of the real config with one of its files changed by `change`, as [code, pointer, message]. */
function problemsWith(file: string, change: (data: Json) => void): string[][] {
  const dir = mkdtempSync(join(tmpdir(), "site-plans-"));
  made.push(dir);
  cpSync(DEFAULT_CONFIG_DIR, dir, { recursive: true });
  const data = JSON.parse(readFileSync(join(dir, file), "utf8"));
  change(data);
  writeFileSync(join(dir, file), JSON.stringify(data, null, 2));
  return validateSite(dir).map((problem) => [problem.code, problem.pointer, problem.message]);
}

const plansOf = (page: Json) => (page.blocks as Json[]).find((block) => block.type === "plans")!;

describe("plan cards that show a plan of site.json", () => {
  it("name a plan site.json has, and suggest the nearest one", () => {
    expect(problemsWith("pages/preco.json", (page) => (plansOf(page).plans[0].plan = "comercioBasic"))).toEqual([
      [
        "SITE-065",
        "/blocks/1/plans/0/plan",
        "O plano “comercioBasic” não está cadastrado nas Configurações do site (Planos).",
      ],
    ]);
  });

  it("write none of the plan's own details beside it, so a page cannot drift from the others", () => {
    expect(
      problemsWith("pages/home.json", (page) => (plansOf(page).plans[1].subtitle = "Para transportadoras")),
    ).toEqual([
      [
        "SITE-066",
        "/blocks/7/plans/1",
        "Este cartão mostra um plano cadastrado nas Configurações do site e também tem nome, preço, selo ou benefícios escritos aqui.",
      ],
    ]);
  });

  it("bring site.json's price to the payment summary's check", () => {
    const problems = problemsWith("site.json", (site) => (site.plans.gestaoComercio.price = 89.99));
    expect(problems.map(([code, pointer]) => [code, pointer])).toEqual([
      ["SITE-062", "/blocks/0/summary/plans/3/amount"],
    ]);
    expect(problems[0]![2]).toContain("nas páginas “home” e “preco”");
  });
});
