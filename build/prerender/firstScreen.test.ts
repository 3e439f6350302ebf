import { describe, expect, it } from "vitest";
import { firstScreenHtml } from "./firstScreen.ts";

const page = (...blocks: string[]) =>
  `<!doctype html><html><head><style>.a{}</style></head><body><header data-block="x">menu</header><main>${blocks.join("")}</main></body></html>`;

describe("firstScreenHtml", () => {
  it("keeps the head, the header and the first block, and cuts before the second block", () => {
    const html = page(
      '<section class="hero" data-block="banner">Oi</section>',
      '<section data-block="faq">…</section>',
    );
    expect(firstScreenHtml(html)).toBe(html.slice(0, html.indexOf('<section data-block="faq">')));
  });

  it("keeps a page with one block, or none, whole", () => {
    expect(firstScreenHtml(page('<div data-block="richText">Texto</div>'))).toBe(
      page('<div data-block="richText">Texto</div>'),
    );
    expect(firstScreenHtml("<p>sem main</p>")).toBe("<p>sem main</p>");
  });
});
