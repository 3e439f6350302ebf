// @vitest-environment node
import { describe, expect, it } from "vitest";
import { notConnectedLine } from "./notConnected.ts";

describe("the start of a service without a site's repository", () => {
  it("tells the administrator once that the site receives nothing until EDITOR_GIT_REMOTE is set", () => {
    expect(notConnectedLine({})).toMatch(/^O site não recebe as publicações: EDITOR_GIT_REMOTE não está definido/);
    expect(notConnectedLine({ remote: { url: "git@github.com:empresa/site.git", branch: "main" } })).toBeUndefined();
  });
});
