import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module for each test: what it added and remembered lasts as long as the page. */
async function freshModule() {
  vi.resetModules();
  return import("./otherPagesStyles.ts");
}
const links = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
    link.href.includes("other-pages"),
  );

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});
// The "dom" project runs a worker's files in one module registry (vitest.config.ts, isolate: false): without this, the
// next file's client navigation would get the copy the last test left, whose stylesheet failed to load.
afterAll(() => vi.resetModules());

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

  it("adds them after every stylesheet the page has, a long page's own after its content included", async () => {
    const { expectOtherPagesStyles, otherPagesStyles } = await freshModule();
    document.body.innerHTML = '<div id="root"></div><link rel="stylesheet" href="/assets/below-first-screen-a.css">';
    expectOtherPagesStyles(["/assets/other-pages-c.css"]);
    void otherPagesStyles().catch(() => undefined);
    const all = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"));
    expect(all).toEqual(["/assets/below-first-screen-a.css", "/assets/other-pages-c.css"]);
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
