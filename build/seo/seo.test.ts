// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PageConfig } from "../../schema/generated/page.ts";
import { testSite } from "../../tests/helpers/renderWithSite.tsx";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { structuredData, structuredDataHtml } from "./structuredData.ts";

const page: PageConfig = {
  route: "/preco",
  title: "Preços",
  description: "Planos.",
  blocks: [
    {
      type: "plans",
      plans: [
        { name: "Gestão *Comércio*", price: 84.99, benefits: ["PDV"] },
        { name: "Sob medida", benefits: ["Tudo"] },
      ],
    },
    { type: "cardGrid", cards: [{ title: "e-CNPJ A1", price: 219 }, { title: "Sem preço" }] },
    { type: "faq", items: [{ question: "Tem *teste* grátis?", answer: "Sim, 30 dias." }] },
  ],
};

describe("structuredData", () => {
  const data = structuredData(page, testSite);

  it("describes the organization from site.json on every page", () => {
    expect(data[0]).toMatchObject({
      "@type": "Organization",
      name: testSite.brand.name,
      url: testSite.siteUrl,
      address: { postalCode: testSite.contact.address.zip },
    });
  });

  it("turns FAQ blocks into a FAQPage without the highlight markers", () => {
    expect(data.find((item) => item["@type"] === "FAQPage")).toMatchObject({
      mainEntity: [{ "@type": "Question", name: "Tem teste grátis?", acceptedAnswer: { text: "Sim, 30 dias." } }],
    });
  });

  it("offers every priced plan and card in BRL, and nothing for unpriced ones", () => {
    const products = data.filter((item) => item["@type"] === "Product");
    expect(products.map((item) => [item.name, item.offers])).toEqual([
      ["Gestão Comércio", { "@type": "Offer", price: "84.99", priceCurrency: "BRL", url: `${testSite.siteUrl}/preco` }],
      ["e-CNPJ A1", { "@type": "Offer", price: "219.00", priceCurrency: "BRL", url: `${testSite.siteUrl}/preco` }],
    ]);
  });

  it("cannot close its script element early", () => {
    const html = structuredDataHtml([{ name: "</script><script>alert(1)</script>" }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe("sitemap and robots", () => {
  const routes = [
    { path: "/", noindex: false },
    { path: "/preco", noindex: false },
    { path: "/404", noindex: true },
    { path: "/pagamento/:cnpj", noindex: true },
  ];

  it("lists only indexable addresses without parameters", () => {
    const xml = sitemapXml("https://site.example", routes);
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://site.example/",
      "https://site.example/preco",
    ]);
  });

  it("keeps the payment addresses out of crawlers and points at the sitemap", () => {
    expect(robotsTxt("https://site.example", routes)).toBe(
      "User-agent: *\nAllow: /\nDisallow: /pagamento/\n\nSitemap: https://site.example/sitemap.xml\n",
    );
  });
});
