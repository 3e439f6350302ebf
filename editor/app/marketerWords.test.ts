// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { x } from "./experiments/experimentStrings.ts";
import { l } from "./library/libraryStrings.ts";
import { t } from "./strings.ts";

/**
 * Words a marketer should never meet in the editor: file names and paths, address patterns, the code
 * names of options, developer commands and git's vocabulary. Checked on the editor's own strings (functions called
 * with a page's file, as their callers pass it) and on the schema texts the editor shows as labels and help.
 */
const FORBIDDEN: [string, RegExp][] = [
  ["a file name", /\b[\w<>-]+\.json\b/],
  ["a config folder", /site\.config|\bpages\/|\bcollections\/|public\/img/],
  ["an image path", /\/img\//],
  ["an address pattern", /:slug/],
  ["a developer command", /npm run validate -- --launch/],
  ["an anchor's syntax", /\(#id\)/],
  ["git's names", /origin\/main|\b(este|do|no|o) ramo\b(?! ou)/],
  ["an option's code name", /\b(full|minimal|none|primary|secondary)\b[^.]*\b(ou|\()/],
];

/** A function's parameter names, from its text (`(file, count) => …`). */
const parameters = (fn: (...args: never[]) => unknown) =>
  (/^\(?([^)=]*)\)?\s*=>/.exec(fn.toString())?.[1] ?? "").split(",").map((name) => name.replace(/[:=].*/, "").trim());

/**
 * Every text a value of `t` yields: strings as they are, functions called with a page's file where they take one
 * (as their callers pass it: the function must turn it into words) and 1 for anything else.
 */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const args = parameters(value as never).map((name) => (name === "file" ? "pages/promo.json" : 1));
    try {
      return texts(value(...args));
    } catch {
      return [];
    }
  }
  return [];
}

/** The titles, descriptions and help of every schema node the editor shows, with where they are. */
function schemaTexts(node: unknown, where: string, found: [string, string][]): [string, string][] {
  if (Array.isArray(node)) node.forEach((item, index) => schemaTexts(item, `${where}/${index}`, found));
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) {
      if (["description", "x-title", "patternErrorMessage", "x-help"].includes(key) && typeof value === "string")
        found.push([`${where}/${key}`, value]);
      else schemaTexts(value, `${where}/${key}`, found);
    }
  return found;
}

const schemaFiles = [
  ...["page", "site", "collection", "defs", "section"].map((name) => join(ROOT, "schema", `${name}.schema.json`)),
  ...readdirSync(join(ROOT, "blocks")).map((block) => join(ROOT, "blocks", block, `${block}.schema.json`)),
].filter((file) => {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
});

const offences = (entries: [string, string][]) =>
  entries.flatMap(([where, text]) =>
    FORBIDDEN.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${where}: ${what} in “${text}”`),
  );

describe("the words the editor shows a marketer", () => {
  it("hold no file name, path, syntax, option code name, developer command or git word", () => {
    const entries = [...Object.entries({ ...t, ...x }), ...Object.entries(l)].flatMap(([key, value]) =>
      texts(value).map((text): [string, string] => [key, text]),
    );
    expect(offences(entries)).toEqual([]);
  });

  it("in the schemas' help hold none of them either", () => {
    const entries = schemaFiles.flatMap((file) =>
      schemaTexts(JSON.parse(readFileSync(file, "utf8")), file.slice(ROOT.length + 1), []),
    );
    expect(offences(entries)).toEqual([]);
  });
});
