import { describe, expect, it } from "vitest";
import { firstScreenHtml, withoutBlocksAfter } from "./firstScreen.ts";

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

describe("withoutBlocksAfter", () => {
  const blocks = [
    '<section data-block="banner">A</section>',
    '<section data-block="video">B</section>',
    '<section data-block="plans">C</section>',
  ];
  const withFooter = (...inMain: string[]) =>
    `<header>menu</header><main id="conteudo">${inMain.join("")}</main><footer class="f">rodapé</footer>`;

  it("keeps the header, the footer and the first blocks, and leaves out the later ones", () => {
    expect(withoutBlocksAfter(withFooter(...blocks), 2)).toBe(withFooter(blocks[0]!, blocks[1]!));
    expect(withoutBlocksAfter(withFooter(...blocks), 1)).toBe(withFooter(blocks[0]!));
  });

  it("keeps markup with no more blocks than that, or without a main, whole", () => {
    expect(withoutBlocksAfter(withFooter(...blocks), 3)).toBe(withFooter(...blocks));
    expect(withoutBlocksAfter("<p>sem main</p>", 1)).toBe("<p>sem main</p>");
  });
});
