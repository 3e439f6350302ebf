// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../model/paths.ts";
import { loadSite, validateSite } from "./validateSite.ts";

const VALID = join(ROOT, "tests/fixtures/valid");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The valid fixture with models of sections written as `sections/<name>.json` (text as given). */
function siteWith(sections: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "site-sections-"));
  made.push(dir);
  cpSync(VALID, dir, { recursive: true });
  mkdirSync(join(dir, "sections"));
  for (const [name, text] of Object.entries(sections)) writeFileSync(join(dir, "sections", `${name}.json`), text);
  return dir;
}

const problemsOf = (dir: string) =>
  validateSite(dir, { publicDir: join(VALID, "public") }).map(
    (problem) => `${problem.file}:${problem.line}  ${problem.message}`,
  );

const FAQ = { type: "faq", title: "Dúvidas", items: [{ question: "Pergunta?", answer: "Resposta." }] };

describe("the models of sections", () => {
  it("are read by the loader and accepted with a name and a valid block", () => {
    const dir = siteWith({ duvidas: JSON.stringify({ name: "Dúvidas", block: FAQ }, null, 2) });
    expect(loadSite(dir).sections?.map((file) => file.file)).toEqual(["sections/duvidas.json"]);
    expect(problemsOf(dir)).toEqual([]);
  });

  it("say in Portuguese, at the line of the block, what the block lacks", () => {
    const text = JSON.stringify({ name: "Dúvidas", block: { type: "faq", title: "Dúvidas" } }, null, 2);
    const problems = problemsOf(siteWith({ duvidas: text }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^sections\/duvidas\.json:3 {2}.*obrigatório/);
  });

  it("refuse a model without a name", () => {
    const problems = problemsOf(siteWith({ sem: JSON.stringify({ block: FAQ }, null, 2) }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^sections\/sem\.json:1 /);
  });
});
