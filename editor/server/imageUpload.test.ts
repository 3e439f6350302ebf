// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../shared/imageRules.ts";
import { handleApi } from "./api.ts";
import { ConversionFailed, convertInWorker } from "./imageConversion.ts";
import { LARGEST_WIDTH, storeImage } from "./imageUpload.ts";
import { PagesFolder } from "./pageFiles.ts";

let root: string;
let publicDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "editor-upload-"));
  publicDir = join(root, "public");
  mkdirSync(publicDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A plain-coloured picture of `width` × `height` in `format`. */
function picture(width: number, height: number, format: "png" | "jpeg" | "webp" | "gif", red = 200) {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG chunk: its length, type, data and checksum. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, checksum]);
}

/**
 * A PNG of a few hundred bytes whose header declares `width` × `height` pixels (its pixels are a few rows of black):
 * what an attacker sends so that decoding it takes gigabytes.
 */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8); // 8 bits a channel, RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  const pixels = deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([
    signature,
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Every file under the temporary project, relative to it: what the upload wrote, and where. */
const filesWritten = () => readdirSync(root, { recursive: true, encoding: "utf8" }).sort();
const messageOf = (body: unknown) => (body as { message: string }).message;

describe("storeImage", () => {
  it("converts a PNG to WebP in public/img/, named after the file, with its width and height", async () => {
    const answer = await storeImage(publicDir, "Foto da Equipe (Março).PNG", await picture(40, 30, "png"));
    expect(answer).toEqual({ status: 201, body: { src: "/img/foto-da-equipe-marco.webp", width: 40, height: 30 } });
    const saved = await sharp(readFileSync(join(publicDir, "img/foto-da-equipe-marco.webp"))).metadata();
    expect([saved.format, saved.width, saved.height]).toEqual(["webp", 40, 30]);
  });

  it("makes a wide photo as wide as the site needs, keeping its proportions, and never enlarges a small one", async () => {
    const wide = await storeImage(publicDir, "banner.jpg", await picture(2400, 1200, "jpeg"));
    expect(wide.body).toEqual({ src: "/img/banner.webp", width: LARGEST_WIDTH, height: 800 });
    const small = await storeImage(publicDir, "icone.webp", await picture(64, 48, "webp"));
    expect(small.body).toEqual({ src: "/img/icone.webp", width: 64, height: 48 });
  });

  it("turns a phone photo upright from its orientation tag, and the size says so", async () => {
    const sideways = await sharp(await picture(40, 30, "jpeg"))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const answer = await storeImage(publicDir, "celular.jpg", sideways);
    expect(answer.body).toEqual({ src: "/img/celular.webp", width: 30, height: 40 });
  });

  it("refuses a text file named .png by its content, and writes nothing", async () => {
    const answer = await storeImage(publicDir, "notas.png", Buffer.from("isto é um texto, não uma imagem\n"));
    expect(answer.status).toBe(415);
    expect(messageOf(answer.body)).toBe(
      "“notas.png” não é uma imagem PNG, JPEG ou WebP: o conteúdo do arquivo não é de imagem, seja qual for o nome.",
    );
    expect(filesWritten()).toEqual(["public"]);
  });

  it.each([
    [
      "with an XML declaration",
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    ],
    ["with a script", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["named .png", '<!-- desenho -->\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'],
  ])("refuses an SVG %s, saying to export it as PNG or WebP", async (_case, text) => {
    const answer = await storeImage(publicDir, "desenho.png", Buffer.from(text));
    expect(answer.status).toBe(415);
    expect(messageOf(answer.body)).toMatch(/^Imagens SVG não podem ser enviadas.*Exporte a imagem como PNG ou WebP/);
    expect(filesWritten()).toEqual(["public"]);
  });

  it("names a format it knows but does not take (GIF)", async () => {
    const answer = await storeImage(publicDir, "anima.gif", await picture(8, 8, "gif"));
    expect(answer).toEqual({
      status: 415,
      body: {
        reason: "refused",
        message: "Imagens GIF não são aceitas: salve-a como PNG, JPEG ou WebP e envie de novo.",
      },
    });
  });

  it("refuses a damaged PNG (cut in half) without writing anything", async () => {
    const whole = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const answer = await storeImage(publicDir, "cortada.png", whole.subarray(0, whole.length / 2));
    expect(answer.status).toBe(422);
    expect(messageOf(answer.body)).toContain("danificada ou incompleta");
    expect(filesWritten()).toEqual(["public"]);
  });

  it.each([
    [15_000_000, 4, "A imagem tem 15.000.000 × 4 pixels"],
    [9000, 10, "A imagem tem 9.000 × 10 pixels"],
    [10, 8001, "A imagem tem 10 × 8.001 pixels"],
    [7000, 7000, "A imagem tem 7.000 × 7.000 pixels"],
  ])("refuses a PNG declaring %i × %i pixels by its header, before decoding it", async (width, height, start) => {
    const bytes = pngDeclaring(width, height);
    expect(bytes.length).toBeLessThan(1024);
    const answer = await storeImage(publicDir, "bomba.png", bytes);
    expect(answer).toEqual({
      status: 413,
      body: {
        reason: "refused",
        message: `${start}; o limite é 8.000 pixels de largura ou de altura e 40 megapixels no total. Diminua a imagem num editor de imagens (o site a mostra com até 1.600 pixels de largura) e envie de novo.`,
      },
    });
    expect(filesWritten()).toEqual(["public"]);
  });

  it("takes an image at the limits (8,000 × 5,000 pixels)", async () => {
    const answer = await storeImage(publicDir, "limite.png", await picture(8000, 5000, "png"));
    expect(answer).toEqual({ status: 201, body: { src: "/img/limite.webp", width: LARGEST_WIDTH, height: 1000 } });
  });

  it("stops a conversion that passes its time, and says so", async () => {
    const request = {
      bytes: await picture(10, 10, "png"),
      maxPixels: 100,
      largestWidth: 10,
      quality: 80,
      accepted: ["png"],
    };
    await expect(convertInWorker(request, 1)).rejects.toEqual(new ConversionFailed("time"));
    // The next image is converted as usual.
    await expect(convertInWorker(request)).resolves.toMatchObject({ format: "png", width: 10, height: 10 });
  });

  it("refuses an empty file", async () => {
    expect(await storeImage(publicDir, "vazia.png", Buffer.alloc(0))).toEqual({
      status: 400,
      body: { reason: "refused", message: "O arquivo está vazio." },
    });
  });

  it.each([
    ["../../x.png", "/img/x.webp"],
    ["..\\..\\..\\Windows\\x.png", "/img/x.webp"],
    ["/etc/passwd.png", "/img/passwd.webp"],
    ["public/img/../../../fora.png", "/img/fora.webp"],
    ["..", "/img/imagem.webp"],
    [".png", "/img/imagem.webp"],
    ["Ação & Reação — 100%!.jpeg", "/img/acao-reacao-100.webp"],
    ["   .  ", "/img/imagem.webp"],
  ])("keeps a file named %j in public/img/ (as %s)", async (name, src) => {
    const answer = await storeImage(publicDir, name, await picture(10, 10, "png"));
    expect((answer.body as { src: string }).src).toBe(src);
    expect(filesWritten()).toEqual(["public", "public/img", `public${src}`]);
  });

  it("gives a taken name a number, never overwriting the other file, and reuses the file of the same image", async () => {
    mkdirSync(join(publicDir, "img"));
    writeFileSync(join(publicDir, "img/foto.webp"), "a imagem de outra página");
    const first = await storeImage(publicDir, "foto.png", await picture(20, 20, "png", 10));
    const second = await storeImage(publicDir, "FOTO.jpg", await picture(20, 20, "png", 250));
    expect([first.status, first.body]).toEqual([201, { src: "/img/foto-2.webp", width: 20, height: 20 }]);
    expect([second.status, second.body]).toEqual([201, { src: "/img/foto-3.webp", width: 20, height: 20 }]);
    expect(readFileSync(join(publicDir, "img/foto.webp"), "utf8")).toBe("a imagem de outra página");

    const again = await storeImage(publicDir, "foto.png", await picture(20, 20, "png", 10));
    expect([again.status, again.body]).toEqual([200, { src: "/img/foto-2.webp", width: 20, height: 20 }]);
    expect(readdirSync(join(publicDir, "img")).sort()).toEqual(["foto-2.webp", "foto-3.webp", "foto.webp"]);
  });
});

describe("the upload endpoint", () => {
  const request = (bytes: Buffer) => Readable.from([bytes]) as unknown as IncomingMessage;
  /** Sends the request to POST images/<name>, as the dev server does. */
  const uploadImage = (publicDir: string, name: string, body: IncomingMessage) => {
    const schemas = () => Promise.reject(new Error("Os esquemas não deveriam ser lidos."));
    const context = { configDir: root, projectDir: root, publicDir, pages: new PagesFolder(root), schemas };
    return handleApi(context, "POST", `images/${encodeURIComponent(name)}`, body);
  };

  it("saves the request's bytes as the image", async () => {
    const answer = await uploadImage(publicDir, "logo.png", request(await picture(12, 6, "png")));
    expect(answer).toEqual({ status: 201, body: { src: "/img/logo.webp", width: 12, height: 6 } });
  });

  it("refuses a file over 10 MB with its size and the limit, after reading it to its end", async () => {
    const body = request(Buffer.alloc(MAX_IMAGE_BYTES + 1024 * 1024));
    const answer = await uploadImage(publicDir, "enorme.png", body);
    expect(answer).toEqual({
      status: 413,
      body: {
        reason: "refused",
        message:
          "A imagem tem 11 MB; o limite é 10 MB. Diminua a imagem (ou salve-a como JPEG ou WebP) e envie de novo.",
      },
    });
    expect((body as unknown as Readable).readableEnded).toBe(true);
    expect(filesWritten()).toEqual(["public"]);
  });
});
