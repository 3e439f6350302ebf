// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";

/** Words that point at documents outside the repository, which a newcomer cannot open. */
const OUTSIDE = /DESIGN\.md|spec\.md|\bthe spec\b|\bspec's\b|\bissue #?\d+\b|(?<!["'./])\.\.\/shared\/|\/work\//i;

function filesUnder(dir: string, endings: string[]): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe("the repository's documentation", () => {
  it("speaks only of what is in the repository (README, docs/, code comments)", () => {
    const files = [
      "README.md",
      ...filesUnder("docs", [".md"]),
      ...[
        "model",
        "validator",
        "build",
        "server",
        "renderer",
        "blocks",
        "editor",
        "scripts",
        "tools",
        "tests",
        "schema",
      ].flatMap((dir) => filesUnder(dir, [".ts", ".tsx", ".css"])),
    ];
    const self = relative(ROOT, new URL(import.meta.url).pathname);
    const found = files
      .filter((file) => file !== self)
      .flatMap((file) =>
        readFileSync(join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});
