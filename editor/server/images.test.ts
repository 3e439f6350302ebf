// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_DIR } from "../../model/paths.ts";
import { listImages } from "./images.ts";

/** An SVG of `width` × `height`: the smallest file whose size image-size reads. */
const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`;

/**
 * A public/ folder whose img/ holds two images and, beside them, what must never be opened: a FIFO (a read waits
 * for a writer forever), a device, links leading out of public/, to the disk's root and back to a parent folder.
 */
function hostilePublicFolder(): { root: string; publicDir: string } {
  const root = mkdtempSync(join(tmpdir(), "editor-special-files-"));
  const publicDir = join(root, "public");
  mkdirSync(join(publicDir, "img/logos"), { recursive: true });
  writeFileSync(join(publicDir, "img/foto.svg"), svg(4, 3));
  writeFileSync(join(publicDir, "img/logos/cliente.svg"), svg(2, 1));
  writeFileSync(join(root, "segredo.svg"), svg(9, 9));
  execFileSync("mkfifo", [join(publicDir, "img/fila.png")]);
  symlinkSync("/dev/zero", join(publicDir, "img/zero.png"));
  symlinkSync(join(root, "segredo.svg"), join(publicDir, "img/fora.svg"));
  symlinkSync("foto.svg", join(publicDir, "img/atalho.svg"));
  symlinkSync("/", join(publicDir, "img/raiz"));
  symlinkSync("..", join(publicDir, "img/volta"));
  return { root, publicDir };
}

describe("listImages", () => {
  it("lists public/img/ with each image's natural size, as the pages cite them", () => {
    const images = listImages(PUBLIC_DIR);
    expect(images.length).toBeGreaterThan(10);
    expect(images).toContainEqual({ src: "/img/hero-anuncios.svg", width: 640, height: 480 });
    expect(images.every((image) => image.src.startsWith("/img/") && image.width > 0 && image.height > 0)).toBe(true);
  });
});

describe("listImages among special files", () => {
  it("lists the images and a link to one of them, never opening a FIFO, a device or a link out of public/", () => {
    const { root, publicDir } = hostilePublicFolder();
    try {
      // In a process of its own with a time limit: a read of the FIFO would block this one, and the test, forever.
      const script = `const { listImages } = await import(${JSON.stringify(new URL("./images.ts", import.meta.url).href)});
        console.log(JSON.stringify(listImages(${JSON.stringify(publicDir)})));`;
      const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.signal).toBeNull();
      expect(JSON.parse(run.stdout)).toEqual([
        { src: "/img/atalho.svg", width: 4, height: 3 },
        { src: "/img/foto.svg", width: 4, height: 3 },
        { src: "/img/logos/cliente.svg", width: 2, height: 1 },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 70_000);
});
