import { describe, expect, it } from "vitest";
import type { PageConfig } from "../../schema/generated/page.ts";
import { testSite } from "../../tests/helpers/renderWithSite.tsx";
import { headTags } from "./headTags.ts";

const page: PageConfig = {
  route: "/promo",
  title: "Promoção de dezembro",
  description: "Três meses pela metade do preço.",
  links: {},
  blocks: [],
} as unknown as PageConfig;

const share = { src: "/img/compartilhar/promo.jpg", alt: "Tela do sistema", width: 1200, height: 630 };

/** The content of each of a page's meta tags, by name or property. */
const metaOf = (config: PageConfig, site = testSite) =>
  Object.fromEntries(headTags(config, site).meta.map((tag) => [tag.id, tag.content]));

describe("a page's sharing tags", () => {
  it("give the page's sharing image by its full address, with its size, and ask for the large card", () => {
    const meta = metaOf({ ...page, image: share });
    expect(meta["og:image"]).toBe(`${testSite.siteUrl}/img/compartilhar/promo.jpg`);
    expect(meta["og:image:width"]).toBe("1200");
    expect(meta["og:image:height"]).toBe("630");
    expect(meta["og:image:alt"]).toBe("Tela do sistema");
    expect(meta["twitter:card"]).toBe("summary_large_image");
  });

  it("fall back to the site's sharing image when the page has none", () => {
    const site = {
      ...testSite,
      brand: { ...testSite.brand, shareImage: { ...share, src: "/img/marca.png", alt: "" } },
    };
    const meta = metaOf(page, site);
    expect(meta["og:image"]).toBe(`${testSite.siteUrl}/img/marca.png`);
    expect(meta["og:image:alt"]).toBeUndefined();
    expect(meta["twitter:card"]).toBe("summary_large_image");
  });

  it("keep the small card and no image when neither the page nor the site has one", () => {
    const meta = metaOf(page);
    expect(meta["og:image"]).toBeUndefined();
    expect(meta["twitter:card"]).toBe("summary");
  });
});
