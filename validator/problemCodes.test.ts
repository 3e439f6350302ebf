// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../model/paths.ts";
import { problemTable } from "../build/docs/problemTable.ts";
import { exampleText, problemKinds, problemText } from "./problemCodes.ts";

const kinds = problemKinds();
const placeholders = (template: string) => [...template.matchAll(/<(\w+)>/g)].map((match) => match[1]!);

describe("the problem codes", () => {
  it("are unique, of the form SITE-nnn and listed in order", () => {
    const codes = kinds.map((kind) => kind.code);
    expect(codes.every((code) => /^SITE-\d{3}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it("each have an example that fills every placeholder of the message and hint, and nothing else", () => {
    for (const kind of kinds) {
      const wanted = new Set([...placeholders(kind.message), ...placeholders(kind.hint)]);
      expect(new Set(Object.keys(kind.example)), kind.code).toEqual(wanted);
      const { message, hint } = exampleText(kind);
      expect(placeholders(message + hint), kind.code).toEqual([]);
    }
  });

  it("fill their templates with the details given", () => {
    expect(problemText("duplicateRoute", { route: "/preco", owner: "pages/preco.json" })).toEqual({
      code: "SITE-023",
      message: 'A rota "/preco" já pertence a pages/preco.json.',
      hint: "Escolha outra rota ou remova uma das páginas.",
    });
    expect(problemText("unknownPlaceholder", { path: "brand.nome" }).message).toBe(
      "{{brand.nome}} não existe em site.json.",
    );
  });

  it("are each reported somewhere in the validator (no dead entry)", () => {
    const dir = join(ROOT, "validator");
    const sources = readdirSync(dir)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "problemCodes.ts")
      .map((name) => readFileSync(join(dir, name), "utf8"))
      .join("\n");
    expect(kinds.filter((kind) => !sources.includes(`problemText("${kind.id}"`)).map((kind) => kind.id)).toEqual([]);
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
});
