// @vitest-environment node
import { describe, expect, it } from "vitest";
import { otherPagesClasses } from "./otherPagesClasses.ts";

const modules = {
  "blocks/faq/faq.module.css": ["item_aaaaa", "answer_aaaaa"],
  "blocks/plans/plans.module.css": ["plan_bbbbb", "shared_ccccc"],
  "blocks/stats/stats.module.css": ["shared_ccccc"],
  "renderer/layout/nav.module.css": ["menu_ddddd"],
};

describe("otherPagesClasses", () => {
  it("is the classes of the block folders the page does not have, never the renderer's", () => {
    expect([...otherPagesClasses(modules, ["plans", "stats"])]).toEqual(["item_aaaaa", "answer_aaaaa"]);
    expect([...otherPagesClasses(modules, [])].sort()).toEqual([
      "answer_aaaaa",
      "item_aaaaa",
      "plan_bbbbb",
      "shared_ccccc",
    ]);
  });

  it("leaves out a class that a module the page loads has too", () => {
    expect([...otherPagesClasses(modules, ["stats"])].sort()).toEqual(["answer_aaaaa", "item_aaaaa", "plan_bbbbb"]);
  });
});
