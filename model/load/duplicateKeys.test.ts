import { describe, expect, it } from "vitest";
import { duplicateKeyProblems } from "./duplicateKeys.ts";
import { parseJsonFile, type JsonFile } from "./jsonFile.ts";
import type { LoadProblem } from "./loadProblem.ts";

function problemsOf(source: string): LoadProblem[] {
  const parsed = parseJsonFile("pages/x.json", source) as JsonFile;
  return duplicateKeyProblems("pages/x.json", source, parsed.data);
}

describe("duplicate keys", () => {
  it("reports a key written twice in one object at its second line, naming the first", () => {
    const problems = problemsOf('{\n  "title": "Primeiro",\n  "route": "/x",\n  "title": "Segundo"\n}');
    expect(problems).toEqual([
      {
        file: "pages/x.json",
        pointer: "/title",
        line: 4,
        column: 3,
        id: "duplicateKey",
        details: { key: '"title"', firstLine: 2 },
      },
    ]);
  });

  it("finds repeats whatever colons the strings hold, plain or escaped", () => {
    const source = [
      "{",
      '  "links": { "a:b": { "message": "Olá: tudo bem? 10:30" } },',
      '  "blocks": [{ "text": "hora\\u003a 10\\u003A30", "text": "de novo: sim" }],',
      '  "note": "um \\\\u003a que é texto",',
      '  "note": "x"',
      "}",
    ].join("\n");
    expect(problemsOf(source).map((problem) => problem.pointer)).toEqual(["/blocks/0/text", "/note"]);
  });

  it("finds a repeat whose dropped value held more colons than the kept one", () => {
    expect(problemsOf('{ "a": { "x:1": "1:2:3" }, "a": "sem dois-pontos" }')).toHaveLength(1);
  });

  it("stays silent on files without repeats, with colons in keys, values and escapes", () => {
    expect(problemsOf('{ "a:b": "c:d", "e": ["\\u003a", "\\\\u003a", {"f": "g"}], "h": { "a:b": 1 } }')).toEqual([]);
  });
});

describe("nesting", () => {
  const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it("accepts 64 levels and refuses 65 at the bracket that opens the 65th", () => {
    expect(parseJsonFile("pages/x.json", nested(64))).toHaveProperty("data");
    expect(parseJsonFile("pages/x.json", `\n  ${nested(65)}`)).toMatchObject({
      id: "jsonTooDeep",
      line: 2,
      column: 67,
    });
  });

  it("refuses a deep text that is also malformed at the depth, not at the syntax error", () => {
    expect(parseJsonFile("pages/x.json", `${"[".repeat(100)}`)).toMatchObject({ id: "jsonTooDeep", column: 65 });
  });
});
