// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PUBLIC_DIR, ROOT } from "../../../model/paths.ts";
import { fullCheck } from "./fullCheck.ts";
import { SiteChecks, type Question } from "./siteChecks.ts";

/** The real site with a test of the price page (paused, 50/50) and its variant b, a copy of the page. */
let project: string;
const config = () => join(project, "site.config");
const publicDir = () => join(project, "public");
const read = (file: string) => JSON.parse(readFileSync(join(config(), file), "utf8")) as Record<string, unknown>;
const write = (file: string, data: unknown) =>
  writeFileSync(join(config(), file), `${JSON.stringify(data, null, 2)}\n`);
const TEST = {
  name: "Preços",
  page: "preco",
  goal: "chat",
  status: "paused",
  variants: [
    { name: "original", weight: 50 },
    { name: "b", weight: 50 },
  ],
};

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "recheck-experiments-"));
  cpSync(join(ROOT, "site.config"), config(), { recursive: true });
  cpSync(PUBLIC_DIR, publicDir(), { recursive: true });
  mkdirSync(join(config(), "experiments/preco"), { recursive: true });
  write("experiments/preco.json", TEST);
  write("experiments/preco/b.json", read("pages/preco.json"));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const codes = (problems: Array<{ file: string; code: string }>) => problems.map(({ file, code }) => `${file} ${code}`);

describe("the editor's checks of A/B tests", () => {
  it("answer as the validator on the whole site for a variant, a test and a page as edited", () => {
    const checks = new SiteChecks(config(), publicDir());
    const variant = read("experiments/preco/b.json");
    const questions: Question[] = [
      { kind: "page", name: "preco/b", data: { ...variant, route: "/outro" } },
      { kind: "page", name: "preco/b", data: { ...variant, blocks: [] } },
      {
        kind: "experiment",
        name: "preco",
        data: { ...TEST, variants: [{ name: "original", weight: 60 }, TEST.variants[1]] },
      },
      { kind: "experiment", name: "preco", data: { ...TEST, goal: "lead" } },
      // The original without its chat buttons cannot reach the goal: a problem of the test, caused by the page.
      { kind: "page", name: "preco", data: { ...read("pages/preco.json"), blocks: [] } },
    ];
    for (const question of questions) {
      const answer = checks.answer(question);
      expect(answer).toEqual(fullCheck(config(), publicDir(), question));
      expect(JSON.stringify(answer)).toMatch(/SITE-0(5[5-9]|6[01])/);
    }
    checks.close();
  });

  it("see a test changed on disk between two questions, with no watcher telling them", () => {
    const checks = new SiteChecks(config(), publicDir(), { watch: true });
    const page = read("pages/preco.json");
    expect(codes(checks.answer({ kind: "page", name: "preco", data: page }).others)).toEqual([]);
    write("experiments/preco.json", {
      ...TEST,
      variants: [
        { name: "original", weight: 100 },
        { name: "c", weight: 0 },
      ],
    });
    expect(codes(checks.answer({ kind: "page", name: "home", data: read("pages/home.json") }).others)).toEqual([]);
    expect(codes(checks.answer({ kind: "page", name: "preco", data: { ...page, title: "Outro" } }).others)).toEqual([]);
    const problems = checks.answer({
      kind: "experiment",
      name: "preco",
      data: read("experiments/preco.json"),
    }).problems;
    expect(codes(problems)).toEqual(["experiments/preco.json SITE-059"]);
    checks.close();
  });
});
