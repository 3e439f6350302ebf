import { PageView } from "../../renderer/page/PageView.tsx";
import type { PageData } from "../../model/routing/pageData.ts";
import { site } from "../../renderer/site/siteConfig.ts";
import { SiteProvider } from "../../renderer/site/SiteContext.tsx";
import { t } from "../app/strings.ts";
import { PreviewErrorBoundary } from "./PreviewErrorBoundary.tsx";
import type { PreviewPage } from "./previewPage.ts";
import { PreviewRouter } from "./PreviewRouter.tsx";

/** The page as edited, drawn by the site's page view inside the providers the site gives it. */
export function PreviewView({ page, serial }: { page: PreviewPage; serial: number }) {
  const { routes, unknownTypes } = page;
  // A page whose title is being written still gives the frame's document a title (screen readers announce it).
  // A preview is never indexed: the site's head would otherwise set robots to "index, follow" over the page's noindex.
  const titled = page.config.title?.trim() ? page.config : { ...page.config, title: t.previewUntitled };
  const config = { ...titled, noindex: true };
  const data: PageData = { pattern: config.route, name: "previa", config, layout: config.layout ?? {}, routes };
  return (
    <SiteProvider value={site}>
      <PreviewRouter route={config.route} routes={routes}>
        {unknownTypes.length > 0 && (
          <p className="preview-note" role="note">
            {t.previewUnknownBlocks(unknownTypes.join(", "))}
          </p>
        )}
        <PreviewErrorBoundary serial={serial}>
          <PageView page={data} />
        </PreviewErrorBoundary>
      </PreviewRouter>
    </SiteProvider>
  );
}
