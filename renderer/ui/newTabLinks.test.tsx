import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite, testSite } from "../../tests/helpers/renderWithSite.tsx";
import { FloatingChat } from "../layout/FloatingChat.tsx";
import { Action } from "./Action.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

/** Whether a link shows the sprite's new-tab icon. */
const showsNewTabIcon = (link: HTMLElement) =>
  !!link.querySelector('svg[aria-hidden="true"] use[href$="#external-link"]');

const chatLinks = { comercial: { group: "home", message: "Olá" } };

describe("links that open a new tab say so, in words and with an icon", () => {
  it("a chat button says it opens WhatsApp in a new tab", () => {
    renderWithSite(<Action action={{ label: "FALE CONOSCO", chat: "comercial" }} />, { links: chatLinks });
    const link = screen.getByRole("link", { name: `FALE CONOSCO (${testSite.ui.newTabChat})` });
    expect(testSite.ui.newTabChat).toBe("abre o WhatsApp em nova aba");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(showsNewTabIcon(link)).toBe(true);
  });

  it("the floating chat button says it opens WhatsApp in a new tab", () => {
    renderWithSite(<FloatingChat linkName="comercial" />, { links: chatLinks });
    const link = screen.getByRole("link", { name: `${testSite.floatingChatLabel} (${testSite.ui.newTabChat})` });
    expect(showsNewTabIcon(link)).toBe(true);
  });

  it("an external button says it opens in a new tab; an internal one neither says nor shows it", () => {
    renderWithSite(
      <>
        <Action action={{ label: "ABRIR CHAMADO", href: "https://suporte.example.com" }} />
        <Action action={{ label: "PREÇOS", to: "/preco" }} />
      </>,
    );
    expect(showsNewTabIcon(screen.getByRole("link", { name: `ABRIR CHAMADO (${testSite.ui.newTab})` }))).toBe(true);
    expect(showsNewTabIcon(screen.getByRole("link", { name: "PREÇOS" }))).toBe(false);
  });

  it("each social icon's name ends in “, abre em nova aba”, with no badge over the network's mark", () => {
    renderWithSite(<SocialLinks profiles={testSite.social} />);
    for (const profile of testSite.social) {
      const link = screen.getByRole("link", { name: `${profile.label}, ${testSite.ui.newTab}` });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(showsNewTabIcon(link)).toBe(false);
    }
  });
});
