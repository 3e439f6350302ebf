import { describe, expect, it } from "vitest";
import { cssModuleClassName } from "./cssModuleClassName.ts";

describe("cssModuleClassName", () => {
  it("is the local name and a five-character hash of the module's CSS", () => {
    expect(cssModuleClassName("banner", "/a/banner.module.css", ".banner { color: red }")).toMatch(
      /^banner_[0-9a-z]{5}$/,
    );
  });

  it("gives the same local name different classes in modules with different CSS, and the same class for the same CSS", () => {
    const first = cssModuleClassName("title", "/a.module.css", ".title { color: red }");
    expect(cssModuleClassName("title", "/b.module.css", ".title { color: blue }")).not.toBe(first);
    expect(cssModuleClassName("title", "/elsewhere/a.module.css", ".title { color: red }")).toBe(first);
  });

  it("keeps local names of one module apart", () => {
    const css = ".title { color: red } .intro { color: blue }";
    expect(cssModuleClassName("title", "/a.module.css", css)).not.toBe(
      cssModuleClassName("intro", "/a.module.css", css),
    );
  });
});
