import { chatUrl } from "../../renderer/chat/chatUrl.ts";
import type { PageRoute } from "../../model/routing/pageRoutes.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";
import type { ServeManifest } from "../../server/serveManifest.ts";
import type { ExperimentSplit } from "../../model/experiments/splits.ts";

/**
 * What `npm run serve` needs from the built site: its routes, whether the CSP allows Tag Manager, the CSP hashes of
 * the inline scripts its pages carry (`inlineScriptHashes`: the page loader's), and for the link
 * stand-in each group's chat link with the page's own prefilled message, marked so that tests can tell it from the
 * fallback; and the running A/B tests, only when there is one (a site without tests gets the manifest it always had).
 */
export function serveManifestOf(
  routes: PageRoute[],
  site: SiteConfig,
  inlineScriptHashes: string[],
  experiments: ExperimentSplit[] = [],
): ServeManifest {
  const standInLinks: Record<string, string> = {};
  for (const { page } of routes) {
    for (const link of Object.values(page.config.links ?? {})) {
      if (link.grupo) standInLinks[link.grupo] ??= `${chatUrl(site.chat, link.message)}&origem=servico`;
    }
  }
  return {
    routes: routes.map((route) => route.path),
    tagManager: site.tagManager !== undefined,
    inlineScriptHashes,
    standInLinks,
    ...(experiments.length > 0 && { experiments }),
  };
}
