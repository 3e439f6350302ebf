// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageImageFiles, pageImageSources } from "./pageImages.ts";

const page = {
  route: "/promo",
  blocks: [
    { type: "banner", title: "Oi", image: { src: "/img/equipe.webp", alt: "Equipe", width: 10, height: 10 } },
    {
      type: "cardGrid",
      cards: [
        { title: "A", image: { src: "/img/logos/cliente.webp", alt: "", width: 1, height: 1 } },
        { title: "B", image: { src: "/img/equipe.webp", alt: "De novo", width: 10, height: 10 } },
      ],
    },
    { type: "video", poster: { src: "/img/capa.webp", alt: "", width: 1, height: 1 }, text: "/img/nao-e-src.webp" },
    { type: "mediaRows", rows: [{ title: "C", image: { src: "/favicon.svg", alt: "", width: 1, height: 1 } }] },
    {
      type: "mediaRows",
      rows: [{ title: "D", image: { src: "/img/../../segredo.webp", alt: "", width: 1, height: 1 } }],
    },
    { type: "faq", title: "Não é imagem", items: [], src: "/img/campo-desconhecido.webp" },
    {
      type: "cardGrid",
      cards: ["fila", "fora", "zero", "atalho"].map((name) => ({
        title: name,
        image: { src: `/img/${name}.webp`, alt: "", width: 1, height: 1 },
      })),
    },
  ],
};

describe("pageImageSources", () => {
  it("lists each image of public/img/ a page shows once, from any block and depth, by the image definition", () => {
    expect(pageImageSources(page)).toEqual([
      "/img/../../segredo.webp",
      "/img/atalho.webp",
      "/img/capa.webp",
      "/img/equipe.webp",
      "/img/fila.webp",
      "/img/fora.webp",
      "/img/logos/cliente.webp",
      "/img/zero.webp",
    ]);
    expect(pageImageSources({ route: "/vazia", blocks: [] })).toEqual([]);
  });
});

describe("pageImageFiles", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "editor-page-images-"));
    mkdirSync(join(root, "public/img/logos"), { recursive: true });
    for (const file of ["public/img/equipe.webp", "public/img/logos/cliente.webp", "segredo.webp"])
      writeFileSync(join(root, file), "x");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("gives the files that exist inside public/img/, as absolute paths, for publishing with the page", () => {
    expect(pageImageFiles(page, join(root, "public"))).toEqual([
      join(root, "public/img/equipe.webp"),
      join(root, "public/img/logos/cliente.webp"),
    ]);
  });

  it("never gives a FIFO, a device or a link leading out of public/, and gives a link that stays inside", () => {
    execFileSync("mkfifo", [join(root, "public/img/fila.webp")]);
    symlinkSync(join(root, "segredo.webp"), join(root, "public/img/fora.webp"));
    symlinkSync("/dev/zero", join(root, "public/img/zero.webp"));
    symlinkSync("equipe.webp", join(root, "public/img/atalho.webp"));
    expect(pageImageFiles(page, join(root, "public"))).toEqual([
      join(root, "public/img/atalho.webp"),
      join(root, "public/img/equipe.webp"),
      join(root, "public/img/logos/cliente.webp"),
    ]);
  });
});
