// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Block } from "../../schema/generated/page.ts";
import { ROOT } from "../../model/paths.ts";
import { blockTypes } from "../../model/blockSchemas.ts";
import { ALL_BLOCK_TYPES, blockLoaders, blockModulePath, blockTypesOf } from "./blockLoaders.ts";
import { blockComponent, loadBlocks } from "./loadedBlocks.ts";

describe("block loaders", () => {
  it("cover every block folder", () => {
    expect([...ALL_BLOCK_TYPES].sort()).toEqual(blockTypes());
  });

  it.each(ALL_BLOCK_TYPES)("load %s from blocks/<type>/<Type>.tsx, the file the build preloads", (type) => {
    expect(existsSync(join(ROOT, blockModulePath(type)))).toBe(true);
    expect(blockLoaders[type].toString()).toContain(blockModulePath(type).replace(/^blocks\//, "blocks/"));
  });

  it("need only the types a page uses, each once", () => {
    const faq: Block = { type: "faq", items: [{ question: "P?", answer: "R." }] };
    const stats: Block = { type: "stats", items: [{ value: "+1", label: "x" }] };
    expect(blockTypesOf([faq, stats, faq])).toEqual(["faq", "stats"]);
  });

  it("refuse to render a type that was not loaded, and render it once loaded", async () => {
    expect(() => blockComponent("steps")).toThrow('O bloco "steps" foi usado antes de ser carregado');
    await loadBlocks(["steps"]);
    expect(blockComponent("steps").name).toBe("Steps");
  });
});
