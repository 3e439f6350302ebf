import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import siteJson from "../../site.config/site.json";
import type { ChatLink } from "../../schema/generated/page.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { ChatLinksProvider } from "../../renderer/chat/ChatLinks.tsx";
import { SiteProvider } from "../../renderer/site/SiteContext.tsx";
import { placeholdersFrom } from "../../renderer/content/currentYear.ts";
import { interpolate } from "../../renderer/content/interpolate.ts";
import { matchPattern, parseAddress } from "../../renderer/routing/address.ts";
import { RouteParamsProvider } from "../../renderer/routing/RouteParams.tsx";
import { MemoryRouter } from "../../renderer/routing/Router.tsx";
import { ToastProvider } from "../../renderer/ui/toast/Toasts.tsx";

/** The real site.json, with its placeholders filled, as blocks see it. */
export const testSite = interpolate(siteJson, placeholdersFrom(siteJson)) as SiteConfig;

/** Options of {@link renderWithSite}. */
export interface RenderOptions {
  /** Chat links declared by the (imaginary) page. */
  links?: Record<string, ChatLink>;
  /** The URL the router starts at. */
  url?: string;
  /** The route pattern the element is mounted on (for blocks that read route params); none by default. */
  path?: string;
  /** The link service's fetch; by default it never answers, so fallbacks stay in place. */
  fetchImpl?: typeof fetch;
}

const neverAnswers: typeof fetch = () => new Promise<Response>(() => {});

/** Renders a block (or any element) inside the providers a page gives it: site, router and chat links. */
export function renderWithSite(element: ReactElement, options: RenderOptions = {}): RenderResult {
  const { links = {}, url = "/", path, fetchImpl = neverAnswers } = options;
  const params = (path && matchPattern(path, parseAddress(url).pathname)) || {};
  const service = { baseUrl: "http://services.test", productPath: testSite.linkService.productPath, timeoutMs: 200, fetchImpl };
  return render(
    <SiteProvider value={testSite}>
      <MemoryRouter url={url}>
        <ChatLinksProvider links={links} chat={testSite.chat} service={service} order="parallel">
          <ToastProvider>
            <RouteParamsProvider value={params}>{element}</RouteParamsProvider>
          </ToastProvider>
        </ChatLinksProvider>
      </MemoryRouter>
    </SiteProvider>,
  );
}
