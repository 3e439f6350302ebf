import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LogoStripBlock } from "../../schema/generated/page.ts";
import { renderWithSite, testSite } from "../../tests/helpers/renderWithSite.tsx";
import { LogoStrip } from "./LogoStrip.tsx";
import styles from "./logoStrip.module.css";

const image = (name: string) => ({ src: `/img/${name}.svg`, alt: `Logotipo ${name}`, width: 120, height: 48 });

const block: LogoStripBlock = {
  type: "logoStrip",
  id: "integracoes",
  title: "Integrado com *quem você usa*",
  logos: [{ image: image("a") }, { image: image("b"), href: "https://b.example/parceria" }, { image: image("c") }],
};

describe("LogoStrip", () => {
  it("shows every logo at once, in order, as a list with each logo's alt text (no carousel, nothing hidden)", () => {
    renderWithSite(<LogoStrip block={block} />);
    const list = screen.getByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("img")!.getAttribute("alt"))).toEqual([
      "Logotipo a",
      "Logotipo b",
      "Logotipo c",
    ]);
    expect(list.closest("[data-block]")!.querySelector("button, [aria-hidden='true'] img")).toBeNull();
  });

  it("links a logo with an address to it in a new tab, without handing the other site this page", () => {
    renderWithSite(<LogoStrip block={block} />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("https://b.example/parceria");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.textContent).toBe(` (${testSite.ui.newTab})`);
    expect(link.querySelector("img")!.getAttribute("alt")).toBe("Logotipo b");
  });

  it("draws a logo whose address is not https:// without a link (javascript: never becomes one)", () => {
    renderWithSite(
      <LogoStrip block={{ type: "logoStrip", logos: [{ image: image("x"), href: "javascript:alert(1)" }] }} />,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("img", { name: "Logotipo x" })).toBeTruthy();
  });

  it("titles the strip with an h2 carrying the highlight, and has no heading without a title", () => {
    const { unmount } = renderWithSite(<LogoStrip block={block} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Integrado com quem você usa");
    unmount();
    renderWithSite(<LogoStrip block={{ ...block, title: undefined }} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("marks its root with data-block and the id, greys the logos only when asked", () => {
    const { container, unmount } = renderWithSite(<LogoStrip block={block} />);
    const root = container.querySelector('[data-block="logoStrip"]')!;
    expect(root.id).toBe("integracoes");
    expect(root.classList.contains(styles.grayscale!)).toBe(false);
    unmount();
    const { container: grey } = renderWithSite(<LogoStrip block={{ ...block, grayscale: true }} />);
    expect(grey.querySelector('[data-block="logoStrip"]')!.classList.contains(styles.grayscale!)).toBe(true);
  });
});
