// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Block } from "../../schema/generated/page.ts";
import { ROOT } from "../../model/paths.ts";
import { ALL_BLOCK_TYPES, blockLoaders, blockModulePath, blockTypesOf } from "./blockLoaders.ts";
import { blockComponent, loadBlocks } from "./loadedBlocks.ts";

const readJson = <T>(path: string) => JSON.parse(readFileSync(join(ROOT, path), "utf8")) as T;

/** The `type` of every block in the page schema's block union, as the validator and the editor know them. */
function schemaBlockTypes(): string[] {
  const page = readJson<{ definitions: { block: { oneOf: Array<{ $ref: string }> } } }>("schema/page.schema.json");
  return page.definitions.block.oneOf
    .map(
      ({ $ref }) => readJson<{ properties: { type: { const: string } } }>(join("schema", $ref)).properties.type.const,
    )
    .sort();
}

/** The block types whose module was loaded since the test began. */
const loadedModules: string[] = [];

// Each block module is the real one behind a stand-in that notes its loading; the module cache is emptied before
// each test so that a loader's imports are all seen, not served from an earlier test's.
beforeEach(() => {
  vi.resetModules();
  loadedModules.length = 0;
  for (const type of ALL_BLOCK_TYPES)
    vi.doMock(join(ROOT, blockModulePath(type)), async (importOriginal) => {
      loadedModules.push(type);
      return importOriginal();
    });
});

describe("block loaders", () => {
  it("cover every block type of the page schema's union, and no other", () => {
    expect([...ALL_BLOCK_TYPES].sort()).toEqual(schemaBlockTypes());
  });

  it.each(ALL_BLOCK_TYPES)(
    "load %s's function component from blocks/<type>/<Type>.tsx, the file the build preloads, and no other block",
    async (type) => {
      const component: unknown = await blockLoaders[type]();
      expect(loadedModules).toEqual([type]);
      expect(typeof component).toBe("function");
      expect((component as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent).toBeUndefined();
      const module = (await import(join(ROOT, blockModulePath(type)))) as Record<string, unknown>;
      expect(Object.values(module)).toContain(component);
    },
  );

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
