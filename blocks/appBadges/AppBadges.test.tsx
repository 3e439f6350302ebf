import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AppBadgesBlock } from "../../schema/generated/page.ts";
import { renderWithSite, testSite } from "../../tests/helpers/renderWithSite.tsx";
import { AppBadges } from "./AppBadges.tsx";

const block: AppBadgesBlock = {
  type: "appBadges",
  id: "aplicativo",
  title: "Leve a gestão no bolso",
  text: "Vendas pelo celular.",
  badges: [
    {
      store: "appStore",
      href: "https://apps.apple.com/br/app/id123",
      image: { src: "/img/selo-app-store.svg", alt: "Baixar na App Store", width: 158, height: 54 },
    },
    {
      store: "googlePlay",
      href: "https://play.google.com/store/apps/details?id=br.com.x",
      image: { src: "/img/selo-google-play.svg", alt: "Disponível no Google Play", width: 176, height: 54 },
    },
  ],
};

describe("AppBadges", () => {
  it("links each badge to its store in a new tab, named by the badge's pt-BR alt text", () => {
    renderWithSite(<AppBadges block={block} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("href"), link.dataset.store])).toEqual([
      ["https://apps.apple.com/br/app/id123", "appStore"],
      ["https://play.google.com/store/apps/details?id=br.com.x", "googlePlay"],
    ]);
    expect(screen.getByRole("link", { name: `Baixar na App Store (${testSite.ui.newTab})` })).toBe(links[0]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("leaves out a badge whose address is not https://", () => {
    renderWithSite(<AppBadges block={{ ...block, badges: [{ ...block.badges[0]!, href: "javascript:alert(1)" }] }} />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("titles the band with an h2 and its text, and marks its root with data-block and the id", () => {
    const { container } = renderWithSite(<AppBadges block={block} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Leve a gestão no bolso");
    expect(container.textContent).toContain("Vendas pelo celular.");
    expect(container.querySelector('[data-block="appBadges"]')!.id).toBe("aplicativo");
  });
});
