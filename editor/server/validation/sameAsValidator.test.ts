// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CONFIG_DIR, PUBLIC_DIR, ROOT } from "../../../model/paths.ts";
import { validateSite } from "../../../validator/validateSite.ts";
import { SiteChecks } from "./siteChecks.ts";

const FIXTURES = join(ROOT, "tests/fixtures");
const VALID = join(FIXTURES, "valid");
const INVALID = join(FIXTURES, "invalid");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A config folder: the valid fixture, the folders of `fixtures` copied over it, then `files` written (path → text). */
function siteWith(fixtures: string[], files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "same-as-validator-"));
  made.push(dir);
  cpSync(VALID, dir, { recursive: true });
  for (const fixture of fixtures) cpSync(join(FIXTURES, fixture), dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/** The editor's check of the whole site on disk, beside `npm run validate`'s. */
function bothChecks(configDir: string, publicDir: string) {
  const editor = new SiteChecks(configDir, publicDir);
  try {
    return { editor: editor.answer({ kind: "all" }), validator: validateSite(configDir, { publicDir }) };
  } finally {
    editor.close();
  }
}

/** A JSON file of `dir` changed by `change`. */
function edit(dir: string, file: string, change: (data: Record<string, unknown>) => void): string {
  const data = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
  return dir;
}

const FAQ = { type: "faq", title: "Dúvidas", items: [{ question: "Pergunta?", answer: "Resposta." }] };
const model = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** Broken sites, one per kind of file the validator reads. */
const BROKEN: Array<[string, () => string]> = [
  ["an invalid model of a section", () => siteWith([], { "sections/duvidas.json": model({ name: "D", block: {} }) })],
  ["a model of a section that is not JSON", () => siteWith([], { "sections/quebrado.json": "{ nome" })],
  ["a model badly named", () => siteWith([], { "sections/Com Espaço.json": model({ name: "D", block: FAQ }) })],
  [
    "a collection whose rows repeat a slug and lack a field",
    () =>
      edit(siteWith(["collection"]), "collections/segmentos-cidades.json", (data) => {
        const rows = data.rows as Array<Record<string, unknown>>;
        rows[1]!.slug = rows[0]!.slug;
        delete rows[0]!.cidade;
      }),
  ],
  [
    "an A/B test whose weights make more than 100",
    () =>
      edit(siteWith(["experiment"]), "experiments/oferta-ab.json", (data) => {
        (data.variants as Array<{ weight: number }>)[0]!.weight = 60;
      }),
  ],
  [
    "prices that disagree",
    () =>
      siteWith(["prices"], {
        "pages/pagamento.json": readFileSync(join(FIXTURES, "prices/pagamento-desatualizado.json"), "utf8"),
      }),
  ],
  ...readdirSync(INVALID)
    .filter((name) => name.endsWith(".json"))
    .map((name): [string, () => string] => [
      `the invalid page ${name}`,
      () => siteWith([], { [`pages/${name}`]: readFileSync(join(INVALID, name), "utf8") }),
    ]),
];

describe("the editor's check of the whole site", () => {
  it("finds what npm run validate finds on the repository's config", () => {
    const { editor, validator } = bothChecks(DEFAULT_CONFIG_DIR, PUBLIC_DIR);
    expect(editor).toEqual(validator);
  });

  for (const [broken, make] of BROKEN) {
    it(`finds what npm run validate finds in a site with ${broken}`, () => {
      const { editor, validator } = bothChecks(make(), join(VALID, "public"));
      expect(validator.length).toBeGreaterThan(0);
      expect(editor).toEqual(validator);
    });
  }
});

describe("the models of sections in the editor", () => {
  it("show an invalid model's problems, as npm run validate words them", () => {
    const dir = siteWith([], { "sections/duvidas.json": model({ name: "Dúvidas", block: { type: "faq" } }) });
    const checks = new SiteChecks(dir, join(VALID, "public"));
    try {
      const onDisk = checks.answer({ kind: "all" }).filter((problem) => problem.file === "sections/duvidas.json");
      expect(onDisk.map((problem) => problem.pointer)).toEqual(["/block"]);
      expect(onDisk[0]!.message).toMatch(/obrigatório/);
      const edited = checks.answer({ kind: "section", name: "duvidas", data: { name: "Dúvidas", block: FAQ } });
      expect(edited).toEqual({ problems: [], others: [] });
      const broken = checks.answer({ kind: "section", name: "nova", data: { block: FAQ } });
      expect(broken.problems.map((problem) => [problem.file, problem.pointer])).toEqual([["sections/nova.json", ""]]);
    } finally {
      checks.close();
    }
  });
});
