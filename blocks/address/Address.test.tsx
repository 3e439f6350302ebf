import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AddressBlock } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { Address } from "./Address.tsx";

const block: AddressBlock = {
  type: "address",
  id: "onde-estamos",
  title: "Onde *estamos*",
  text: "Visite o nosso escritório.",
  showSocial: true,
};

function card(container: HTMLElement): HTMLElement {
  return container.querySelector("address")!;
}

describe("Address", () => {
  it("renders the config title as h2 with its highlight, and the supporting text", () => {
    renderWithSite(<Address block={block} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Onde estamos" });
    expect(heading.querySelector("strong.hl")?.textContent).toBe("estamos");
    expect(screen.getByText("Visite o nosso escritório.").tagName).toBe("P");
  });

  it("shows the street, district, city, state and zip from site.json inside <address>", () => {
    const { container } = renderWithSite(<Address block={block} />);
    const text = card(container).textContent!;
    expect(text).toContain("Rua Exemplo, 1000, sala 1 · Centro");
    expect(text).toContain("Maringá/PR · 87010-000");
  });

  it("links the sales and support phones with tel: and the e-mail with mailto:", () => {
    const { container } = renderWithSite(<Address block={block} />);
    const address = within(card(container));
    expect(address.getByRole("link", { name: "(44) 3000-0000" }).getAttribute("href")).toBe("tel:+554430000000");
    expect(address.getByRole("link", { name: "(44) 3000-0001" }).getAttribute("href")).toBe("tel:+554430000001");
    expect(address.getByRole("link", { name: "contato@gestornuvem.example" }).getAttribute("href")).toBe(
      "mailto:contato@gestornuvem.example",
    );
  });

  it("shows the social profiles as external icon links named by their label (saying they open a new tab) when showSocial is true", () => {
    renderWithSite(<Address block={block} />);
    const expected = [
      ["Facebook", "https://www.facebook.com/"],
      ["Instagram", "https://www.instagram.com/"],
      ["YouTube", "https://www.youtube.com/"],
    ];
    for (const [label, url] of expected) {
      const link = screen.getByRole("link", { name: `${label}, abre em nova aba` });
      expect(link.getAttribute("href")).toBe(url);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      const icon = link.querySelector("svg")!;
      expect(icon.getAttribute("aria-hidden")).toBe("true");
      expect(icon.getAttribute("width")).toBe("24");
    }
  });

  it("hides the social profiles when showSocial is not true", () => {
    renderWithSite(<Address block={{ ...block, showSocial: undefined }} />);
    expect(screen.queryByRole("link", { name: /^Facebook/ })).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });

  it("marks its root with data-block and the config id", () => {
    const { container } = renderWithSite(<Address block={block} />);
    expect(container.querySelector('[data-block="address"]')?.id).toBe("onde-estamos");
  });
});
