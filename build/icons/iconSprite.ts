import type { ComponentType } from "react";
import { DRAWINGS } from "./drawings.ts";
import { drawingMarkup } from "./drawingMarkup.ts";

/**
 * The icon sprite: one <symbol id="<name>"> per drawing, for `<use href="<sprite url>#<name>">`. Stroke, fill and
 * size stay out of the symbols: the <svg> around each <use> sets them, and they inherit into the symbol.
 */
export function iconSprite(drawings: Record<string, ComponentType> = DRAWINGS): string {
  const symbols = Object.entries(drawings).map(([name, component]) => {
    const { viewBox, shapes } = drawingMarkup(component);
    return `<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
