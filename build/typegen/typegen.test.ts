// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GENERATED_DIR } from "../../model/paths.ts";
import { NamedTypes, type SchemaNode } from "./namedTypes.ts";
import { typesModule } from "./typesModule.ts";

const generated = readdirSync(GENERATED_DIR)
  .filter((name) => name.endsWith(".ts"))
  .map((name) => ({ name, code: readFileSync(join(GENERATED_DIR, name), "utf8") }));

const declaredNames = generated.flatMap(({ code }) =>
  [...code.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1]!),
);

describe("the generated types (schema/generated/)", () => {
  it("declare each type once, with no numbered copies (Text1, Image2 …)", () => {
    const names = new Set(declaredNames);
    expect(declaredNames.length).toBe(names.size);
    const numbered = declaredNames.filter((name) => /\d+$/.test(name) && names.has(name.replace(/\d+$/, "")));
    expect(numbered).toEqual([]);
    expect(declaredNames).toEqual(
      expect.arrayContaining([
        "PageConfig",
        "SiteConfig",
        "PlansBlock",
        "BannerBlock",
        "Text",
        "Image",
        "Action",
        "IconName",
      ]),
    );
  });

  it("write each union type once: no second copy of a declared union, no long union inline", () => {
    const unions = generated.flatMap(({ code }) =>
      [...code.matchAll(/^export type \w+ =\s*([^;]*\|[^;]*);/gm)].map((match) =>
        match[1]!.replace(/\s+/g, " ").replace(/^\| /, ""),
      ),
    );
    expect(unions.length).toBe(new Set(unions).size);
    const longInline = generated.flatMap(({ code }) =>
      code.split("\n").filter((line) => /^\s+\S.*:.*(?:"[^"]*" \|\s*){10}/.test(line)),
    );
    expect(longInline).toEqual([]);
  });

  it("document every property with its schema description", () => {
    const undocumented = generated.flatMap(({ name, code }) => {
      const lines = code.split("\n");
      return lines.flatMap((line, index) =>
        /^ {2}[\w$]+\??: /.test(line) && lines[index - 1] !== "   */" ? [`${name}: ${line.trim()}`] : [],
      );
    });
    expect(undocumented).toEqual([]);
    expect(generated.find(({ name }) => name === "page.ts")?.code).toContain(
      "  /**\n   * A pergunta.\n   */\n  question: Text;",
    );
  });
});

describe("NamedTypes + typesModule", () => {
  const dir = mkdtempSync(join(tmpdir(), "typegen-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, schema: SchemaNode) => {
    writeFileSync(join(dir, name), JSON.stringify(schema));
    return join(dir, name);
  };
  const shared = write("defs.schema.json", {
    definitions: {
      text: { title: "Text", description: "Um texto.", type: "string" },
      icon: { title: "IconName", description: "Um ícone.", type: "string", enum: ["a", "b", "c"] },
    },
  });
  write("card.schema.json", {
    title: "Card",
    description: "Um cartão.",
    type: "object",
    properties: {
      heading: { $ref: "defs.schema.json#/definitions/text", description: "Título do cartão." },
      icon: { $ref: "defs.schema.json#/definitions/icon" },
    },
    additionalProperties: false,
  });
  const root = (properties: SchemaNode): SchemaNode => ({
    title: "Root",
    description: "A raiz.",
    type: "object",
    properties,
    additionalProperties: false,
  });

  it("turns each $ref into the name of its target, keeps the $ref's description as JSDoc and declares the target once", async () => {
    const rootFile = join(dir, "root.schema.json");
    const schema = root({
      title: { $ref: "defs.schema.json#/definitions/text", description: "Título da página." },
      subtitle: { $ref: "defs.schema.json#/definitions/text", description: "Linha abaixo do título." },
      icons: { description: "Ícones.", type: "array", items: { $ref: "defs.schema.json#/definitions/icon" } },
      first: { $ref: "card.schema.json", description: "O primeiro cartão." },
      others: { description: "Os outros.", type: "array", items: { $ref: "card.schema.json" } },
    });
    const module = NamedTypes.root(rootFile, schema, shared);
    expect(module.types.map((type) => type.name)).toEqual(["Root", "Card"]);
    expect(module.imports).toEqual(["IconName", "Text"]);
    const code = await typesModule(module, "./defs.ts");
    expect(code).toContain('import type { IconName, Text } from "./defs.ts";\nexport type { IconName, Text };');
    expect(code).toContain(
      "  /**\n   * Título da página.\n   */\n  title?: Text;\n  /**\n   * Linha abaixo do título.\n   */\n  subtitle?: Text;",
    );
    expect(code).toContain("  icons?: IconName[];");
    expect(code).toContain("  /**\n   * O primeiro cartão.\n   */\n  first?: Card;");
    expect(code).toContain("  others?: Card[];");
    // A property with no description of its own is documented by its target's.
    expect(code).toContain("  /**\n   * Um ícone.\n   */\n  icon?: IconName;");
    expect(code.match(/export interface Card\b/g)).toHaveLength(1);
    expect(code).not.toMatch(/Text1|Card1|IconName1/);
  });

  it("declares every shared definition once, in the order written", async () => {
    const code = await typesModule(NamedTypes.shared(shared), "");
    expect(code).toContain(
      '/**\n * Um texto.\n */\nexport type Text = string;\n\n/**\n * Um ícone.\n */\nexport type IconName = "a" | "b" | "c";',
    );
    expect(code).not.toContain("import");
  });

  it("names an untitled definition after its key and an untitled file after its name", () => {
    write("untitled.schema.json", { type: "string" });
    const schema = {
      ...root({ x: { $ref: "untitled.schema.json" }, y: { $ref: "#/definitions/quoteAuthor" } }),
      definitions: { quoteAuthor: { type: "string" } },
    };
    expect(NamedTypes.root(join(dir, "root.schema.json"), schema, shared).types.map((type) => type.name)).toEqual([
      "Root",
      "Untitled",
      "QuoteAuthor",
    ]);
  });

  it("refuses a title that is no type name, naming the schema", () => {
    const schema = root({ x: { description: "Xs.", type: "array", items: { title: "Um texto", type: "string" } } });
    expect(() => NamedTypes.root(join(dir, "root.schema.json"), schema, shared)).toThrow(
      /root\.schema\.json#\/properties\/x\/items: dê a este esquema um "title" em PascalCase/,
    );
  });

  it("refuses two schemas with the same title, naming both", () => {
    const schema = root({
      a: { $ref: "card.schema.json" },
      b: { "x-title": "Outro cartão", title: "Card", type: "object", properties: {} },
    });
    expect(() => NamedTypes.root(join(dir, "root.schema.json"), schema, shared)).toThrow(
      /root\.schema\.json#\/properties\/b: o "title" Card já nomeia .*card\.schema\.json#/,
    );
  });

  it("reads a property's title as its pt-BR label, not a type name, unless x-title holds the label", async () => {
    const schema = root({
      price: { title: "Preço", description: "O preço.", type: "number" },
      heading: { $ref: "defs.schema.json#/definitions/text", title: "Título", description: "O título." },
      labels: {
        title: "FormLabels",
        "x-title": "Rótulos",
        description: "Os rótulos.",
        type: "object",
        properties: { send: { title: "Enviar", description: "Botão.", type: "string" } },
      },
    });
    const module = NamedTypes.root(join(dir, "root.schema.json"), schema, shared);
    expect(module.types.map((type) => type.name)).toEqual(["Root", "FormLabels"]);
    const code = await typesModule(module, "./defs.ts");
    expect(code).toContain("  price?: number;");
    expect(code).toContain("  heading?: Text;");
    expect(code).toContain("  labels?: FormLabels;");
    expect(code).toContain("export interface FormLabels {\n  /**\n   * Botão.\n   */\n  send?: string;");
    expect(code).not.toMatch(/Preço|Título|Rótulos|Enviar/);
  });
});
