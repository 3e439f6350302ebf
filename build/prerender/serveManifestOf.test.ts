import { describe, expect, it } from "vitest";
import { pageRoutes, type PageEntry } from "../../model/routing/pageRoutes.ts";
import type { PageConfig } from "../../schema/generated/page.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { serveManifestOf } from "./serveManifestOf.ts";

const site = { chat: { baseUrl: "https://wa.me/", phone: "5544999990000" } } as SiteConfig;
const page = (name: string, config: Partial<PageConfig>): PageEntry => ({
  name,
  config: { route: `/${name}`, blocks: [], ...config } as PageConfig,
});

describe("serveManifestOf", () => {
  it("lists every route and alias, and each group's link with the first page's message, skipping links without a group", () => {
    const pages = [
      page("home", {
        aliases: [{ route: "/" }],
        links: { a: { grupo: "home", message: "Olá & oi" }, fixo: { message: "Fixo" } },
      }),
      page("preco", {
        route: "/preco",
        links: { b: { grupo: "home", message: "Outra" }, c: { grupo: "preco", message: "Preço" } },
      }),
    ];
    expect(
      serveManifestOf(pageRoutes(pages), { ...site, tagManager: { containerId: "GTM-X" } } as SiteConfig, [
        "'sha256-x'",
      ]),
    ).toEqual({
      routes: ["/home", "/", "/preco"],
      tagManager: true,
      inlineScriptHashes: ["'sha256-x'"],
      standInLinks: {
        home: "https://wa.me/5544999990000?text=Ol%C3%A1%20%26%20oi&origem=servico",
        preco: "https://wa.me/5544999990000?text=Pre%C3%A7o&origem=servico",
      },
    });
    expect(serveManifestOf([], site, []).tagManager).toBe(false);
  });
});
