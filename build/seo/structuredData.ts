import { dialNumber } from "../../model/content/dialNumber.ts";
import { resolvePlan } from "../../model/content/sitePlans.ts";
import type { Block, PageConfig } from "../../schema/generated/page.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";

type JsonLd = Record<string, unknown>;

/** Config text without the `*destaque*` markers. */
function plain(text: string): string {
  return text.replace(/\*([^*]+)\*/g, "$1");
}

function offer(name: string, price: number, url: string): JsonLd {
  return {
    "@type": "Product",
    name: plain(name),
    offers: { "@type": "Offer", price: price.toFixed(2), priceCurrency: "BRL", url },
  };
}

/** Product/Offer entries for every priced plan and priced card of a block. */
function offersOf(block: Block, url: string, site: SiteConfig): JsonLd[] {
  if (block.type === "plans")
    return block.plans
      .map((card) => resolvePlan(card, site.plans))
      .filter((plan) => plan.name !== undefined && plan.price !== undefined)
      .map((plan) => offer(plan.name!, plan.price!, url));
  if (block.type === "cardGrid")
    return [...(block.cards ?? []), ...(block.groups ?? []).flatMap((group) => group.cards)]
      .filter((card) => card.price !== undefined)
      .map((card) => offer(card.title, card.price!, url));
  return [];
}

/**
 * The schema.org data search engines read from a page: the Organization from site.json on every page, a FAQPage
 * for the page's FAQ blocks, and a Product with its Offer (BRL) for every priced plan or card.
 */
export function structuredData(config: PageConfig, site: SiteConfig): JsonLd[] {
  const url = `${site.siteUrl}${config.route === "/" ? "/" : config.route}`;
  const { address } = site.contact;
  const organization: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand.name,
    legalName: site.brand.legalName,
    url: site.siteUrl,
    logo: `${site.siteUrl}${site.brand.logo.src}`,
    email: site.contact.email,
    telephone: dialNumber(site.contact.salesPhone),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.zip,
      addressCountry: "BR",
    },
    sameAs: site.social.map((profile) => profile.url),
  };
  const questions = config.blocks.flatMap((block) => (block.type === "faq" ? block.items : []));
  const faq: JsonLd[] = questions.length
    ? [
        {
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: questions.map((item) => ({
            "@type": "Question",
            name: plain(item.question),
            acceptedAnswer: { "@type": "Answer", text: plain(item.answer) },
          })),
        },
      ]
    : [];
  const products = config.blocks
    .flatMap((block) => offersOf(block, url, site))
    .map((product) => ({ "@context": "https://schema.org", ...product }));
  return [organization, ...faq, ...products];
}

/** The JSON-LD as a <script> whose text cannot close the element early. */
export function structuredDataHtml(data: JsonLd[]): string {
  return data
    .map((item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, "\\u003c")}</script>`)
    .join("\n    ");
}
