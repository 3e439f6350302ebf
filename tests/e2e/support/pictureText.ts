import type { Page } from "playwright-core";

/** One text of a picture as drawn on the page: its words, its size in CSS px and the typeface it asks for. */
export interface DrawnText {
  text: string;
  px: number;
  family: string;
}

/**
 * The texts an SVG picture shows at the size the page draws it, and the typefaces its document has loaded. An <img>
 * keeps its document closed to the page, so the file is opened on its own in a viewport of the image's drawn size:
 * its media queries then see the same width, and each text's size in the drawing's units scales by drawn width /
 * viewBox width.
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
    await page.goto(src);
    return await page.evaluate(async (drawnWidth) => {
      await document.fonts.ready;
      const root = document.documentElement as unknown as SVGSVGElement;
      const scale = drawnWidth / root.viewBox.baseVal.width;
      const texts = [...document.querySelectorAll("text")]
        .filter((text) => text.checkVisibility())
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
