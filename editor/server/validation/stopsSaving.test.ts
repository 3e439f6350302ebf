import { describe, expect, it } from "vitest";
import type { Problem } from "../../../validator/problem.ts";
import { stopsSaving } from "./stopsSaving.ts";

const problem = (code: Problem["code"]): Problem => ({
  file: "pages/preco.json",
  pointer: "/blocks/1",
  line: 1,
  column: 1,
  code,
  message: "",
  hint: "",
  details: {},
});

describe("stopsSaving", () => {
  it("lets a document be saved while a plan's price disagrees with the other document that repeats it", () => {
    expect(stopsSaving(problem("SITE-062"))).toBe(false);
  });

  it("refuses a save for any other problem", () => {
    expect(stopsSaving(problem("SITE-001"))).toBe(true);
  });
});
