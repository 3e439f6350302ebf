import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { SiteRoutes } from "./SiteRoutes.tsx";

export { headTags } from "./page/headTags.ts";
export { pageRoutes } from "./routing/pageRoutes.ts";
export { pages, site } from "./site/siteData.ts";

/** The HTML of one address, as the client will hydrate it. */
export function render(url: string): string {
  return renderToString(
    <StaticRouter location={url}>
      <SiteRoutes />
    </StaticRouter>,
  );
}
