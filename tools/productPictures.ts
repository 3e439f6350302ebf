/**
 * `npx tsx tools/productPictures.ts`: writes the product mock-ups shown by the pages (public/img/produto/) from the
 * hand-written drawings in tools/productPictures/ (decision 082). Each gets the site's typeface inside it, cut down
 * to the characters it draws in each weight: an SVG shown by <img> cannot use the page's fonts. The drawings hold two
 * versions of their content, `full` and `phone`; the picture shows the one that fits the width it is drawn at.
 * tools/productPictures.test.ts fails until the committed pictures are what this makes.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { PUBLIC_DIR, ROOT } from "../model/paths.ts";
import { BRAND_FONT, keptText } from "./brandFont.ts";

/** The hand-written drawings, one per picture, with the same file names. */
export const SOURCE_DIR = join(ROOT, "tools/productPictures");

/** Where the pages take the pictures from. */
export const OUTPUT_DIR = join(PUBLIC_DIR, "img/produto");

/**
 * Below this drawn width (CSS px) a picture shows its `phone` version: a 560-wide drawing shown 520 px wide keeps
 * its 12-unit labels at 11 px, while on a phone (280–350 px) only a few labels of 22 units and more stay legible.
 */
export const PHONE_BELOW = 500;

/** The characters a drawing writes in each font weight (an attribute on the text or on an enclosing group). */
export function textsByWeight(svg: string): Map<number, string> {
  const weights: number[] = [400];
  const found = new Map<number, Set<string>>();
  let inText = false;
  for (const match of svg.matchAll(/<(\/?)(\w+)([^>]*?)(\/?)>|([^<]+)/g)) {
    const [, closing, tag, attributes = "", selfClosing, text] = match;
    if (text !== undefined) {
      if (!inText) continue;
      const weight = weights.at(-1)!;
      const chars = found.get(weight) ?? new Set<string>();
      for (const char of text.trim()) chars.add(char);
      found.set(weight, chars);
      continue;
    }
    if (tag !== "g" && tag !== "text") continue;
    if (closing) {
      weights.pop();
      if (tag === "text") inText = false;
      continue;
    }
    if (selfClosing) continue;
    const own = /\sfont-weight="(\d+)"/.exec(attributes)?.[1];
    weights.push(own ? Number(own) : weights.at(-1)!);
    if (tag === "text") inText = true;
  }
  return new Map(
    [...found].filter(([, chars]) => chars.size > 0).map(([weight, chars]) => [weight, [...chars].sort().join("")]),
  );
}

/** The characters of a drawing that the site's typeface does not have, which would show in another font. */
export function missingCharacters(svg: string): string[] {
  const kept = new Set(keptText());
  const used = [...textsByWeight(svg).values()].join("");
  return [...new Set(used)].filter((char) => char !== " " && !kept.has(char));
}

/** The style sheet put inside a picture: its typeface (one face per weight it uses) and the phone version's rule. */
async function styleSheet(svg: string, font: Buffer): Promise<string> {
  const faces: string[] = [];
  for (const [weight, text] of [...textsByWeight(svg)].sort(([a], [b]) => a - b)) {
    const face = await subsetFont(font, text, {
      targetFormat: "woff2",
      keepFeatures: ["kern"],
      variationAxes: { wght: weight },
    });
    faces.push(
      `@font-face{font-family:Inter;font-weight:${weight};src:url(data:font/woff2;base64,${face.toString("base64")})}`,
    );
  }
  return [
    ...faces,
    "svg{font-family:Inter,sans-serif}",
    ".phone{display:none}",
    `@media (max-width:${PHONE_BELOW - 0.02}px){.full{display:none}.phone{display:inline}}`,
  ].join("");
}

/** A picture as the pages get it: the drawing with its style sheet after the root element's start tag. */
export async function productPicture(svg: string, font: Buffer = readFileSync(BRAND_FONT)): Promise<string> {
  const missing = missingCharacters(svg);
  if (missing.length) throw new Error(`O tipo de letra do site não tem estes caracteres: ${missing.join(" ")}`);
  const rootEnd = svg.indexOf(">", svg.indexOf("<svg")) + 1;
  return `${svg.slice(0, rootEnd)}\n<style>${await styleSheet(svg, font)}</style>${svg.slice(rootEnd)}`;
}

/** The drawings' file names. */
export function drawings(): string[] {
  return readdirSync(SOURCE_DIR).filter((name) => name.endsWith(".svg"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = readFileSync(BRAND_FONT);
  for (const name of drawings()) {
    const picture = await productPicture(readFileSync(join(SOURCE_DIR, name), "utf8"), font);
    writeFileSync(join(OUTPUT_DIR, name), picture);
    console.log(`public/img/produto/${name}: ${picture.length} bytes`);
  }
}
