// @vitest-environment node
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../../model/paths.ts";
import type { LibraryImage } from "../../shared/library.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { PagesFolder } from "../pageFiles.ts";
import { loadSchemaSet } from "../schemaSet.ts";
import { callApi } from "../testApiCall.ts";
import { USES_LISTED } from "./imageLibrary.ts";
import { libraryProject, webp } from "./libraryFixture.ts";

let root: string;
let context: EditorContext;
beforeEach(async () => {
  root = await libraryProject();
  const configDir = join(root, "site.config");
  const schemas = loadSchemaSet({ schemaDir: join(ROOT, "schema"), blocksDir: join(ROOT, "blocks") });
  context = {
    configDir,
    projectDir: root,
    publicDir: join(root, "public"),
    pages: new PagesFolder(configDir),
    schemas: () => schemas,
  };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), "utf8");
const library = async () => (await callApi(context, "GET", "biblioteca/imagens")).body as LibraryImage[];
const imageAt = async (src: string) => (await library()).find((image) => image.src === src);

describe("the image library's list", () => {
  it("names every place that shows an image: pages, collections, models and site settings, block and field in words", async () => {
    const photo = await imageAt("/img/foto.webp");
    expect(photo).toMatchObject({ width: 40, height: 30 });
    expect(photo!.bytes).toBeGreaterThan(0);
    expect(photo!.uses).toEqual([
      { kind: "page", name: "home", title: "Página inicial de teste", place: "Bloco 2 (Banner) › Imagem" },
      { kind: "collection", name: "cidades", title: "Coleção cidades", place: "Linha 1 › foto" },
      { kind: "section", name: "banner-da-campanha", title: "Banner da campanha", place: "Imagem" },
    ]);
    expect((await imageAt("/img/logo.svg"))!.uses).toEqual([
      expect.objectContaining({ kind: "site", title: "Configurações do site" }),
    ]);
    expect((await imageAt("/img/solta.webp"))!.uses).toEqual([]);
  });

  it("lists the first places that show an image shown by many pages, and says how many there are", async () => {
    const home = JSON.parse(read("site.config/pages/home.json")) as { route: string; title: string };
    for (let index = 1; index <= 30; index++)
      writeFileSync(
        join(root, `site.config/pages/oferta-${index}.json`),
        JSON.stringify({ ...home, route: `/oferta-${index}`, title: `Oferta ${index}` }),
      );
    const photo = await imageAt("/img/foto.webp");
    expect(photo!.uses).toHaveLength(USES_LISTED);
    expect(photo!.useCount).toBe(33);
    expect((await imageAt("/img/logo.svg"))!.useCount).toBeUndefined();
  });
});

describe("renaming an image", () => {
  it("moves the file and rewrites every reference to it, and nothing else", async () => {
    const before = read("site.config/pages/home.json");
    const answer = await callApi(context, "POST", "biblioteca/imagens/renomear", {
      src: "/img/foto.webp",
      name: "Foto da Equipe",
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        src: "/img/foto-da-equipe.webp",
        changed: ["collections/cidades.json", "pages/home.json", "sections/banner-da-campanha.json"],
      },
    });
    expect(existsSync(join(root, "public/img/foto.webp"))).toBe(false);
    expect(existsSync(join(root, "public/img/foto-da-equipe.webp"))).toBe(true);
    // Only the image's address changed: the text that merely quotes the old address keeps it.
    expect(read("site.config/pages/home.json")).toBe(
      before.replace('"src": "/img/foto.webp"', '"src": "/img/foto-da-equipe.webp"'),
    );
    expect(read("site.config/collections/cidades.json")).toContain('"foto": "/img/foto-da-equipe.webp"');
    expect(read("site.config/sections/banner-da-campanha.json")).toContain('"src": "/img/foto-da-equipe.webp"');
    expect((await imageAt("/img/foto-da-equipe.webp"))!.uses).toHaveLength(3);
  });

  it("keeps the image's own format: an SVG renamed is still an SVG", async () => {
    const svg = read("public/img/logo.svg");
    const answer = await callApi(context, "POST", "biblioteca/imagens/renomear", {
      src: "/img/logo.svg",
      name: "Marca",
    });
    expect(answer).toMatchObject({ status: 200, body: { src: "/img/marca.svg", changed: ["site.json"] } });
    expect(read("public/img/marca.svg")).toBe(svg);
    expect(existsSync(join(root, "public/img/marca.webp"))).toBe(false);
    expect(read("site.config/site.json")).toContain('"/img/marca.svg"');
  });

  it("refuses a name another image already has, and changes nothing", async () => {
    const answer = await callApi(context, "POST", "biblioteca/imagens/renomear", {
      src: "/img/foto.webp",
      name: "solta",
    });
    expect(answer.status).toBe(409);
    expect((answer.body as { message: string }).message).toBe(
      "Já existe uma imagem chamada “solta.webp”: escolha outro nome.",
    );
    expect(existsSync(join(root, "public/img/foto.webp"))).toBe(true);
    expect(read("site.config/pages/home.json")).toContain('"src": "/img/foto.webp"');
  });
});

describe("deleting an image", () => {
  it("is refused while a page shows it, saying where", async () => {
    const answer = await callApi(context, "POST", "biblioteca/imagens/excluir", { src: "/img/foto.webp" });
    expect(answer.status).toBe(409);
    expect((answer.body as { message: string }).message).toContain(
      "Página inicial de teste (Bloco 2 (Banner) › Imagem)",
    );
    expect(existsSync(join(root, "public/img/foto.webp"))).toBe(true);
  });

  it("removes an image nothing shows", async () => {
    const answer = await callApi(context, "POST", "biblioteca/imagens/excluir", { src: "/img/solta.webp" });
    expect(answer.status).toBe(200);
    expect(existsSync(join(root, "public/img/solta.webp"))).toBe(false);
  });

  it("never reaches a file outside public/img/", async () => {
    const answer = await callApi(context, "POST", "biblioteca/imagens/excluir", {
      src: "/img/../../site.config/site.json",
    });
    expect(answer.status).toBe(404);
    expect(existsSync(join(root, "site.config/site.json"))).toBe(true);
  });
});

describe("replacing an image", () => {
  it("writes the new picture, checked and converted, at the same address", async () => {
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const answer = await callApi(
      context,
      "POST",
      `biblioteca/imagens/substituir/${encodeURIComponent("/img/foto.webp")}`,
      png,
    );
    expect(answer).toMatchObject({ status: 200, body: { src: "/img/foto.webp", width: 80, height: 60 } });
    const written = await sharp(join(root, "public/img/foto.webp")).metadata();
    expect(written).toMatchObject({ format: "webp", width: 80, height: 60 });
  });

  it("refuses what an upload refuses (an SVG), keeping the image", async () => {
    const before = readFileSync(join(root, "public/img/foto.webp"));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const answer = await callApi(
      context,
      "POST",
      `biblioteca/imagens/substituir/${encodeURIComponent("/img/foto.webp")}`,
      svg,
    );
    expect(answer.status).toBe(415);
    expect(readFileSync(join(root, "public/img/foto.webp")).equals(before)).toBe(true);
  });

  it("keeps images of other formats to a new upload", async () => {
    const answer = await callApi(
      context,
      "POST",
      `biblioteca/imagens/substituir/${encodeURIComponent("/img/logo.svg")}`,
      await webp(10, 10),
    );
    expect(answer.status).toBe(415);
  });
});
