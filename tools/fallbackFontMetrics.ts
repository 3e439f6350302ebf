/**
 * `npx tsx tools/fallbackFontMetrics.ts`: prints the metric overrides of the site's fallback @font-face (decision
 * 047), measured in Chromium: Arial's glyphs (Liberation Sans, metric-compatible with Arial, stands in for it here)
 * scaled by size-adjust to set the site's pt-BR text as wide as Inter does (regular text against Arial, bold
 * against Arial Bold on the site's block titles), and Inter's ascent and descent restated
 * for the scaled face, so that the text laid out before the web font arrives takes the same lines and height as
 * after (no layout shift when it swaps in). Run it again if the typeface or its version changes.
 */
import { readFileSync } from "node:fs";
import { loadConfig } from "../model/load/loadConfig.ts";
import { DEFAULT_CONFIG_DIR } from "../model/paths.ts";
import { launchBrowser } from "../tests/e2e/support/browser.ts";
import { BRAND_FONT } from "./brandFont.ts";

const ARIAL_METRICS = {
  400: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  700: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
};
/** Text like the site's (pt-BR, accents, figures): the widths that matter are those of its words. */
const SAMPLE =
  "Emita notas fiscais e controle a sua empresa de qualquer lugar. O sistema reúne a emissão de NF-e, NFC-e, " +
  "MDF-e e CT-e, a frente de caixa, o estoque e o financeiro em um só sistema, sem custo de instalação: R$ 49,90.";

/** Bold is mostly the site's titles: the block titles of its pages, highlight marks left out. */
const TITLES = loadConfig(DEFAULT_CONFIG_DIR)
  .pages.flatMap((file) => (file.data as { blocks: Array<{ title?: unknown }> }).blocks)
  .map((block) => block.title)
  .filter((title): title is string => typeof title === "string")
  .join(" ")
  .replace(/\*/g, "");
const SAMPLES = { 400: SAMPLE, 700: TITLES };

const browser = await launchBrowser();
const page = await browser.newPage();
const dataUrl = (file: string, type: string) => `data:${type};base64,${readFileSync(file).toString("base64")}`;
for (const weight of [400, 700] as const) {
  const figures = await page.evaluate(
    async ({ inter, arial, sample, weight }) => {
      document.fonts.add(await new FontFace("Measured Inter", `url(${inter})`, { weight: "400 800" }).load());
      document.fonts.add(
        await new FontFace(`Measured Arial ${weight}`, `url(${arial})`, { weight: String(weight) }).load(),
      );
      const context = document.createElement("canvas").getContext("2d")!;
      // No helper function here: the code runs in the page as written, without the names tsx adds to functions.
      context.font = `${weight} 100px "Measured Inter"`;
      const interText = context.measureText(sample);
      context.font = `${weight} 100px "Measured Arial ${weight}"`;
      const arialText = context.measureText(sample);
      return {
        sizeAdjust: interText.width / arialText.width,
        ascent: interText.fontBoundingBoxAscent / 100,
        descent: interText.fontBoundingBoxDescent / 100,
      };
    },
    {
      inter: dataUrl(BRAND_FONT, "font/woff2"),
      arial: dataUrl(ARIAL_METRICS[weight], "font/ttf"),
      sample: SAMPLES[weight],
      weight,
    },
  );
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  console.log(`font-weight ${weight}:
  size-adjust: ${percent(figures.sizeAdjust)};
  ascent-override: ${percent(figures.ascent / figures.sizeAdjust)};
  descent-override: ${percent(figures.descent / figures.sizeAdjust)};
  line-gap-override: 0%;`);
}
await browser.close();
