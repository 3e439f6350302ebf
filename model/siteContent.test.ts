// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pages as rendererPages } from "../renderer/site/siteData.ts";
import { DEFAULT_CONFIG_DIR, ROOT } from "./paths.ts";
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

  it("makes one page per row of a collection, with the row's texts and route, and leaves the template out", () => {
    const withCollection = mkdtempSync(join(tmpdir(), "site-collection-"));
    cpSync(join(ROOT, "tests/fixtures/valid"), withCollection, { recursive: true });
    cpSync(join(ROOT, "tests/fixtures/collection"), withCollection, { recursive: true });
    const { pages, routes } = readSiteContent(withCollection);
    rmSync(withCollection, { recursive: true, force: true });
    expect(pages.map((page) => page.name)).not.toContain("sistema-para");
    expect(routes.map((route) => route.path).filter((path) => path.startsWith("/sistema-para"))).toEqual([
      "/sistema-para/restaurantes-curitiba",
      "/sistema-para/restaurantes-porto-alegre",
      "/sistema-para/lojas-de-roupas-curitiba",
      "/sistema-para/lojas-de-roupas-porto-alegre",
    ]);
    const page = pages.find((entry) => entry.name === "segmentos-cidades/lojas-de-roupas-porto-alegre")!.config;
    expect(page.title).toBe("Sistema para lojas de roupas em Porto Alegre | Gestor Nuvem");
    expect(page.links?.consultor?.message).toBe(
      "Olá! Tenho uma loja de roupas em Porto Alegre e quero conhecer o Gestor Nuvem.",
    );
    expect(JSON.stringify(page)).not.toMatch(/\{\{|:slug/);
  });
});
