import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { blockTypes } from "./blockSchemas.ts";
import { BLOCKS_DIR, SCHEMA_DIR } from "./paths.ts";
import {
  CURRENCY_KEYWORD,
  ENUM_LABELS_KEYWORD,
  editorKeywordDefinitions,
  enumLabel,
  isMoney,
} from "./schemaKeywords.ts";

type Node = Record<string, unknown>;

/** The schemas a page is edited with: the page's, the shared definitions and every block's. */
const files = [
  join(SCHEMA_DIR, "page.schema.json"),
  join(SCHEMA_DIR, "defs.schema.json"),
  ...blockTypes().map((type) => join(BLOCKS_DIR, type, `${type}.schema.json`)),
];

/** Every schema node of a file with its place, skipping examples and VS Code's snippets (values, not schemas). */
function* nodes(node: unknown, where: string): Generator<[Node, string]> {
  if (Array.isArray(node)) for (const [index, child] of node.entries()) yield* nodes(child, `${where}/${index}`);
  if (!node || typeof node !== "object" || Array.isArray(node)) return;
  yield [node as Node, where];
  for (const [key, child] of Object.entries(node))
    if (!["examples", "default", "defaultSnippets", "const", "enum", ENUM_LABELS_KEYWORD].includes(key))
      yield* nodes(child, `${where}/${key}`);
}

const all = files.flatMap((file) => [
  ...nodes(JSON.parse(readFileSync(file, "utf8")), file.split("/").slice(-2).join("/")),
]);

describe("the editor's schema keywords", () => {
  it("give every list of text options a pt-BR name for each value, and only for those values", () => {
    const enums = all.filter(([node]) => Array.isArray(node.enum) && node.enum.every((v) => typeof v === "string"));
    expect(enums.length).toBeGreaterThan(10);
    for (const [node, where] of enums) {
      const values = node.enum as string[];
      expect(Object.keys((node[ENUM_LABELS_KEYWORD] ?? {}) as object).sort(), where).toEqual([...values].sort());
      for (const value of values) expect(enumLabel(node, value), `${where} ${value}`).toBeTruthy();
    }
  });

  it("mark every amount in reais as money, and only numbers", () => {
    const inReais = all.filter(
      ([node]) => /\bem reais\b/.test(String(node.description ?? "")) && node.type === "number",
    );
    const marked = all.filter(([node]) => node[CURRENCY_KEYWORD] !== undefined);
    expect(inReais.map(([, where]) => where).sort()).toEqual(
      marked
        .filter(([node]) => isMoney(node))
        .map(([, where]) => where)
        .sort(),
    );
    expect(marked.map(([, where]) => where)).toEqual(
      expect.arrayContaining([expect.stringMatching(/defs\.schema\.json.*plan.*price$/)]),
    );
    for (const [node, where] of marked) expect(node.type, where).toBe("number");
  });

  it("are accepted by a strict Ajv once registered, with their shape checked", () => {
    const strict = () => new Ajv({ strict: true });
    const price = { type: "number", minimum: 0, [CURRENCY_KEYWORD]: "BRL" };
    expect(() => strict().compile(price)).toThrow(/unknown keyword/);
    const ajv = strict();
    for (const definition of editorKeywordDefinitions) ajv.addKeyword({ ...definition });
    expect(ajv.compile(price)(49.9)).toBe(true);
    expect(() => ajv.compile({ ...price, [CURRENCY_KEYWORD]: "USD" })).toThrow();
    expect(() => ajv.compile({ enum: ["full"], [ENUM_LABELS_KEYWORD]: { full: 1 } })).toThrow();
  });
});
