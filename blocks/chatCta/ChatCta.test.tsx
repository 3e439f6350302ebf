import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChatCtaBlock } from "../../schema/generated/page.ts";
import { expectChatButton, expectInternalLink, linkLabelled } from "../../tests/helpers/actionLinks.ts";
import { highlightedHeading } from "../../tests/helpers/headings.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { ChatCta } from "./ChatCta.tsx";

const links = { teste: { grupo: "teste", message: "Olá! Quero testar o emissor de NFC-e." } };

const block: ChatCtaBlock = {
  type: "chatCta",
  id: "teste-gratis",
  title: "Comece agora o seu *teste grátis*",
  text: "São *30 dias* sem compromisso.",
  actions: [
    { label: "QUERO TESTAR GRÁTIS", chat: "teste" },
    { label: "VER PREÇOS", to: "/preco", variant: "secondary" },
  ],
};

describe("ChatCta", () => {
  it("renders its title as an h2 with the highlight, then its text", () => {
    renderWithSite(<ChatCta block={block} />, { links });
    const title = highlightedHeading(2, "Comece agora o seu teste grátis", ["teste grátis"]);
    const text = screen.getByText("30 dias").closest("p")!;
    expect(text.textContent).toBe("São 30 dias sem compromisso.");
    expect(title.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opens the chat with the page's prefilled message in a new tab while the link service has not answered", () => {
    renderWithSite(<ChatCta block={block} />, { links });
    expectChatButton(linkLabelled("QUERO TESTAR GRÁTIS"), links.teste.message);
  });

  it("takes the link service's address for its chat button once the service answers ok", async () => {
    const served = "https://wa.me/5544911112222?text=Ol%C3%A1";
    const fetchImpl: typeof fetch = async () => Response.json({ status: "ok", link: served });
    renderWithSite(<ChatCta block={block} />, { links, fetchImpl });
    await waitFor(() => expect(linkLabelled("QUERO TESTAR GRÁTIS").getAttribute("href")).toBe(served));
    expect(linkLabelled("QUERO TESTAR GRÁTIS").getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("links a `to` button to the site's own page, in place", () => {
    renderWithSite(<ChatCta block={block} />, { links });
    const prices = linkLabelled("VER PREÇOS");
    expectInternalLink(prices, "/preco");
    expect(prices.className).toContain("btn--secondary");
  });

  it("renders markup in config text as text, never as HTML", () => {
    const { container } = renderWithSite(
      <ChatCta block={{ ...block, title: "<b>Agora</b>", text: "<a href='javascript:alert(1)'>x</a>" }} />,
      { links },
    );
    expect(container.querySelector("b, a:not(.btn)")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("<b>Agora</b>");
    expect(screen.getByText("<a href='javascript:alert(1)'>x</a>").tagName).toBe("P");
  });

  it("renders no paragraph when it has no text", () => {
    const { container } = renderWithSite(<ChatCta block={{ ...block, text: undefined }} />, { links });
    expect(container.querySelector("p")).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("marks its root with data-block and id, and its box with its tone (azul unless told)", () => {
    const { container, unmount } = renderWithSite(<ChatCta block={block} />, { links });
    const root = container.querySelector('[data-block="chatCta"]')!;
    expect(root.id).toBe("teste-gratis");
    expect(root.querySelector("[data-tone]")!.getAttribute("data-tone")).toBe("azul");
    unmount();
    const { container: orange } = renderWithSite(<ChatCta block={{ ...block, tone: "laranja" }} />, { links });
    expect(orange.querySelector('[data-block="chatCta"] [data-tone]')!.getAttribute("data-tone")).toBe("laranja");
  });
});
