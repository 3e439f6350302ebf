import { describe, expect, it } from "vitest";
import type { Problem } from "../../shared/api.ts";
import { drawsField, pointerKeys, problemPlaces } from "./problemPlaces.ts";

const text = { type: "string" };
const pageForm = {
  properties: {
    $schema: text,
    route: text,
    title: text,
    links: { additionalProperties: { properties: { message: text } } },
  },
};
const plans = {
  properties: {
    type: { const: "plans" },
    title: text,
    plans: { items: { properties: { price: { type: "number" } } } },
  },
};
const problem = (pointer: string, message = `em ${pointer}`): Problem => ({
  file: "pages/x.json",
  pointer,
  line: 1,
  column: 1,
  message,
  hint: "Corrija.",
  code: "SITE-005",
});

describe("problemPlaces", () => {
  it("puts each problem on the field it points at, in the page's form or its block's", () => {
    const places = problemPlaces(
      [problem("/title"), problem("/links/promo/message"), problem("/blocks/0/plans/1/price")],
      pageForm,
      () => plans,
      1,
    );
    expect(places.page).toEqual({
      title: { __errors: ["em /title\nCorrija."] },
      links: { promo: { message: { __errors: ["em /links/promo/message\nCorrija."] } } },
    });
    expect(places.blocks[0]).toEqual({
      header: [],
      fields: { plans: { 1: { price: { __errors: ["em /blocks/0/plans/1/price\nCorrija."] } } } },
      count: 1,
    });
    expect(places.top).toEqual([]);
  });

  it("shows under a block's title what is about the block itself or a field its form does not draw", () => {
    const places = problemPlaces(
      [problem("/blocks/0/type"), problem("/blocks/0"), problem("/blocks/0/titel")],
      pageForm,
      () => plans,
      1,
    );
    expect(places.blocks[0]!.header.map((item) => item.pointer)).toEqual([
      "/blocks/0/type",
      "/blocks/0",
      "/blocks/0/titel",
    ]);
    expect(places.blocks[0]!.count).toBe(3);
  });

  it("keeps at the top what no field shows: the page as a whole, its block list, $schema, unknown keys", () => {
    const places = problemPlaces(
      [problem(""), problem("/blocks"), problem("/$schema"), problem("/rota")],
      pageForm,
      () => plans,
      0,
    );
    expect(places.top.map((item) => item.pointer)).toEqual(["", "/blocks", "/$schema", "/rota"]);
  });
});

describe("pointers and fields", () => {
  it("reads escaped keys and follows properties, items and named entries", () => {
    expect(pointerKeys("/a~1b/c~0d/0")).toEqual(["a/b", "c~d", "0"]);
    expect(drawsField(pageForm, ["links", "qualquer", "message"])).toBe(true);
    expect(drawsField(plans, ["type"])).toBe(false);
  });
});
