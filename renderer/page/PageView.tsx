import { useMemo } from "react";
import { ChatLinksProvider } from "../chat/ChatLinks.tsx";
import { PageExperimentProvider } from "../events/PageExperiment.tsx";
import { PageRouteProvider } from "../events/PageRoute.tsx";
import { Layout } from "../layout/Layout.tsx";
import type { PageData } from "../../model/routing/pageData.ts";
import { LINK_SERVICE_BASE_URL } from "../site/services.ts";
import { useSite } from "../site/SiteContext.tsx";
import { BlockList } from "./BlockList.tsx";
import { PageAddressesProvider } from "./PageAddresses.tsx";
import { PageHead } from "./PageHead.tsx";
import { useScrollToTop } from "./useScrollToTop.ts";
import { useExperimentImpression } from "../events/useExperimentImpression.ts";
import { useSectionsDrawnWhenIdle } from "./useSectionsDrawnWhenIdle.ts";

const NO_LINKS = {};

/** One page: its head tags, its chat links, the shared layout and its blocks. */
export function PageView({ page }: { page: PageData }) {
  const site = useSite();
  const { config } = page;
  useScrollToTop(config.scrollToTop !== false);
  useSectionsDrawnWhenIdle();
  useExperimentImpression(page);
  const service = useMemo(
    () => ({
      baseUrl: LINK_SERVICE_BASE_URL,
      productPath: site.linkService.productPath,
      timeoutMs: site.linkService.timeoutMs,
    }),
    [site],
  );
  return (
    <PageRouteProvider value={page.pattern}>
      <PageExperimentProvider value={page.experiment}>
        <ChatLinksProvider
          links={config.links ?? NO_LINKS}
          chat={site.chat}
          service={service}
          order={config.linkRequests ?? "parallel"}
        >
          <PageHead config={config} />
          <PageAddressesProvider value={page.routes}>
            <Layout layout={page.layout}>
              <BlockList blocks={config.blocks} />
            </Layout>
          </PageAddressesProvider>
        </ChatLinksProvider>
      </PageExperimentProvider>
    </PageRouteProvider>
  );
}
