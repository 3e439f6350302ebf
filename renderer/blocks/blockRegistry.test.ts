// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Block } from "../../schema/generated/page.ts";
import { ROOT } from "../../model/paths.ts";
import { blockTypes } from "../../model/blockSchemas.ts";
import { blockRegistryModule } from "../../build/typegen/blockRegistryModule.ts";
import { ALL_BLOCK_TYPES } from "../../tests/helpers/blocks.ts";
import { blockModulePath, blockTypesOf, type BlockRegistry } from "./blockRegistry.ts";

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

/** The registry and the renderer's loaded-blocks module, fresh from the emptied module cache. */
async function freshModules() {
  const { blockRegistry } = await import("../../blocks/registry.generated.ts");
  const loaded = await import("./loadedBlocks.ts");
  return { blockRegistry: blockRegistry as BlockRegistry, ...loaded };
}

describe("the generated block registry", () => {
  it("has one loader per block folder, the page schema's block union has the same types, and it is up to date", () => {
    expect([...ALL_BLOCK_TYPES].sort()).toEqual(blockTypes());
    expect(schemaBlockTypes()).toEqual(blockTypes());
    expect(readFileSync(join(ROOT, "blocks/registry.generated.ts"), "utf8")).toBe(blockRegistryModule(blockTypes()));
  });

  it("writes a loader for a new block folder without anyone writing a registry line", () => {
    const module = blockRegistryModule(["banner", "priceTable"]);
    expect(module).toContain(
      'priceTable: () => import("./priceTable/PriceTable.tsx").then((module) => module.PriceTable),',
    );
    expect(module).not.toContain("faq");
  });

  it.each(ALL_BLOCK_TYPES)(
    "loads %s's function component from blocks/<type>/<Type>.tsx, the file the build preloads, and no other block",
    async (type) => {
      const { blockRegistry } = await freshModules();
      const component: unknown = await blockRegistry[type]();
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
});

describe("the renderer's blocks", () => {
  it("refuses to load before a registry is handed over, and loads only from the registry it was handed", async () => {
    const { blockRegistry, loadBlocks, provideBlocks, blockComponent } = await freshModules();
    await expect(loadBlocks(["steps"])).rejects.toThrow("Nenhum registro de blocos");
    const Stand = () => null;
    provideBlocks({ ...blockRegistry, steps: async () => Stand });
    await loadBlocks(["steps"]);
    expect(blockComponent("steps")).toBe(Stand);
    expect(loadedModules).toEqual([]);
  });

  it("refuses to render a type that was not loaded, and renders it once loaded", async () => {
    const { blockRegistry, loadBlocks, provideBlocks, blockComponent } = await freshModules();
    provideBlocks(blockRegistry);
    expect(() => blockComponent("steps")).toThrow('O bloco "steps" foi usado antes de ser carregado');
    await loadBlocks(["steps"]);
    expect(blockComponent("steps").name).toBe("Steps");
  });
});
