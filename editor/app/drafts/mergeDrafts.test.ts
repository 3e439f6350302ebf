import { expect, it } from "vitest";
import { mergeDrafts } from "./mergeDrafts.ts";

const base = { title: "Promo", description: "Curta" };

it("keeps both people's changes when they touched different fields", () => {
  expect(mergeDrafts(base, { ...base, title: "Promo de Natal" }, { ...base, description: "Longa" })).toEqual({
    title: "Promo de Natal",
    description: "Longa",
  });
});

it("leaves the choice to the person when both changed the same field", () => {
  expect(mergeDrafts(base, { ...base, title: "Minha" }, { ...base, title: "Dele" })).toBeUndefined();
});
