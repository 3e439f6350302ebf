// @vitest-environment node
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { blockTypes } from "./blockSchemas.ts";
import { BLOCKS_DIR, ROOT, SCHEMA_DIR } from "./paths.ts";
import { PT_TITLE_KEYWORD, ptTitle } from "./schemaKeywords.ts";

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** Keys whose values are content (snippets, examples, allowed values), not schemas. */
const CONTENT = new Set(["defaultSnippets", "examples", "enum", "const", "default", "x-enumLabels"]);

const schemaFiles = [
  ...["defs", "site", "page", "collection"].map((name) => join(SCHEMA_DIR, `${name}.schema.json`)),
  ...blockTypes().map((type) => join(BLOCKS_DIR, type, `${type}.schema.json`)),
];

/** A label that reads as a TypeScript name ("ContactFormLabels"), not as Portuguese. */
const TYPE_NAME = /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/;

/** What is wrong with a property's pt-BR label, or undefined when it is fine. */
function labelProblem(property: Node): string | undefined {
  const label = ptTitle(property);
  if (!label?.trim()) return 'sem "title" em português (o rótulo do campo no editor)';
  if (property[PT_TITLE_KEYWORD] === undefined && TYPE_NAME.test(label))
    return `"title" ${label} parece um nome de tipo: deixe-o em "title" e ponha o rótulo em português em "${PT_TITLE_KEYWORD}"`;
  if (label.length > 40 || label.endsWith("."))
    return `"${label}" não é um rótulo curto (até 40 caracteres, sem ponto final)`;
  return undefined;
}

/** Every property of every schema in `node` whose label is missing or wrong, as "file#pointer: why". */
function unlabelled(node: unknown, where: string, pointer = ""): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => unlabelled(item, where, `${pointer}/${index}`));
  if (!isNode(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (CONTENT.has(key)) return [];
    if (key !== "properties" || !isNode(value)) return unlabelled(value, where, `${pointer}/${key}`);
    return Object.entries(value).flatMap(([name, property]) => {
      const at = `${pointer}/properties/${name}`;
      const problem = isNode(property) ? labelProblem(property) : undefined;
      return [...(problem ? [`${where}#${at}: ${problem}`] : []), ...unlabelled(property, where, at)];
    });
  });
}

describe("the schemas' pt-BR labels (what the page editor shows)", () => {
  it.each(schemaFiles.map((file) => [relative(ROOT, file), file]))(
    "%s gives every property a short pt-BR title",
    (name, file) => {
      expect(unlabelled(JSON.parse(readFileSync(file, "utf8")), name)).toEqual([]);
    },
  );

  it.each(blockTypes())("the block %s has a pt-BR name in x-title (its title is its type name)", (type) => {
    const schema = JSON.parse(readFileSync(join(BLOCKS_DIR, type, `${type}.schema.json`), "utf8")) as Node;
    expect(
      schema[PT_TITLE_KEYWORD],
      `blocks/${type}/${type}.schema.json: dê ao bloco um "x-title" em português`,
    ).toEqual(expect.stringMatching(/^\p{Lu}/u));
  });

  it("reports a property without a label, and a type name used as one, naming the schema and what to do", () => {
    const schema = {
      properties: {
        price: { description: "Preço.", type: "number" },
        labels: { title: "FormLabels", type: "object", properties: { ok: { title: "Enviar" } } },
        named: { title: "FormTexts", "x-title": "Textos do formulário", type: "object", properties: {} },
      },
    };
    expect(unlabelled(schema, "blocks/x/x.schema.json")).toEqual([
      'blocks/x/x.schema.json#/properties/price: sem "title" em português (o rótulo do campo no editor)',
      'blocks/x/x.schema.json#/properties/labels: "title" FormLabels parece um nome de tipo: deixe-o em "title" e ponha o rótulo em português em "x-title"',
    ]);
  });
});
