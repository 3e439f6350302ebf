import { PassThrough } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { blockRegistry } from "../blocks/registry.generated.ts";
import { blockTypesOf } from "./blocks/blockRegistry.ts";
import { loadBlocks, provideBlocks } from "./blocks/loadedBlocks.ts";
import type { PageData } from "../model/routing/pageData.ts";
import { SiteApp } from "./SiteApp.tsx";
import { site } from "./site/siteConfig.ts";

export { blockModulePath, blockTypesOf } from "./blocks/blockRegistry.ts";
export { headTags } from "./page/headTags.ts";
export { dataUrl, pageDataOf } from "../model/routing/pageData.ts";
export { hasParams } from "../model/routing/routePatterns.ts";
export { site } from "./site/siteConfig.ts";

provideBlocks(blockRegistry);

/** The HTML of one address showing a page, exactly as the client will hydrate it. */
export async function render(address: string, page: PageData, browserRoutes: string[]): Promise<string> {
  await loadBlocks(blockTypesOf(page.config.blocks));
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={address}>
      <SiteApp site={site} initial={page} browserRoutes={browserRoutes} />
    </StaticRouter>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
