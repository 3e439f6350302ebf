import type { Page } from "playwright-core";

/** One text of a picture as drawn on the page: its words, its size in CSS px and the typeface it asks for. */
export interface DrawnText {
  text: string;
  px: number;
  family: string;
}

/**
 * The texts an SVG picture shows at the size the page draws it, and the typefaces it has loaded. An <img> keeps its
 * document closed to the page, so the file's markup is put alone in a page whose viewport is the image's drawn size
 * (outside the site, whose font-src does not apply to pictures): its media queries then see the same width, and each
 * text's size in the drawing's units scales by drawn width / viewBox width.
 */
export async function drawnTexts(
  from: Page,
  src: string,
  width: number,
  height: number,
): Promise<{ texts: DrawnText[]; loadedFaces: string[] }> {
  const page = await from.context().newPage();
  try {
    await page.setViewportSize({ width: Math.round(width), height: Math.round(height) });
    const markup = await (await from.request.get(src)).text();
    await page.setContent(`<body style="margin:0">${markup}</body>`);
    return await page.evaluate(async (drawnWidth) => {
      await document.fonts.ready;
      const root = document.querySelector("svg")!;
      const scale = drawnWidth / root.viewBox.baseVal.width;
      const texts = [...document.querySelectorAll("text")]
        // checkVisibility() says true inside a hidden SVG group: look for a hidden ancestor instead.
        .filter((text) => {
          for (let node: Element | null = text; node; node = node.parentElement)
            if (getComputedStyle(node).display === "none") return false;
          return true;
        })
        .map((text) => ({
          text: text.textContent!,
          px: Math.round(parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10,
          family: getComputedStyle(text).fontFamily,
        }));
      const loadedFaces = [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
      return { texts, loadedFaces };
    }, width);
  } finally {
    await page.close();
  }
}
