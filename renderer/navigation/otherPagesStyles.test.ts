import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module for each test: what it added and remembered lasts as long as the page. */
async function freshModule() {
  vi.resetModules();
  return import("./otherPagesStyles.ts");
}
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  document.head.innerHTML = "";
});

describe("otherPagesStyles", () => {
  it("adds the remembered stylesheets once, and resolves when they have loaded", async () => {
    const { expectOtherPagesStyles, otherPagesStyles } = await freshModule();
    expectOtherPagesStyles(["/assets/other-pages-a.css"]);
    let done = false;
    const first = otherPagesStyles().then(() => (done = true));
    expect(links().map((link) => link.getAttribute("href"))).toEqual(["/assets/other-pages-a.css"]);
    await Promise.resolve();
    expect(done).toBe(false);
    links()[0]!.dispatchEvent(new Event("load"));
    await first;
    await otherPagesStyles();
    expect(links()).toHaveLength(1);
  });

  it("resolves at once when the page left none (the dev server, the payment page's shell)", async () => {
    const { otherPagesStyles } = await freshModule();
    await otherPagesStyles();
    expect(links()).toEqual([]);
  });

  it("rejects when a stylesheet cannot be loaded, so that the move becomes a full page load", async () => {
    const { expectOtherPagesStyles, otherPagesStyles } = await freshModule();
    expectOtherPagesStyles(["/assets/other-pages-b.css"]);
    const added = otherPagesStyles();
    links()[0]!.dispatchEvent(new Event("error"));
    await expect(added).rejects.toThrow("/assets/other-pages-b.css não carregou.");
  });
});
