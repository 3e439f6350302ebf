import type { Image, PageConfig } from "../../schema/generated/page.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";

/** One <meta>, keyed by `name` or `property`. */
export interface MetaTag {
  key: "name" | "property";
  id: string;
  content: string;
}

/** Everything a page puts in <head>. */
export interface HeadTags {
  title: string;
  meta: MetaTag[];
  canonical?: string;
}

/** Head tags of a page from its config: title, description, robots, canonical, Open Graph and Twitter. */
export function headTags(config: PageConfig, site: SiteConfig): HeadTags {
  const canonical = config.route.includes(":")
    ? undefined
    : `${site.siteUrl}${config.route === "/" ? "/" : config.route}`;
  const meta: MetaTag[] = [
    { key: "name", id: "description", content: config.description },
    { key: "name", id: "robots", content: config.noindex ? "noindex" : "index, follow" },
    { key: "property", id: "og:type", content: "website" },
    { key: "property", id: "og:locale", content: "pt_BR" },
    { key: "property", id: "og:site_name", content: site.brand.name },
    { key: "property", id: "og:title", content: config.title },
    { key: "property", id: "og:description", content: config.description },
    ...(canonical ? [{ key: "property" as const, id: "og:url", content: canonical }] : []),
    ...imageTags(config.image ?? site.brand.shareImage, site.siteUrl),
    { key: "name", id: "twitter:title", content: config.title },
    { key: "name", id: "twitter:description", content: config.description },
  ];
  return { title: config.title, meta, canonical };
}

/**
 * The sharing image's tags: WhatsApp and the social networks fetch it by a full address, so it is made absolute from
 * the site's public address; its size lets them lay the card out before downloading it. Without an image the card is
 * the small one.
 */
function imageTags(image: Image | undefined, siteUrl: string): MetaTag[] {
  if (!image) return [{ key: "name", id: "twitter:card", content: "summary" }];
  return [
    { key: "property", id: "og:image", content: `${siteUrl}${image.src}` },
    { key: "property", id: "og:image:width", content: String(image.width) },
    { key: "property", id: "og:image:height", content: String(image.height) },
    ...(image.alt ? [{ key: "property" as const, id: "og:image:alt", content: image.alt }] : []),
    { key: "name", id: "twitter:card", content: "summary_large_image" },
  ];
}
