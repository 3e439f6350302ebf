// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { BLOCKS_DIR, DEFAULT_CONFIG_DIR, SCHEMA_DIR } from "../../model/paths.ts";
import type { SchemaSet } from "../shared/api.ts";
import { freshJsonText, updateJsonText } from "./jsonText.ts";
import type { SchemaNode } from "./keyOrder.ts";
import { loadSchemaSet } from "./schemaSet.ts";

const PAGES = join(DEFAULT_CONFIG_DIR, "pages");
const pageText = (name: string) => readFileSync(join(PAGES, `${name}.json`), "utf8");
let schema: SchemaNode;

beforeAll(async () => {
  schema = ((await loadSchemaSet({ schemaDir: SCHEMA_DIR, blocksDir: BLOCKS_DIR })) as SchemaSet).page as SchemaNode;
}, 30_000);

/** The parts of a page these tests change; the rest of its JSON rides along untouched. */
interface TestAction {
  label?: string;
  variant?: string;
}
interface TestBlock {
  type: string;
  title?: string;
  id?: string;
  eyebrow?: string;
  actions?: TestAction[];
  items?: unknown[];
}
interface Page {
  blocks: TestBlock[];
  links: Record<string, { message: string }>;
}
const edit = (text: string, change: (page: Page) => void) => {
  const page = JSON.parse(text) as Page;
  change(page);
  return { page, text: updateJsonText(text, page, schema) };
};
/** The lines only `before` has and the lines only `after` has (counting repeats, ignoring order). */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const minus = (a: string[], b: string[]) => {
    const left = [...b];
    return a.filter((line) => {
      const index = left.indexOf(line);
      if (index < 0) return true;
      left.splice(index, 1);
      return false;
    });
  };
  const [a, b] = [before.split("\n"), after.split("\n")];
  return { removed: minus(a, b), added: minus(b, a) };
}

describe("updateJsonText", () => {
  it.each(readdirSync(PAGES).map((file) => file.replace(/\.json$/, "")))(
    "leaves %s byte-identical when nothing changed",
    (name) => {
      const text = pageText(name);
      expect(updateJsonText(text, JSON.parse(text), schema)).toBe(text);
    },
  );

  it("changes only the line of an edited text", () => {
    const before = pageText("preco");
    const { text } = edit(before, (page) => (page.blocks[0]!.title = "Outro *título*"));
    expect(changedLines(before, text)).toEqual({
      removed: ['      "title": "Escolha o *plano ideal* para a sua empresa",'],
      added: ['      "title": "Outro *título*",'],
    });
  });

  it("edits a value inside a one-line object in place", () => {
    const before = pageText("preco");
    const { text } = edit(before, (page) => (page.blocks[0]!.actions![0]!.label = "VER PREÇOS"));
    expect(changedLines(before, text)).toEqual({
      removed: ['        { "label": "VER OS PLANOS", "to": "/preco#planos" },'],
      added: ['        { "label": "VER PREÇOS", "to": "/preco#planos" },'],
    });
  });

  it("puts a new key where the schema has it, in the file's layout", () => {
    const before = pageText("preco");
    const { page, text } = edit(before, (page) => {
      page.blocks[0]!.id = "topo";
      page.blocks[0]!.actions![0]!.variant = "secondary";
    });
    expect(JSON.parse(text)).toEqual(page);
    expect(changedLines(before, text)).toEqual({
      removed: ['        { "label": "VER OS PLANOS", "to": "/preco#planos" },'],
      added: [
        '      "id": "topo",',
        '        { "label": "VER OS PLANOS", "to": "/preco#planos", "variant": "secondary" },',
      ],
    });
    const lines = text.split("\n");
    expect(lines[lines.indexOf('      "type": "banner",') + 1]).toBe('      "id": "topo",');
    expect(text).toContain('{ "label": "VER OS PLANOS", "to": "/preco#planos", "variant": "secondary" },');
  });

  it("removes a key with its separator, from one-line and many-line objects", () => {
    const before = pageText("preco");
    const { page, text } = edit(before, (page) => {
      delete page.blocks[0]!.actions![1]!.variant;
      delete page.blocks[0]!.eyebrow;
    });
    expect(JSON.parse(text)).toEqual(page);
    expect(text).toContain('{ "label": "FALAR COM UM CONSULTOR", "chat": "precoSolucaoPersonalizada" }');
    expect(changedLines(before, text).removed).toContain('      "eyebrow": "Planos e preços",');
  });

  it("moves a block by moving its lines, unchanged", () => {
    const before = pageText("preco");
    const { page, text } = edit(before, (page) => page.blocks.splice(1, 0, page.blocks.splice(2, 1)[0]!));
    expect(JSON.parse(text)).toEqual(page);
    expect(changedLines(before, text)).toEqual({ removed: [], added: [] });
  });

  it("duplicates and removes blocks, reusing the original text of a copy", () => {
    const before = pageText("sobre");
    const duplicated = edit(before, (page) => page.blocks.splice(1, 0, structuredClone(page.blocks[0]!)));
    expect(JSON.parse(duplicated.text)).toEqual(duplicated.page);
    const original = new Set(before.split("\n"));
    expect(changedLines(before, duplicated.text).added.filter((line) => !original.has(line))).toEqual([]);
    const removed = edit(duplicated.text, (page) => page.blocks.splice(1, 1));
    expect(removed.text).toBe(before);
  });

  it("opens an empty object onto lines of its own when the first key arrives", () => {
    const before = '{\n  "route": "/x",\n  "links": {},\n  "blocks": []\n}\n';
    const { text } = edit(before, (page) => {
      page.links.promo = { message: "Olá!" };
      page.blocks.push({ type: "faq", items: [{ question: "P?", answer: "R." }] });
    });
    expect(text).toBe(
      '{\n  "route": "/x",\n  "links": {\n    "promo": {\n      "message": "Olá!"\n    }\n  },\n  "blocks": [\n    {\n      "type": "faq",\n      "items": [\n        {\n          "question": "P?",\n          "answer": "R."\n        }\n      ]\n    }\n  ]\n}\n',
    );
  });

  it("writes text that parses to the new value, whatever the two values are", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.boolean(), (before, after, pretty) => {
        const text = pretty ? JSON.stringify(before, null, 2) : JSON.stringify(before);
        expect(JSON.parse(updateJsonText(text, after, undefined))).toEqual(JSON.parse(JSON.stringify(after)));
      }),
      { numRuns: 300 },
    );
  });

  it("writes text that parses to the edited page after random edits of its blocks", () => {
    const before = pageText("home");
    const original = JSON.parse(before) as Page;
    const edits = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom("move", "remove", "copy", "text")), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(edits, (steps) => {
        const page = structuredClone(original);
        for (const [a, b, kind] of steps) {
          const i = a % page.blocks.length;
          const j = b % page.blocks.length;
          if (kind === "move") page.blocks.splice(j, 0, page.blocks.splice(i, 1)[0]!);
          else if (kind === "remove" && page.blocks.length > 1) page.blocks.splice(i, 1);
          else if (kind === "copy") page.blocks.splice(j, 0, structuredClone(page.blocks[i]!));
          else page.blocks[i]!.title = `Título ${a}`;
        }
        expect(JSON.parse(updateJsonText(before, page, schema))).toEqual(page);
      }),
      { numRuns: 60 },
    );
  });
});

describe("freshJsonText", () => {
  it("writes a new page with $schema first, the schema's key order and 2-space indentation", () => {
    const page = {
      blocks: [{ title: "Oi", type: "banner" }],
      title: "T",
      route: "/x",
      $schema: "../../schema/page.schema.json",
      description: "D",
    };
    expect(freshJsonText(page, schema)).toBe(
      '{\n  "$schema": "../../schema/page.schema.json",\n  "route": "/x",\n  "title": "T",\n  "description": "D",\n  "blocks": [\n    {\n      "type": "banner",\n      "title": "Oi"\n    }\n  ]\n}\n',
    );
  });
});
