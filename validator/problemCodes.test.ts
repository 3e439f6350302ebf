// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockTypes } from "../model/blockSchemas.ts";
import { BLOCKS_DIR, ROOT, SCHEMA_DIR } from "../model/paths.ts";
import { LOAD_PROBLEM_IDS } from "../model/load/loadProblem.ts";
import { PROBLEM_KEYWORD } from "../model/schemaKeywords.ts";
import { problemTable } from "../build/docs/problemTable.ts";
import { exampleText, fieldOf, formWords, isPlainProblem, problemKinds, problemText } from "./problemCodes.ts";
import { RETIRED_PROBLEM_CODES } from "./retiredProblemCodes.ts";

const kinds = problemKinds();
const inUse: string[] = kinds.map((kind) => kind.code);
const retired: string[] = RETIRED_PROBLEM_CODES.map((entry) => entry.code);

/**
 * Every code published so far, frozen: deleting a problem without retiring its code fails the test. A new problem's
 * code is added here too (it is published once it ships).
 */
const PUBLISHED = Object.freeze([
  ...["SITE-001", "SITE-002", "SITE-003", "SITE-004", "SITE-005", "SITE-006", "SITE-007", "SITE-008", "SITE-009"],
  ...["SITE-010", "SITE-011", "SITE-012", "SITE-013", "SITE-014", "SITE-015", "SITE-016", "SITE-017", "SITE-018"],
  ...["SITE-019", "SITE-020", "SITE-021", "SITE-022", "SITE-023", "SITE-024", "SITE-025", "SITE-026", "SITE-027"],
  ...["SITE-028", "SITE-029", "SITE-030", "SITE-031", "SITE-032", "SITE-033", "SITE-034", "SITE-035", "SITE-036"],
  ...["SITE-037", "SITE-038", "SITE-039", "SITE-040", "SITE-041", "SITE-042", "SITE-043", "SITE-044", "SITE-045"],
  ...["SITE-046", "SITE-047", "SITE-048", "SITE-049", "SITE-050", "SITE-051", "SITE-052", "SITE-053"],
  ...["SITE-054", "SITE-055", "SITE-056", "SITE-057", "SITE-058", "SITE-059", "SITE-060", "SITE-061", "SITE-062"],
  ...["SITE-063", "SITE-064", "SITE-065", "SITE-066"],
]);

/** Every problem a schema names for one of its rules (`x-problem`), with the schema file it is in. */
const schemaFiles = [
  ...readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith(".schema.json"))
    .map((name) => join(SCHEMA_DIR, name)),
  ...blockTypes().map((type) => join(BLOCKS_DIR, type, `${type}.schema.json`)),
];
const namedInSchemas = schemaFiles.flatMap((file) => {
  const names: Array<[string, string]> = [];
  JSON.parse(readFileSync(file, "utf8"), (key, value: unknown) => {
    if (key === PROBLEM_KEYWORD) names.push([String(value), file]);
    return value;
  });
  return names;
});
const placeholders = (template: string) => [...template.matchAll(/<(\w+)>/g)].map((match) => match[1]!);

describe("the problem codes", () => {
  it("are unique, of the form SITE-nnn and listed in order", () => {
    expect(inUse.every((code) => /^SITE-\d{3}$/.test(code))).toBe(true);
    expect(new Set(inUse).size).toBe(inUse.length);
    expect([...inUse].sort()).toEqual(inUse);
  });

  it("are numbered from SITE-001 without gaps, counting the retired ones", () => {
    const all = [...inUse, ...retired].sort();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(all.map((_, index) => `SITE-${String(index + 1).padStart(3, "0")}`));
  });

  it("never give a retired code to a problem, and say in one line why each was retired", () => {
    expect(inUse.filter((code) => retired.includes(code))).toEqual([]);
    for (const { code, reason } of RETIRED_PROBLEM_CODES) expect(reason.trim(), code).toMatch(/^[^\n]+$/);
  });

  it("keep every code ever published, in use or retired", () => {
    expect(PUBLISHED.filter((code) => !inUse.includes(code) && !retired.includes(code))).toEqual([]);
  });

  it("are all in the test's list of published codes (a new problem's code is added to it)", () => {
    expect([...inUse, ...retired].filter((code) => !PUBLISHED.includes(code))).toEqual([]);
  });

  it("each have an example that fills every placeholder of the message and hint, and nothing else", () => {
    for (const kind of kinds) {
      const wanted = new Set([...placeholders(kind.message), ...placeholders(kind.hint)]);
      expect(new Set(Object.keys(kind.example)), kind.code).toEqual(wanted);
      const { message, hint } = exampleText(kind);
      expect(placeholders(message + hint), kind.code).toEqual([]);
    }
  });

  it("fill their templates with the details given, which the problem keeps", () => {
    expect(problemText("duplicateRoute", { route: "/preco", owner: "pages/preco.json" })).toEqual({
      code: "SITE-023",
      message: 'A rota "/preco" já pertence a pages/preco.json.',
      hint: "Escolha outra rota ou remova uma das páginas.",
      details: { route: "/preco", owner: "pages/preco.json" },
    });
    expect(problemText("unknownPlaceholder", { path: "brand.nome" }).message).toBe(
      "{{brand.nome}} não existe em site.json.",
    );
  });

  it("are each reported somewhere in the validator or the loader it words (no dead entry)", () => {
    const dir = join(ROOT, "validator");
    const sources = readdirSync(dir)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "problemCodes.ts")
      .map((name) => readFileSync(join(dir, name), "utf8"))
      .join("\n");
    const named = new Set(namedInSchemas.map(([name]) => name));
    const loaded = new Set<string>(LOAD_PROBLEM_IDS);
    const reported = (id: string) => sources.includes(`problemText("${id}"`) || named.has(id) || loaded.has(id);
    expect(kinds.filter((kind) => !reported(kind.id)).map((kind) => kind.id)).toEqual([]);
  });

  it("are the only problems a schema names for its rules, each one without placeholders", () => {
    expect(namedInSchemas.map(([name]) => name)).toContain("cardsAndGroups");
    for (const [name, file] of namedInSchemas) expect(isPlainProblem(name), `${name} in ${file}`).toBe(true);
    expect(isPlainProblem("duplicateRoute")).toBe(false);
    expect(isPlainProblem("toString")).toBe(false);
  });

  it("make the guide's table: one row and one anchor per code", () => {
    const table = problemTable();
    for (const kind of kinds) {
      expect(table).toContain(
        `| <a id="${kind.code.toLowerCase()}"></a>${kind.code} | \`${exampleText(kind).message}\``,
      );
    }
    expect(table.trim().split("\n")).toHaveLength(kinds.length + 2);
  });

  it("word a problem for the editor's form from its details and the field, by the first case the kind has", () => {
    const long = problemText("textTooLong", { field: "title", length: 84, limit: 70 });
    const title = { title: "Título", rule: "", type: "string" };
    expect(formWords(long.code, ["field", "anywhere"], long.details, title)).toEqual({
      message: "“Título” passou do limite de 70 caracteres.",
      hint: "Encurte o texto.",
    });
    const few = problemText("tooFewItems", { field: "items", limit: 2 });
    const list = { title: "Perguntas", rule: "", type: "array" };
    expect(formWords(few.code, ["array", "field"], few.details, list)?.message).toBe(
      "“Perguntas” precisa de pelo menos 2 itens.",
    );
    const missing = problemText("missingField", { field: "items", about: "" });
    expect(formWords(missing.code, ["array", "field"], missing.details, list)?.message).toBe(
      "Adicione ao menos um item em “Perguntas”.",
    );
    const duplicate = problemText("duplicateRoute", { route: "/a", owner: "pages/a.json" });
    expect(formWords(duplicate.code, ["field", "anywhere"], duplicate.details, title)).toBeUndefined();
  });

  it("name the missing field of a missing-field problem, and no field for other problems", () => {
    expect(fieldOf({ ...problemText("missingField", { field: "title", about: "" }) })).toBe("title");
    expect(fieldOf({ ...problemText("blankText", { field: "title" }) })).toBeUndefined();
  });

  it("fill the editor's wordings only with their kind's details and the field's title, rule, kind and items", () => {
    const editorValues = ["title", "rule", "kind", "items"];
    for (const kind of kinds) {
      const details = [...`${kind.message}${kind.hint}`.matchAll(/<(\w+)>/g)].map((match) => match[1]);
      for (const wording of Object.values(kind.form ?? {}))
        for (const [, name] of `${wording.message}${wording.hint}`.matchAll(/<(\w+)>/g))
          expect([...details, ...editorValues], `${kind.id}: <${name}>`).toContain(name);
    }
  });
});
