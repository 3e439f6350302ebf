// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CONFIG_DIR, PUBLIC_DIR, ROOT } from "../model/paths.ts";
import { formatProblem, type Problem } from "./problem.ts";
import { validateSite } from "./validateSite.ts";
import { tsxNodeArgs } from "../tests/helpers/tsxNode.ts";

// Mutated copies of the real site config: what an editor's slip, a bad merge or a broken tool could leave behind.
const FILES = [
  "site.json",
  ...readdirSync(join(DEFAULT_CONFIG_DIR, "pages"))
    .sort()
    .map((name) => `pages/${name}`),
];
const ORIGINALS = new Map(FILES.map((file) => [file, readFileSync(join(DEFAULT_CONFIG_DIR, file), "utf8")]));
const dir = mkdtempSync(join(tmpdir(), "validate-fuzz-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A config folder with the mutated file, site.json and the home page (whose route other pages link to): every check
 * runs, on three files instead of the whole site, so that the run stays short.
 */
function folderWith(file: string, content: Buffer): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "pages"), { recursive: true });
  for (const kept of ["site.json", "pages/home.json"]) writeFileSync(join(dir, kept), ORIGINALS.get(kept)!);
  writeFileSync(join(dir, file), content);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** A change to the parsed document, written back as an editor would (2-space JSON). */
type Structural =
  | { kind: "deleted key" }
  | { kind: "swapped type"; value: Json }
  | { kind: "deep nesting"; depth: number; opener: "[" | "{" }
  | { kind: "long string"; unit: string; length: number }
  | { kind: "duplicate key" };

/** A change to the file's bytes. */
type Textual =
  | { kind: "truncated"; at: number }
  | { kind: "random bytes"; at: number; bytes: number[] }
  | { kind: "BOM" }
  | { kind: "CRLF" };

const PLACEHOLDER = "@@VALOR@@";

/** Every path of a document, the root excluded. */
function paths(value: Json, prefix: Path = []): Path[] {
  const children: Array<[string | number, Json]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : value && typeof value === "object"
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...prefix, key], ...paths(child, [...prefix, key])]);
}

/** A path chosen by `pick`: first a depth, then a path at that depth, so top-level keys are hit as often as leaves. */
function pathAt(document: Json, pick: number, only: (value: Json) => boolean = () => true): Path | undefined {
  const byDepth = new Map<number, Path[]>();
  const valueAt = (path: Path) => path.reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, document);
  for (const path of paths(document).filter((candidate) => only(valueAt(candidate))))
    byDepth.set(path.length, [...(byDepth.get(path.length) ?? []), path]);
  const depths = [...byDepth.keys()];
  if (depths.length === 0) return undefined;
  const level = byDepth.get(depths[pick % depths.length]!)!;
  return level[Math.floor(pick / depths.length) % level.length];
}

/** The document with the value at `path` replaced, or its key removed when `next` gives undefined. */
function edited(document: Json, path: Path, next: (old: Json) => Json | undefined): Json {
  const copy = structuredClone(document);
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, copy) as Record<
    string,
    Json
  >;
  const key = path[path.length - 1]!;
  const value = next(parent[key]!);
  if (value !== undefined) parent[key] = value;
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return copy;
}

function applyStructural(original: string, change: Structural, pick: number): string {
  const document = JSON.parse(original) as Json;
  const path = pathAt(document, pick, change.kind === "long string" ? (value) => typeof value === "string" : undefined);
  if (!path) return original;
  const write = (next: (old: Json) => Json | undefined) => JSON.stringify(edited(document, path, next), null, 2);
  switch (change.kind) {
    case "deleted key":
      return write(() => undefined);
    case "swapped type":
      return write(() => change.value);
    case "long string":
      return write(() => change.unit.repeat(change.length / change.unit.length));
    case "deep nesting": {
      const [open, close] = change.opener === "[" ? ["[", "]"] : ['{"a":', "}"];
      return write(() => PLACEHOLDER).replace(
        `"${PLACEHOLDER}"`,
        () => open.repeat(change.depth) + "1" + close.repeat(change.depth),
      );
    }
    case "duplicate key": {
      const text = write((old) => old);
      const keys = [...text.matchAll(/^( *)("[^"\n]+": ).*?(,?)$/gm)];
      const line = keys[pick % keys.length]!;
      const end = line.index + line[0].length;
      // The same key again right after the first, with another value.
      return `${text.slice(0, end)}${line[3] ? "" : ","}\n${line[1]}${line[2]}"duplicado"${line[3]}${text.slice(end)}`;
    }
  }
}

function applyTextual(bytes: Buffer, change: Textual): Buffer {
  switch (change.kind) {
    case "truncated":
      return bytes.subarray(0, Math.floor(bytes.length * change.at));
    case "random bytes": {
      const offset = Math.floor(bytes.length * change.at);
      return Buffer.concat([
        bytes.subarray(0, offset),
        Buffer.from(change.bytes),
        bytes.subarray(offset + change.bytes.length),
      ]);
    }
    case "BOM":
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
    case "CRLF":
      return Buffer.from(bytes.toString("latin1").replace(/\n/g, "\r\n"), "latin1");
  }
}

const fraction = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const structural: fc.Arbitrary<Structural> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: "deleted key" as const }) },
  {
    weight: 5,
    arbitrary: fc
      .constantFrom<Json>(0, -1.5, 1e300, "texto", "", true, null, [], {}, [1, "a"], { x: 1 })
      .map((value) => ({ kind: "swapped type" as const, value })),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("deep nesting" as const),
      depth: fc.integer({ min: 10, max: 100_000 }),
      opener: fc.constantFrom("[" as const, "{" as const),
    }),
  },
  // 5 MB (past the validator's size limit) and 200 KB (parsed and checked: slower, so rarer).
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("long string" as const),
      unit: fc.constantFrom("a", "ç", "{{", "\\n"),
      length: fc.constantFrom(5_000_000, 200_000),
    }),
  },
  { weight: 5, arbitrary: fc.constant({ kind: "duplicate key" as const }) },
);
const textual: fc.Arbitrary<Textual> = fc.oneof(
  fc.record({ kind: fc.constant("truncated" as const), at: fraction }),
  fc.record({
    kind: fc.constant("random bytes" as const),
    at: fraction,
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 }),
  }),
  fc.constant({ kind: "BOM" as const }),
  fc.constant({ kind: "CRLF" as const }),
);

/** One mutated file: which, an optional change to its structure, then changes to its bytes. */
const mutation = fc.record({
  file: fc.constantFrom(...FILES),
  pick: fc.nat(),
  structural: fc.option(structural, { nil: undefined, freq: 6 }),
  textual: fc.array(textual, { maxLength: 3 }),
});

function mutate(change: { file: string; pick: number; structural?: Structural; textual: Textual[] }): Buffer {
  const original = ORIGINALS.get(change.file)!;
  const text = change.structural ? applyStructural(original, change.structural, change.pick) : original;
  return change.textual.reduce<Buffer>(applyTextual, Buffer.from(text, "utf8"));
}

/** Why a problem is not a readable, positioned line about its file, or undefined when it is one. */
function misplaced(problem: Problem): string | undefined {
  if (!problem.message || !problem.hint) return "sem mensagem ou dica";
  if (formatProblem(problem).length > 1000) return `linha de ${formatProblem(problem).length} caracteres`;
  if (problem.file === "pages") return undefined; // "no pages found": about the folder, not a file
  const lines = readFileSync(join(dir, problem.file), "utf8").split("\n");
  const line = lines[problem.line - 1];
  if (line === undefined || problem.line < 1) return `linha ${problem.line} de ${lines.length}`;
  // One past the last character is where "the file ends here" points.
  if (problem.column < 1 || problem.column > line.length + 1)
    return `coluna ${problem.column} numa linha de ${line.length}`;
  return undefined;
}

describe("validateSite on mutated real pages", () => {
  it("never throws, and every problem is one readable line pointing at a line and column that exist in its file", () => {
    fc.assert(
      fc.property(mutation, (change) => {
        folderWith(change.file, mutate(change));
        const problems = validateSite(dir, { publicDir: PUBLIC_DIR });
        const wrong = problems
          .map((problem) => ({ line: formatProblem(problem).slice(0, 300), why: misplaced(problem) }))
          .filter(({ why }) => why);
        expect(wrong).toEqual([]);
      }),
      { seed: 13, numRuns: 100 },
    );
  }, 60_000);
});

describe("npm run validate on broken folders", () => {
  const cli = (folder: string) =>
    spawnSync(process.execPath, tsxNodeArgs(join(ROOT, "scripts/validate.ts"), folder), { encoding: "utf8" });
  /** Exit 1 and only problem lines, blank lines and the count: no stack trace, no other output. */
  const expectProblemLinesOnly = (result: ReturnType<typeof cli>) => {
    expect(result.status).toBe(1);
    const unexpected = result.stderr
      .split("\n")
      .filter((line) => line !== "" && !/^[^\s:]+:\d+:\d+ {2}\S/.test(line) && !/^\d+ problema\(s\) em /.test(line));
    expect(unexpected).toEqual([]);
  };

  it("exits 1 with one line per file, never a stack trace, whatever the files hold", () => {
    const broken = mkdtempSync(join(tmpdir(), "validate-cli-broken-"));
    try {
      cpSync(DEFAULT_CONFIG_DIR, broken, { recursive: true });
      const home = readFileSync(join(broken, "pages", "home.json"), "utf8");
      writeFileSync(
        join(broken, "site.json"),
        `\uFEFF${readFileSync(join(broken, "site.json"), "utf8").replace('"brand"', () => `"fundo": ${"[".repeat(100_000)}${"]".repeat(100_000)}, "brand"`)}`,
      );
      writeFileSync(
        join(broken, "pages", "enorme.json"),
        home.replace('"title": "', () => `"title": "${"ç".repeat(5_000_000)}`),
      );
      writeFileSync(
        join(broken, "pages", "binario.json"),
        Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)),
      );
      writeFileSync(join(broken, "pages", "cortado.json"), home.slice(0, home.length / 2).replace(/\n/g, "\r\n"));
      mkdirSync(join(broken, "pages", "pasta.json"));
      const result = cli(broken);
      expectProblemLinesOnly(result);
      const files = result.stderr
        .split("\n")
        .map((line) => line.split(":")[0])
        .filter((file) => file?.endsWith(".json"));
      expect(files).toEqual([
        "pages/binario.json",
        "pages/cortado.json",
        "pages/enorme.json",
        "pages/pasta.json",
        "site.json",
      ]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 60_000);

  it("exits 1 with a located line when the pages folder is a file or the folder does not exist", () => {
    const broken = mkdtempSync(join(tmpdir(), "validate-cli-pages-"));
    try {
      cpSync(join(DEFAULT_CONFIG_DIR, "site.json"), join(broken, "site.json"));
      writeFileSync(join(broken, "pages"), "não é uma pasta");
      const result = cli(broken);
      expectProblemLinesOnly(result);
      expect(result.stderr).toContain("pages:1:1  Nenhuma página encontrada.");
      const missing = cli(join(broken, "nao-existe"));
      expectProblemLinesOnly(missing);
      expect(missing.stderr).toContain("site.json:1:1  Arquivo não encontrado.");
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 60_000);
});
