// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_DIR } from "../../model/paths.ts";
import { readSiteContent } from "../../model/siteContent.ts";

/**
 * The mock-ups of the system's screens (decisions 043 and 082): drawn by hand, given the site's typeface by
 * tools/productPictures.ts, committed, never uploaded by the editor.
 */
const FOLDER = "/img/produto/";
const files = readdirSync(join(PUBLIC_DIR, FOLDER)).filter((name) => name.endsWith(".svg"));

interface PictureUse {
  where: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Every image object (src, alt, width, height) anywhere in a page document, with the page and JSON pointer. */
function imagesIn(page: string, value: unknown, pointer = ""): PictureUse[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => imagesIn(page, item, `${pointer}/${index}`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own: PictureUse[] =
    typeof record.src === "string" && "alt" in record
      ? [{ where: `${page}${pointer}`, ...(record as Omit<PictureUse, "where">) }]
      : [];
  return own.concat(Object.entries(record).flatMap(([key, child]) => imagesIn(page, child, `${pointer}/${key}`)));
}

/** The places where a page shows a product picture with no text for screen readers. */
function picturesWithoutAlt(uses: PictureUse[]): string[] {
  return uses.filter((use) => use.src.startsWith(FOLDER) && use.alt.trim() === "").map((use) => use.where);
}

/** The width, height and viewBox written on an SVG's root element. */
function svgSize(markup: string): { width: number; height: number; viewBox: string | undefined } {
  const root = /<svg\b[^>]*>/.exec(markup)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  return { width: Number(attribute("width")), height: Number(attribute("height")), viewBox: attribute("viewBox") };
}

const uses = readSiteContent().pages.flatMap((page) => imagesIn(page.name, page.config));
const productUses = uses.filter((use) => use.src.startsWith(FOLDER));

describe("product pictures", () => {
  it("are shown by the pages, each place with a Portuguese description for screen readers", () => {
    expect(productUses.length).toBeGreaterThan(files.length);
    expect(picturesWithoutAlt(uses)).toEqual([]);
  });

  it("would be reported when a page shows one with an empty or blank alt text", () => {
    const page = { blocks: [{ image: { src: `${FOLDER}pdv.svg`, alt: " ", width: 560, height: 420 } }] };
    const decorative = { blocks: [{ image: { src: "/img/avatar-1.svg", alt: "", width: 96, height: 96 } }] };
    expect(picturesWithoutAlt([...imagesIn("home", page), ...imagesIn("sobre", decorative)])).toEqual([
      "home/blocks/0/image",
    ]);
  });

  it.each(files)("%s is used by a page, with the size the file declares (no layout shift)", (file) => {
    const { width, height, viewBox } = svgSize(readFileSync(join(PUBLIC_DIR, FOLDER, file), "utf8"));
    expect(viewBox).toBe(`0 0 ${width} ${height}`);
    const sizes = productUses.filter((use) => use.src === `${FOLDER}${file}`).map((use) => [use.width, use.height]);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toEqual([width, height]);
  });

  it.each(files)(
    "%s is small, self-contained SVG: no script, link or editor metadata; fonts only inside it",
    (file) => {
      const markup = readFileSync(join(PUBLIC_DIR, FOLDER, file), "utf8");
      // About 4 KB of drawing and 10 KB of typeface, cut down to the characters the picture writes.
      expect(markup.length).toBeLessThan(18 * 1024);
      expect(markup).not.toMatch(/<script|<foreignObject|<metadata|href=|sodipodi|inkscape|<!--/i);
      const addresses = [...markup.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1]!);
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(address).toMatch(/^data:font\/woff2;base64,/);
    },
  );
});
