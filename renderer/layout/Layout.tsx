import type { ReactNode } from "react";
import type { PageLayout } from "../../schema/generated/page.ts";
import { ConsentBanner } from "../consent/ConsentBanner.tsx";
import { useSite } from "../site/SiteContext.tsx";
import { BrandBar } from "./BrandBar.tsx";
import { FloatingChat } from "./FloatingChat.tsx";
import { Footer } from "./Footer.tsx";
import { Nav } from "./Nav.tsx";
import { PartnerBanner } from "./PartnerBanner.tsx";

/** The shared frame around a page's blocks; which parts show is decided by the page's layout config. */
export function Layout({ layout, children }: { layout: PageLayout; children: ReactNode }) {
  const { ui } = useSite();
  const footer = layout.footer ?? "full";
  // The floating button must never cover the end of the page: its last part keeps room for it.
  const clearance = layout.floatingChat ? "chat-clearance" : undefined;
  return (
    <>
      {/* First in the document, as GOV.UK places it: keyboard users meet the question before the page. */}
      <ConsentBanner />
      <a className="skip-link" href="#conteudo">
        {ui.skipToContent}
      </a>
      {layout.nav !== false ? <Nav /> : <BrandBar back={layout.back} />}
      <main id="conteudo" tabIndex={-1} className={footer === "none" ? clearance : undefined}>
        {children}
      </main>
      {layout.partnerBanner !== false && <PartnerBanner />}
      {footer !== "none" && <Footer variant={footer} className={clearance} />}
      {layout.floatingChat && <FloatingChat linkName={layout.floatingChat} />}
    </>
  );
}
