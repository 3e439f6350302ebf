import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { Block } from "../../schema/generated/page.ts";
import { BLOCKS_DIR } from "../../model/paths.ts";
import { blockTypes } from "../../model/blockSchemas.ts";
import { t } from "../app/strings.ts";
import { CatalogApp } from "./CatalogApp.tsx";
import { loadAllBlocks } from "../../tests/helpers/blocks.ts";

const read = (type: string, file: string) =>
  JSON.parse(readFileSync(join(BLOCKS_DIR, type, `${type}.${file}.json`), "utf8"));
const examplesOf = (type: string): Block[] => read(type, "examples");

beforeAll(() => loadAllBlocks());

describe("the block catalog", () => {
  it("shows every block type, alphabetically, by its pt-BR name and type, with its description, examples and JSON", () => {
    const { container } = render(<CatalogApp />);
    const types = blockTypes();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      t.catalogTitle,
    ]);
    const nameOf = (type: string) => read(type, "schema")["x-title"] as string;
    expect([...container.querySelectorAll("article > h2")].map((heading) => heading.textContent)).toEqual(
      [...types].sort((a, b) => a.localeCompare(b)).map((type) => `${nameOf(type)} ${type}`),
    );
    const index = screen.getByRole("navigation", { name: t.catalogIndex });
    for (const type of types) {
      expect(
        within(index)
          .getByRole("link", { name: nameOf(type) })
          .getAttribute("href"),
      ).toBe(`#bloco-${type}`);
      const entry = container.querySelector(`#bloco-${type}`)!;
      expect(
        within(entry as HTMLElement).getByRole("heading", { level: 2, name: `${nameOf(type)} ${type}` }),
      ).toBeTruthy();
      expect(entry.textContent).toContain(read(type, "schema").description);
      expect(entry.querySelectorAll(`.preview > [data-block="${type}"]`), type).toHaveLength(examplesOf(type).length);
      expect(entry.querySelectorAll("pre code"), type).toHaveLength(examplesOf(type).length);
    }
  });

  it("fills the examples' placeholders in the previews and keeps them in the JSON to copy", () => {
    const { container } = render(<CatalogApp />);
    const previews = [...container.querySelectorAll(".preview")];
    expect(previews.length).toBeGreaterThanOrEqual(blockTypes().length);
    const shown = previews
      .map(
        (preview) =>
          preview.textContent + [...preview.querySelectorAll("a")].map((link) => link.getAttribute("href")).join(" "),
      )
      .join("\n");
    expect(shown).not.toContain("{{");
    expect([...container.querySelectorAll("pre code")].some((code) => code.textContent!.includes("{{"))).toBe(true);
  });

  it("copies an example's JSON, placeholders included, with its button", async () => {
    const user = userEvent.setup();
    const { container } = render(<CatalogApp />);
    const entry = container.querySelector<HTMLElement>("#bloco-address")!;
    await user.click(within(entry).getAllByText(t.catalogJson)[0]!);
    await user.click(within(entry).getAllByRole("button", { name: t.catalogCopy })[0]!);
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual(examplesOf("address")[0]);
    expect(within(entry).getByRole("button", { name: t.catalogCopied })).toBeTruthy();
  });

  it("gives the examples' chat buttons their prefilled fallback link", () => {
    const { container } = render(<CatalogApp />);
    const chatLinks = [...container.querySelectorAll<HTMLAnchorElement>(".preview a[data-chat]")];
    expect(chatLinks.length).toBeGreaterThan(0);
    for (const link of chatLinks)
      expect(link.getAttribute("href")).toContain(`?text=${encodeURIComponent(t.catalogChatMessage)}`);
  });
});
