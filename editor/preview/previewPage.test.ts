import { describe, expect, it } from "vitest";
import siteJson from "../../site.config/site.json";
import { previewPage } from "./previewPage.ts";

describe("previewPage", () => {
  const edited = {
    route: "/promo",
    title: "Promoção da {{brand.name}}",
    links: { promo: { grupo: "promo", endpoint: "/lp", message: "Olá, {{brand.name}}!" } },
    blocks: [
      { type: "banner", title: "A" },
      { type: "fixture", text: "x" },
      { type: "faq", items: [] },
    ],
  };

  it("fills placeholders from site.json, as the site does", () => {
    expect(previewPage(edited).config.title).toBe(`Promoção da ${siteJson.brand.name}`);
  });

  it("drops the links' service group, so chat buttons keep their fallback address", () => {
    expect(previewPage(edited).config.links).toEqual({ promo: { message: `Olá, ${siteJson.brand.name}!` } });
  });

  it("leaves out and names the blocks the site has no component for", () => {
    const page = previewPage(edited, ["banner", "faq"]);
    expect(page.config.blocks.map((block) => block.type)).toEqual(["banner", "faq"]);
    expect(page.shown).toEqual([0, 2]);
    expect(page.unknownTypes).toEqual(["fixture"]);
  });

  it("shows a collection's template as one row makes it, by the build's own rowPage (route included)", () => {
    const template = {
      route: "/sistema-para/:slug",
      title: "Sistema para {{row.segmento}} | {{brand.name}}",
      blocks: [{ type: "banner", title: "Gestão em {{row.cidade}}" }],
    };
    const page = previewPage(template, ["banner"], {
      slug: "restaurantes-curitiba",
      segmento: "restaurantes",
      cidade: "Curitiba",
    });
    expect(page.config.route).toBe("/sistema-para/restaurantes-curitiba");
    expect(page.config.title).toBe(`Sistema para restaurantes | ${siteJson.brand.name}`);
    expect(page.config.blocks).toEqual([{ type: "banner", title: "Gestão em Curitiba" }]);
  });
});
