import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import siteJson from "../../site.config/site.json";
import type { ChatLink } from "../../schema/generated/page.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { ChatLinksProvider } from "../../renderer/chat/ChatLinks.tsx";
import { SiteProvider } from "../../renderer/site/SiteContext.tsx";
import { placeholdersFrom } from "../../model/content/currentYear.ts";
import { interpolate } from "../../model/content/interpolate.ts";
import { ToastProvider } from "../../renderer/ui/toast/Toasts.tsx";

/** The real site.json, with its placeholders filled, as blocks see it. */
export const testSite = interpolate(siteJson as object, placeholdersFrom(siteJson)) as SiteConfig;

/** Options of {@link renderWithSite}. */
export interface RenderOptions {
  /** Chat links declared by the (imaginary) page. */
  links?: Record<string, ChatLink>;
  /** The URL the router starts at. */
  url?: string;
  /** The route pattern the element is mounted on (for blocks that read route params); any address by default. */
  path?: string;
  /** The link service's fetch; by default it never answers, so fallbacks stay in place. */
  fetchImpl?: typeof fetch;
}

const neverAnswers: typeof fetch = () => new Promise<Response>(() => {});

/** Renders a block (or any element) inside the providers a page gives it: site, router and chat links. */
export function renderWithSite(element: ReactElement, options: RenderOptions = {}): RenderResult {
  const { links = {}, url = "/", path = "*", fetchImpl = neverAnswers } = options;
  const service = {
    baseUrl: "http://services.test",
    productPath: testSite.linkService.productPath,
    timeoutMs: 200,
    fetchImpl,
  };
  return render(
    <SiteProvider value={testSite}>
      <MemoryRouter initialEntries={[url]}>
        <ChatLinksProvider links={links} chat={testSite.chat} service={service} order="parallel">
          <ToastProvider>
            <Routes>
              <Route path={path} element={element} />
            </Routes>
          </ToastProvider>
        </ChatLinksProvider>
      </MemoryRouter>
    </SiteProvider>,
  );
}
