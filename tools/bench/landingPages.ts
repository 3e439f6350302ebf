import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The pages the generated landing pages are copies of, in turn: the site's longest pages and a short one. */
const TEMPLATES = ["home.json", "preco.json", "anuncios.json", "certificado.json", "testeGratis.json"];

interface PageTemplate {
  title: string;
  route: string;
  aliases?: unknown;
  blocks: Array<{ type: string; title?: string }>;
}

/**
 * Adds `count` landing pages to a project copy: copies of the home, pricing, ads, certificate and trial pages in turn
 * at /lp/00001 … with their own titles and headline (and no aliases), the way marketing would multiply campaign pages.
 */
export function addLandingPages(projectDir: string, count: number): void {
  const pagesDir = join(projectDir, "site.config", "pages");
  const templates = TEMPLATES.map((file) => JSON.parse(readFileSync(join(pagesDir, file), "utf8")) as PageTemplate);
  for (let index = 1; index <= count; index++) {
    const number = String(index).padStart(5, "0");
    const { aliases: _aliases, ...template } = templates[(index - 1) % templates.length]!;
    const blocks = template.blocks.map((block, position) =>
      position === 0 && block.title ? { ...block, title: `${block.title} (oferta ${number})` } : block,
    );
    const title = `Oferta ${number} | {{brand.name}}`;
    writeFileSync(
      join(pagesDir, `lp-${number}.json`),
      `${JSON.stringify({ ...template, route: `/lp/${number}`, title, blocks }, null, 2)}\n`,
    );
  }
}
