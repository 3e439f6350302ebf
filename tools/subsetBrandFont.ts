/**
 * `npx tsx tools/subsetBrandFont.ts`: writes the site's typeface file (renderer/styles/fonts/inter-pt-wght.woff2)
 * from the installed @fontsource-variable/inter, as tools/brandFont.ts says, and prints its size against the
 * source's and the `unicode-range` global.css must declare. Run it again after updating the package, then commit
 * the file (tools/brandFont.test.ts fails until the committed file is what this makes).
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { ROOT } from "../model/paths.ts";
import { BRAND_FONT, SOURCE_FONT, subsetBrandFont, unicodeRange } from "./brandFont.ts";

const font = await subsetBrandFont();
mkdirSync(dirname(BRAND_FONT), { recursive: true });
writeFileSync(BRAND_FONT, font);
console.log(`${relative(ROOT, BRAND_FONT)}: ${font.length} bytes (source ${statSync(SOURCE_FONT).size} bytes)`);
console.log(`unicode-range: ${unicodeRange()};`);
