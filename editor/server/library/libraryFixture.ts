/** For tests: a site whose pages, collection, model of a section and site.json show images of public/img/. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { ROOT } from "../../../model/paths.ts";

/** A banner that shows `src`, and names it in its text too (a text is not an image: it must stay as written). */
export function bannerWith(src: string) {
  return {
    type: "banner",
    title: "Venda mais",
    text: `Texto que cita ${src} sem ser imagem.`,
    actions: [{ label: "Falar", chat: "home" }],
    image: { src, alt: "Foto", width: 40, height: 30 },
  };
}

/** A plain picture in WebP. */
export const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .webp()
    .toBuffer();

/**
 * A project folder (remove it after the test): the valid test site with `/img/foto.webp` shown by the home page's
 * banner, a collection's cell and a model of a section, and `/img/solta.webp` shown by nothing.
 */
export async function libraryProject(prefix = "editor-library-"): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const config = join(root, "site.config");
  cpSync(join(ROOT, "tests/fixtures/valid"), config, { recursive: true });
  cpSync(join(ROOT, "tests/fixtures/valid/public"), join(root, "public"), { recursive: true });
  const home = JSON.parse(readFileSync(join(config, "pages/home.json"), "utf8")) as { blocks: unknown[] };
  home.blocks.push(bannerWith("/img/foto.webp"));
  writeFileSync(join(config, "pages/home.json"), `${JSON.stringify(home, null, 2)}\n`);
  mkdirSync(join(config, "collections"));
  const rows = [{ slug: "curitiba", foto: "/img/foto.webp", texto: "Curitiba" }];
  writeFileSync(join(config, "collections/cidades.json"), `${JSON.stringify({ page: "cidade", rows }, null, 2)}\n`);
  mkdirSync(join(config, "sections"));
  const model = { name: "Banner da campanha", block: bannerWith("/img/foto.webp") };
  writeFileSync(join(config, "sections/banner-da-campanha.json"), `${JSON.stringify(model, null, 2)}\n`);
  writeFileSync(join(root, "public/img/foto.webp"), await webp(40, 30));
  writeFileSync(join(root, "public/img/solta.webp"), await webp(20, 20));
  return root;
}
