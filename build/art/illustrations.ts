/**
 * `npx tsx build/art/illustrations.ts`: (re)draws the site's spot illustrations in public/img/ from one recipe
 * each, so they share palette, shapes and weight. Each recipe composes a scene (devices, cards, chips) around
 * line icons; the output is small, dependency-free SVG with exact width/height/viewBox.
 * The product pictures in public/img/produto/ are not drawn here: they are written by hand (decision 043).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ComponentType } from "react";
import * as Icons from "lucide-react";
import { drawingMarkup } from "../icons/drawingMarkup.ts";
import { PUBLIC_DIR } from "../../model/paths.ts";
import { RECIPES, type Recipe, type Chip } from "./recipes.ts";

const C = {
  navy: "#0a2f66",
  blue: "#0f4c9c",
  blue6: "#1460c2",
  blue1: "#dbe8fb",
  blue0: "#eef4fd",
  orange: "#ea6c10",
  orange6: "#c2410c",
  orange4: "#f7913d",
  orange0: "#fff3e8",
  white: "#ffffff",
  ink: "#12213a",
  soft: "#44546c",
};

/** The inner paths of a lucide icon, as SVG markup. */
function iconPaths(name: string): string {
  const component = (Icons as unknown as Record<string, ComponentType>)[name];
  if (!component) throw new Error(`ícone ${name} não existe`);
  return drawingMarkup(component).shapes;
}

/** An icon placed at (x, y) with a size, stroked in a colour. */
function icon(name: string, x: number, y: number, size: number, color: string, width = 2): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${+scale.toFixed(3)})" fill="none" stroke="${color}" stroke-width="${+((width / scale) * scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${iconPaths(name)}</g>`;
}

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

/** Text-like bars, as in a UI mock. */
function bars(x: number, y: number, widths: number[], color: string, gap = 12): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, 6, 3, color)).join("");
}

/** A floating chip: a white rounded square with a shadow and an icon. */
function chip({ x, y, icon: name, accent }: Chip, size: number): string {
  const color = accent === "orange" ? C.orange6 : C.blue;
  const fill = accent === "orange" ? C.orange0 : C.blue0;
  return (
    rect(x + 3, y + 5, size, size, size / 4, "#0a2f6614") +
    rect(x, y, size, size, size / 4, C.white) +
    rect(x + 6, y + 6, size - 12, size - 12, size / 5, fill) +
    icon(name, x + size * 0.25, y + size * 0.25, size * 0.5, color)
  );
}

function laptop(x: number, y: number, w: number, h: number, screen: string): string {
  return (
    rect(x + 4, y + 8, w, h, 12, "#0a2f6618") +
    rect(x, y, w, h, 12, C.navy) +
    rect(x + 10, y + 10, w - 20, h - 20, 6, C.white) +
    screen +
    `<path d="M${x - 30} ${y + h} h${w + 60} l-16 18 h${-(w + 28)} z" fill="${C.blue}"/>`
  );
}

function phone(x: number, y: number, w: number, h: number, screen: string): string {
  return (
    rect(x + 4, y + 8, w, h, 18, "#0a2f6618") +
    rect(x, y, w, h, 18, C.navy) +
    rect(x + 7, y + 12, w - 14, h - 24, 10, C.white) +
    screen
  );
}

function dashboard(x: number, y: number, w: number, h: number): string {
  const bw = (w - 40) / 5;
  const heights = [0.35, 0.55, 0.45, 0.7, 0.9];
  const chart = heights
    .map((k, i) =>
      rect(x + 20 + i * bw + 4, y + h - 16 - k * (h * 0.45), bw - 10, k * (h * 0.45), 4, i === 4 ? C.orange : C.blue6),
    )
    .join("");
  return (
    rect(x, y, w, 22, 0, C.blue0) +
    circle(x + 12, y + 11, 4, C.orange4) +
    bars(x + 24, y + 8, [60], C.blue1) +
    bars(x + 16, y + 34, [w * 0.4, w * 0.25], C.blue1) +
    chart
  );
}

function card(x: number, y: number, w: number, h: number, main: string, accent: "blue" | "orange"): string {
  const color = accent === "orange" ? C.orange6 : C.blue;
  const fill = accent === "orange" ? C.orange0 : C.blue0;
  const s = Math.min(w, h) * 0.36;
  return (
    rect(x + 5, y + 9, w, h, 18, "#0a2f6618") +
    rect(x, y, w, h, 18, C.white) +
    circle(x + w / 2, y + h * 0.4, s * 0.9, fill) +
    icon(main, x + w / 2 - s / 2, y + h * 0.4 - s / 2, s, color, 1.75) +
    bars(x + w * 0.2, y + h * 0.72, [w * 0.6, w * 0.4], C.blue1, 14)
  );
}

/** One illustration from its recipe. */
function draw(recipe: Recipe): string {
  const { w, h } = recipe;
  const parts: string[] = [rect(0, 0, w, h, Math.min(w, h) * 0.06, C.blue0)];
  parts.push(
    circle(w * 0.85, h * 0.18, Math.min(w, h) * 0.22, C.blue1),
    circle(w * 0.12, h * 0.85, Math.min(w, h) * 0.18, C.orange0),
  );
  const accent = recipe.accent ?? "blue";
  const cx = w / 2;
  const cy = h / 2;
  switch (recipe.scene) {
    case "laptop": {
      const lw = w * 0.58;
      const lh = lw * 0.6;
      parts.push(
        laptop(
          cx - lw / 2 - w * 0.04,
          cy - lh / 2 - h * 0.04,
          lw,
          lh,
          dashboard(cx - lw / 2 - w * 0.04 + 10, cy - lh / 2 - h * 0.04 + 10, lw - 20, lh - 20),
        ),
      );
      if (recipe.phone) {
        const pw = w * 0.15;
        parts.push(
          phone(
            cx + lw / 2 - pw * 0.2,
            cy - h * 0.02,
            pw,
            pw * 1.9,
            icon(recipe.main, cx + lw / 2 - pw * 0.2 + pw * 0.25, cy - h * 0.02 + pw * 0.6, pw * 0.5, C.orange6),
          ),
        );
      }
      break;
    }
    case "phone": {
      const pw = Math.min(w * 0.42, h * 0.4);
      const ph = pw * 1.9;
      const px = cx - pw / 2;
      const py = cy - ph / 2;
      const bubbles = [0, 1, 2, 3]
        .map((i) =>
          rect(
            i % 2 ? px + pw * 0.35 : px + 14,
            py + 30 + i * ph * 0.19,
            pw * 0.5,
            ph * 0.12,
            10,
            i % 2 ? C.blue1 : C.orange0,
          ),
        )
        .join("");
      parts.push(phone(px, py, pw, ph, bubbles));
      break;
    }
    case "tiles": {
      // The system's parts side by side: one small card per icon, two by two, accents alternating.
      const size = Math.min(w, h) * 0.34;
      const gap = size * 0.14;
      const left = cx - size - gap / 2;
      const top = cy - size - gap / 2;
      (recipe.tiles ?? []).slice(0, 4).forEach((name, index) => {
        const x = left + (index % 2) * (size + gap);
        const y = top + Math.floor(index / 2) * (size + gap);
        parts.push(card(x, y, size, size, name, index === 0 || index === 3 ? "orange" : "blue"));
      });
      break;
    }
    case "card": {
      const cw = Math.min(w * 0.5, h * 0.62);
      parts.push(card(cx - cw / 2, cy - cw * 0.5, cw, cw, recipe.main, accent));
      break;
    }
  }
  const chipSize = Math.round(Math.min(w, h) * 0.16);
  for (const c of recipe.chips ?? []) parts.push(chip({ ...c, x: c.x * w, y: c.y * h }, chipSize));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join("")}</svg>\n`;
}

for (const recipe of RECIPES) {
  writeFileSync(join(PUBLIC_DIR, recipe.file), draw(recipe));
}
console.log(`${RECIPES.length} ilustrações escritas em public/.`);
