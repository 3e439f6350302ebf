import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlockCatalogBlock } from "../../schema/generated/page.ts";
import { ALL_BLOCK_TYPES } from "../../renderer/blocks/blockLoaders.ts";
import { loadBlocks } from "../../renderer/blocks/loadedBlocks.ts";
import { blockTypes } from "../../scripts/lib/blockSchemas.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { BlockCatalog } from "./BlockCatalog.tsx";
import examples from "./blockCatalog.examples.json";

const block = examples[0] as BlockCatalogBlock;

beforeAll(() => loadBlocks(ALL_BLOCK_TYPES));

describe("BlockCatalog", () => {
  it("shows every other block type with its rendered example and its JSON", () => {
    const { container } = renderWithSite(<BlockCatalog block={block} />, { path: "*", url: "/pagamento/11222333000181" });
    const others = blockTypes().filter((type) => type !== "blockCatalog");
    for (const type of others) {
      expect(screen.getByRole("heading", { level: 2, name: type })).toBeTruthy();
      expect(container.querySelector(`#bloco-${type} [data-block="${type}"]`), type).not.toBeNull();
    }
    expect(screen.getAllByText(block.jsonLabel).length).toBeGreaterThanOrEqual(others.length);
  });

  it("fills the examples' placeholders in the previews and keeps them in the JSON to copy", () => {
    const { container } = renderWithSite(<BlockCatalog block={block} />, { path: "*", url: "/pagamento/11222333000181" });
    const previews = [...container.querySelectorAll("[data-block]:not([data-block='blockCatalog'])")];
    const shown = previews.map((preview) => preview.textContent + [...preview.querySelectorAll("a")].map((link) => link.getAttribute("href")).join(" ")).join("\n");
    expect(shown).not.toContain("{{");
    expect([...container.querySelectorAll("pre code")].some((code) => code.textContent!.includes("{{"))).toBe(true);
  });
});
