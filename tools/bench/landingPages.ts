import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The page every generated landing page is a copy of. */
const TEMPLATE = "testeGratis.json";

/**
 * Adds `count` landing pages to a project copy: copies of the trial page at /lp-0001 … /lp-NNNN with their own
 * titles and headline, the way marketing would multiply campaign pages.
 */
export function addLandingPages(projectDir: string, count: number): void {
  const pagesDir = join(projectDir, "site.config", "pages");
  const template = JSON.parse(readFileSync(join(pagesDir, TEMPLATE), "utf8")) as {
    title: string;
    blocks: Array<{ type: string; title?: string }>;
  };
  for (let index = 1; index <= count; index++) {
    const number = String(index).padStart(4, "0");
    const blocks = template.blocks.map((block, position) => (position === 0 && block.title ? { ...block, title: `${block.title} (oferta ${number})` } : block));
    const page = { ...template, route: `/lp-${number}`, title: `Oferta ${number}: emissor de NFC-e grátis por 30 dias | {{brand.name}}`, blocks };
    writeFileSync(join(pagesDir, `lp-${number}.json`), `${JSON.stringify(page, null, 2)}\n`);
  }
}
