import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { testSite } from "../../tests/helpers/renderWithSite.tsx";
import { SiteProvider } from "../site/SiteContext.tsx";
import { Footer } from "./Footer.tsx";
import styles from "./footer.module.css";

/** The full footer of a site whose brand is `brand`. */
function footerWith(brand: SiteConfig["brand"]) {
  return render(
    <SiteProvider value={{ ...testSite, brand }}>
      <MemoryRouter>
        <Footer variant="full" />
      </MemoryRouter>
    </SiteProvider>,
  );
}

const light = { src: "/img/logo-claro.svg", alt: "Marca clara", width: 208, height: 40 };
const logoLink = (container: HTMLElement) => container.querySelector<HTMLAnchorElement>('footer a[href="/"]')!;

describe("the footer's logo", () => {
  it("is the light logo, straight on the dark footer, when site.json gives one", () => {
    const { container } = footerWith({ ...testSite.brand, logoLight: light });
    const link = logoLink(container);
    expect(link.querySelector("img")!.getAttribute("src")).toBe("/img/logo-claro.svg");
    expect(link.querySelector("img")!.getAttribute("alt")).toBe("Marca clara");
    expect(link.classList.contains(styles.onPill!)).toBe(false);
  });

  it("is the coloured logo on a white pill when site.json has no light one", () => {
    const { logoLight: _, ...withoutLight } = { ...testSite.brand, logoLight: light };
    const { container } = footerWith(withoutLight);
    const link = logoLink(container);
    expect(link.querySelector("img")!.getAttribute("src")).toBe(testSite.brand.logo.src);
    expect(link.classList.contains(styles.onPill!)).toBe(true);
  });
});

describe("the footer's groups", () => {
  it("fold the links and the contact under their headings, which name their summaries, while the social links stay out", () => {
    const { container } = footerWith(testSite.brand);
    const groups = [...container.querySelectorAll("footer details")];
    expect(groups.map((group) => group.querySelector("summary > h2")?.textContent)).toEqual([
      testSite.footer.linksTitle,
      testSite.footer.contactTitle,
    ]);
    expect(groups.every((group) => !(group as HTMLDetailsElement).open)).toBe(true);
    expect(groups[0]!.querySelectorAll("a")).toHaveLength(testSite.footer.links.length);
    expect(groups[1]!.querySelector(`a[href="mailto:${testSite.contact.email}"]`)).not.toBeNull();
    expect(container.querySelector("details .social-links")).toBeNull();
  });
});
