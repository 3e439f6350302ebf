import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** A lucide drawing as markup: its viewBox and its shapes, without the root <svg>, classes or styling. */
export interface DrawingMarkup {
  viewBox: string;
  shapes: string;
}

/**
 * Renders a lucide icon component in Node and keeps only its geometry: the root's stroke, size and classes belong
 * to whoever draws it, so that one drawing serves every size and weight.
 */
export function drawingMarkup(component: ComponentType): DrawingMarkup {
  const svg = renderToStaticMarkup(createElement(component));
  const root = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg);
  const viewBox = root && /\sviewBox="([^"]+)"/.exec(root[1]!)?.[1];
  if (!root || !viewBox)
    throw new Error(`Desenho de ícone inesperado (esperava um <svg> com viewBox): ${svg.slice(0, 120)}`);
  const shapes = root[2]!
    .replace(/\sclass="[^"]*"/g, "")
    // React writes <path ...></path>; the sprite is XML, where the short form is valid and shorter.
    .replace(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>");
  return { viewBox, shapes };
}
