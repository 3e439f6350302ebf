// @vitest-environment node
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chromePath } from "./chromePath.ts";

describe("the bench's Chromium", () => {
  it("is CHROME_PATH when it is set", () => {
    expect(chromePath({ CHROME_PATH: "/opt/chrome/chrome" })).toBe("/opt/chrome/chrome");
  });

  it("is otherwise a Debian Chromium that is installed, the full one first", () => {
    const path = chromePath({});
    const installed = ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].filter((candidate) => existsSync(candidate));
    expect(path).toBe(installed[0] ?? "/usr/bin/chromium");
  });
});
