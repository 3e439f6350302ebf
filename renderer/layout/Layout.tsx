import type { ReactNode } from "react";
import type { PageLayout } from "../../schema/generated/page.ts";
import { ConsentBanner } from "../consent/ConsentBanner.tsx";
import { useSite } from "../site/SiteContext.tsx";
import { FloatingChat } from "./FloatingChat.tsx";
import { Footer } from "./Footer.tsx";
import { Nav } from "./Nav.tsx";
import { PartnerBanner } from "./PartnerBanner.tsx";

/** The shared frame around a page's blocks; which parts show is decided by the page's layout config. */
export function Layout({ layout, children }: { layout: PageLayout; children: ReactNode }) {
  const { ui } = useSite();
  const footer = layout.footer ?? "full";
  return (
    <>
      {/* First in the document, as GOV.UK places it: keyboard users meet the question before the page. */}
      <ConsentBanner />
      <a className="skip-link" href="#conteudo">
        {ui.skipToContent}
      </a>
      {layout.nav !== false && <Nav />}
      <main id="conteudo" tabIndex={-1}>
        {children}
      </main>
      {layout.partnerBanner !== false && <PartnerBanner />}
      {footer !== "none" && <Footer variant={footer} />}
      {layout.floatingChat && <FloatingChat linkName={layout.floatingChat} />}
    </>
  );
}
