import { readFileSync } from "node:fs";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { BRAND_FONT, FEATURES, WEIGHTS, keptText, subsetBrandFont } from "./brandFont.ts";

/** The committed file, opened by HarfBuzz. */
async function committedFace() {
  return new hb.Face(new hb.Blob(await fontverter.convert(readFileSync(BRAND_FONT), "truetype")));
}

describe("the site's typeface file (renderer/styles/fonts/inter-pt-wght.woff2)", () => {
  it("has a glyph for every character of Portuguese text the list keeps, and for no other", async () => {
    const kept = [...keptText()].map((character) => character.codePointAt(0)!);
    for (const character of "ÁÂÃÀÇÉÊÍÓÔÕÚÜáâãàçéêíóôõúü ªº–—‘’“”…•€R$«»°") {
      expect(kept).toContain(character.codePointAt(0));
    }
    const mapped = [...(await committedFace()).collectUnicodes()];
    // U+00AD (soft hyphen) has no glyph of its own in Inter: the browser draws a hyphen only where it breaks a line.
    expect(new Set(mapped)).toEqual(new Set(kept.filter((codePoint) => codePoint !== 0xad)));
  });

  it("stays variable on the weight axis, from 400 to 800 only, with the regular weight as its default", async () => {
    const axes = (await committedFace()).getAxisInfos();
    expect(Object.keys(axes)).toEqual(["wght"]);
    expect(axes.wght).toMatchObject({ min: WEIGHTS.min, default: 400, max: WEIGHTS.max });
  });

  it("keeps only the listed OpenType features", async () => {
    const face = await committedFace();
    const tags = [...face.getTableFeatureTags("GSUB"), ...face.getTableFeatureTags("GPOS")];
    expect(tags).toContain("tnum");
    expect(tags.every((tag) => (FEATURES as readonly string[]).includes(tag))).toBe(true);
  });

  it("is what tools/subsetBrandFont.ts makes from the installed package (run it again after an update)", async () => {
    expect((await subsetBrandFont()).equals(readFileSync(BRAND_FONT))).toBe(true);
  });
});
