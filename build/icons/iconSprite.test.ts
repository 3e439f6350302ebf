// @vitest-environment jsdom
// (parses the sprite with the DOM's DOMParser)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UI_ICON_NAMES } from "../../renderer/ui/iconNames.ts";
import { SCHEMA_DIR } from "../../model/paths.ts";
import { iconSprite } from "./iconSprite.ts";

// From the schema itself, not from the drawings map, so that the test cannot agree with a map that forgot a name.
const schemaIconNames: string[] = JSON.parse(readFileSync(join(SCHEMA_DIR, "defs.schema.json"), "utf8")).definitions
  .icon.enum;
const SVG_NS = "http://www.w3.org/2000/svg";
/** The attributes that carry each shape's geometry. */
const GEOMETRY: Record<string, string[]> = {
  path: ["d"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  rect: ["x", "y", "width", "height"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
};

const sprite = new DOMParser().parseFromString(iconSprite(), "image/svg+xml");
const symbols = [...sprite.documentElement.children];

describe("the icon sprite", () => {
  it("is one well-formed <svg> of <symbol>s with distinct ids", () => {
    expect(sprite.querySelector("parsererror")).toBeNull();
    expect(sprite.documentElement.namespaceURI).toBe(SVG_NS);
    expect(sprite.documentElement.localName).toBe("svg");
    expect(symbols.length).toBeGreaterThan(0);
    expect(symbols.every((symbol) => symbol.localName === "symbol")).toBe(true);
    const ids = symbols.map((symbol) => symbol.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([...new Set([...schemaIconNames, ...UI_ICON_NAMES])])(
    "has a 24×24 symbol %s with non-empty geometry",
    (name) => {
      const symbol = symbols.find((candidate) => candidate.id === name);
      expect(symbol, `símbolo ${name}`).toBeDefined();
      expect(symbol!.getAttribute("viewBox")).toBe("0 0 24 24");
      const shapes = [...symbol!.children];
      expect(shapes.length).toBeGreaterThan(0);
      for (const shape of shapes) {
        const attributes = GEOMETRY[shape.localName];
        expect(attributes, `${name}: forma <${shape.localName}>`).toBeDefined();
        for (const attribute of attributes!)
          expect(shape.getAttribute(attribute), `${name}: ${shape.localName}@${attribute}`).toMatch(/\S/);
      }
    },
  );

  it("keeps geometry only: no classes, no stroke or size of its own", () => {
    for (const element of sprite.querySelectorAll("symbol, symbol *")) {
      for (const attribute of ["class", "stroke", "stroke-width", "width", "style"]) {
        if (attribute === "width" && element.localName === "rect") continue;
        expect(element.hasAttribute(attribute), `${element.localName}@${attribute}`).toBe(false);
      }
    }
  });
});
