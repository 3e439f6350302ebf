// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pages as rendererPages } from "../renderer/site/siteData.ts";
import { DEFAULT_CONFIG_DIR } from "./paths.ts";
import { readSiteContent } from "./siteContent.ts";

const dir = mkdtempSync(join(tmpdir(), "site-content-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("readSiteContent", () => {
  it("reads the real config as the renderer's dev server does: same pages, same order, placeholders filled", () => {
    const content = readSiteContent(DEFAULT_CONFIG_DIR);
    expect(content.pages).toEqual(rendererPages);
    expect(JSON.stringify(content)).not.toMatch(/\{\{[a-zA-Z.]+\}\}/);
    expect(content.site.brand.name).not.toBe("");
  });

  it("lists every address, aliases after their page's route, and reads a page saved with a byte order mark", () => {
    cpSync(DEFAULT_CONFIG_DIR, dir, { recursive: true });
    const home = join(dir, "pages", "home.json");
    writeFileSync(home, `\uFEFF${readFileSync(home, "utf8")}`);
    writeFileSync(join(dir, "pages", "LEIAME.md"), "não é uma página");
    const { pages, routes } = readSiteContent(dir);
    const homeConfig = pages.find((page) => page.name === "home")!.config;
    const homeAddresses = routes.filter((route) => route.page.name === "home");
    expect(homeAddresses.map((route) => [route.path, route.alias])).toEqual([
      [homeConfig.route, false],
      ...(homeConfig.aliases ?? []).map((alias) => [alias.route, true]),
    ]);
    expect(pages.map((page) => page.name)).not.toContain("LEIAME");
  });
});
