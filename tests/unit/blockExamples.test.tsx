import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Block, ChatLink } from "../../schema/generated/page.ts";
import { BLOCKS_DIR } from "../../model/paths.ts";
import { blockTypes } from "../../model/blockSchemas.ts";
import { references, validators } from "../../validator/schemas.ts";
import { blockComponent } from "../../renderer/blocks/loadedBlocks.ts";
import { renderWithSite } from "../helpers/renderWithSite.tsx";
import { loadAllBlocks } from "../helpers/blocks.ts";

function examplesOf(type: string): Block[] {
  return JSON.parse(readFileSync(join(BLOCKS_DIR, type, `${type}.examples.json`), "utf8"));
}

/** Declares every chat link an example uses, so its buttons render as they would on a page. */
function linksFor(block: Block): Record<string, ChatLink> {
  const links: Record<string, ChatLink> = {};
  const page = { route: "/exemplo", title: "Exemplo", description: "Exemplo.", blocks: [block] };
  for (const { kind, value } of references().page(page))
    if (kind === "chatLink" && typeof value === "string") links[value] = { message: `Mensagem de ${value}` };
  return links;
}

beforeAll(() => loadAllBlocks());

describe.each(blockTypes())("block %s", (type) => {
  const examples = examplesOf(type);

  it("has at least one example, and every example is of its own type", () => {
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(example.type).toBe(type);
  });

  it("has examples that pass the page schema", () => {
    for (const example of examples) {
      const page = { route: "/exemplo", title: "Exemplo", description: "Exemplo.", blocks: [example] };
      const valid = validators().page(page);
      expect(valid ? [] : validators().page.errors).toEqual([]);
    }
  });

  it("renders every example with data-block on its root", () => {
    const Component = blockComponent(type as Block["type"]);
    for (const example of examples) {
      const { container, unmount } = renderWithSite(<Component block={example} />, {
        links: linksFor(example),
        path: "/pagamento/:cnpj",
        url: "/pagamento/11222333000181",
      });
      expect(container.querySelector(`[data-block="${type}"]`)).not.toBeNull();
      unmount();
    }
  });
});
