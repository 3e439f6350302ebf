import { screen } from "@testing-library/react";
import { expect } from "vitest";
import { testSite } from "./renderWithSite.tsx";

/** The link named by a button's label (a new-tab hint may follow the label in its accessible name). */
export function linkLabelled(label: string, within: Pick<typeof screen, "getByRole"> = screen): HTMLAnchorElement {
  return within.getByRole("link", {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  }) as HTMLAnchorElement;
}

/**
 * Asserts a chat button as the page's first paint shows it: the prefilled message to the business phone from
 * site.json, in a new tab without access to the opener, saying so to screen readers (it opens WhatsApp) and
 * showing it with the new-tab icon.
 */
export function expectChatButton(link: HTMLElement, message: string): void {
  expect(link.getAttribute("href")).toBe(
    `${testSite.chat.baseUrl}${testSite.chat.phone}?text=${encodeURIComponent(message)}`,
  );
  expect(link.getAttribute("target")).toBe("_blank");
  expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  expect(link.querySelector(".sr-only")?.textContent).toBe(` (${testSite.ui.newTabChat})`);
  expect(link.querySelector('svg use[href$="#external-link"]')).not.toBeNull();
}

/** Asserts a link to another page of the site: a plain anchor to the route, opened in place. */
export function expectInternalLink(link: HTMLElement, to: string): void {
  expect(link.getAttribute("href")).toBe(to);
  expect(link.hasAttribute("target")).toBe(false);
  expect(link.hasAttribute("rel")).toBe(false);
}
