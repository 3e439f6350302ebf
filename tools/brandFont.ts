/**
 * What the site's typeface file keeps of Inter (decision 047), and the subsetting that makes it: the characters of
 * Portuguese text, the OpenType features the site's text uses, and the weights its CSS asks for. The file is made
 * once by `npx tsx tools/subsetBrandFont.ts` and committed; tools/brandFont.test.ts checks it against this list.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { ROOT } from "../model/paths.ts";

/** Fontsource's Latin subset of variable Inter (weights 100–900): the source of the site's file. */
export const SOURCE_FONT = join(ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/** The committed subset, which global.css declares and every page preloads. */
export const BRAND_FONT = join(ROOT, "renderer/styles/fonts/inter-pt-wght.woff2");

/**
 * The code points kept, as inclusive ranges, all of them in the source: Basic Latin; Latin-1 Supplement (no-break
 * space, accented letters, ordinal indicators ª º, guillemets, degree, section sign, ×, ÷); thin and zero-width
 * spaces; en and em dashes; typographic quotes; bullet; ellipsis; euro; trade mark. The real sign is "R$".
 */
export const CODE_POINT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2009, 0x2009],
  [0x200b, 0x200b],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/**
 * The OpenType features kept: those on by default that shape the kept characters (kerning; contextual alternates:
 * Inter's punctuation raised beside capitals and figures, e.g. "NF-e", "24:00"; language forms) and tabular figures
 * (`font-variant-numeric: tabular-nums`). Fractions, numerators, denominators and proportional figures go, and so
 * do the combining accents with their mark features: Portuguese letters are precomposed (Latin-1).
 */
export const FEATURES = ["kern", "calt", "locl", "tnum"] as const;

/** The weight axis kept: 400 (body) to 800 (the heaviest titles); the CSS uses 400, 500, 600, 700 and 800. */
export const WEIGHTS = { min: 400, max: 800 } as const;

/** Every kept code point as a string, the text hb-subset keeps glyphs for. */
export function keptText(): string {
  return CODE_POINT_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  ).join("");
}

/** The `unicode-range` descriptor of the kept code points, as global.css must state it. */
export function unicodeRange(): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  return CODE_POINT_RANGES.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(", ");
}

/** The site's typeface file made from the installed Fontsource package: a variable woff2, weights 400–800. */
export async function subsetBrandFont(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE_FONT), keptText(), {
    targetFormat: "woff2",
    keepFeatures: [...FEATURES],
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
  });
}
