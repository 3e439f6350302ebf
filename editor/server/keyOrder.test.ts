// @vitest-environment node
import { describe, expect, it } from "vitest";
import { childSchema, keyRank, orderKeys } from "./keyOrder.ts";

const action = { properties: { label: {}, chat: {}, to: {}, href: {}, variant: {} } };
const banner = { properties: { type: { const: "banner" }, id: {}, title: {}, actions: { items: action } } };
const faq = { properties: { type: { const: "faq" }, title: {}, items: {} } };
const page = {
  properties: {
    $schema: {},
    route: {},
    title: {},
    links: { additionalProperties: { properties: { grupo: {}, message: {} } } },
    blocks: { items: { oneOf: [banner, faq] } },
  },
};

describe("key order", () => {
  it("orders keys as the schema lists them, blocks by their own type's schema, unknown keys last as they were", () => {
    const data = {
      blocks: [
        { actions: [{ variant: "link", chat: "x", label: "L" }], title: "T", type: "banner" },
        { items: [], type: "faq", extra: 1, title: "F" },
      ],
      links: { zeta: { message: "M", grupo: "g" }, alfa: { message: "N" } },
      route: "/x",
      $schema: "s",
    };
    expect(JSON.stringify(orderKeys(data, page))).toBe(
      JSON.stringify({
        $schema: "s",
        route: "/x",
        links: { zeta: { grupo: "g", message: "M" }, alfa: { message: "N" } },
        blocks: [
          { type: "banner", title: "T", actions: [{ label: "L", chat: "x", variant: "link" }] },
          { type: "faq", title: "F", items: [], extra: 1 },
        ],
      }),
    );
  });

  it("finds the schema of a value inside a page and the rank of a key", () => {
    expect(childSchema(page, "blocks", [])).toBe(page.properties.blocks);
    expect(childSchema(page.properties.blocks, 0, { type: "faq" })).toBe(faq);
    expect(childSchema(page.properties.links, "qualquer", {})).toBe(page.properties.links.additionalProperties);
    expect([keyRank(action, "label"), keyRank(action, "variant"), keyRank(action, "nada")]).toEqual([
      0,
      4,
      Number.POSITIVE_INFINITY,
    ]);
  });
});
