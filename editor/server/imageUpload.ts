import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { imageSize } from "image-size";
import {
  hasTooManyPixels,
  LARGEST_WIDTH,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  tooLargeMessage,
  tooManyPixelsMessage,
} from "../shared/imageRules.ts";
import type { ImageFile } from "../shared/api.ts";
import { refused, type Answer } from "./http.ts";
import { ConversionFailed, convertInWorker } from "./imageConversion.ts";
import { candidateNames, imageStem } from "./imageNames.ts";

export { LARGEST_WIDTH };
/** What a converted image keeps: photos and illustrations look the same as the original, at a fraction of the bytes. */
const WEBP_QUALITY = 82;

/** Formats sharp recognises that the editor refuses, as a marketer knows them. */
const FORMAT_NAMES: Record<string, string> = { gif: "GIF", heif: "HEIC/AVIF", tiff: "TIFF", jp2: "JPEG 2000" };
const ACCEPTED = ["png", "jpeg", "webp"];

const SVG_REFUSED = refused(
  415,
  "Imagens SVG não podem ser enviadas pelo editor: um SVG pode conter código, e o editor não tem como limpá-lo com segurança. Exporte a imagem como PNG ou WebP e envie de novo (ou peça à equipe técnica para colocar o SVG em public/img/).",
);

const DAMAGED = refused(
  422,
  "A imagem está danificada ou incompleta: abra-a num editor de imagens, salve de novo e envie o novo arquivo.",
);

const CONVERSION_FAILED = refused(
  422,
  "Não foi possível converter a imagem: ela precisa de memória ou de tempo demais. Abra-a num editor de imagens, diminua-a, salve como PNG, JPEG ou WebP e envie de novo.",
);

/**
 * The width and height the file's header declares, read without decoding it (image-size reads a few bytes), or
 * undefined when the header is not one it knows: sharp, in the worker, then says what the file is.
 */
function sizeInHeader(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return undefined;
  }
}

/** True for an SVG file, which is text (XML): an XML declaration, a comment or a doctype may come before <svg. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return /^\s*</.test(head) && /<svg[\s>]/i.test(head);
}

/** A file name is taken when something else is there; the same image sent twice reuses its file. */
function sameFile(path: string, bytes: Buffer): boolean {
  try {
    return readFileSync(path).equals(bytes);
  } catch {
    return false;
  }
}

/**
 * Writes `bytes` to public/img/ under the first free name for `stem`, all at once: a temporary file beside it is
 * hard-linked to the name (which fails when the name is taken, even by a file written at the same moment), so no
 * file is ever overwritten or seen half written.
 */
export function writeUnique(
  publicDir: string,
  stem: string,
  bytes: Buffer,
  extension?: string,
): { src: string; created: boolean } {
  const folder = resolve(publicDir, "img");
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.envio-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
  writeFileSync(temporary, bytes, { flag: "wx" });
  try {
    for (const name of candidateNames(stem, extension)) {
      const path = join(folder, name);
      // The stem holds only [a-z0-9-]: this never fails, and stays as the rule that nothing leaves public/img/.
      if (relative(folder, path).includes(sep)) throw new Error(`Nome de imagem fora de public/img/: ${name}`);
      if (sameFile(path, bytes)) return { src: `/img/${name}`, created: false };
      try {
        linkSync(temporary, path);
        return { src: `/img/${name}`, created: true };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    throw new Error("unreachable");
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Checks an image sent from the computer by its content (PNG, JPEG or WebP; SVG refused) and by the width and height
 * its header declares (before anything decodes it), converts it, in a worker with capped memory, to WebP at
 * most {@link LARGEST_WIDTH} wide (never enlarged, turned upright, without its camera data) and saves it in
 * public/img/ under a safe name made from `originalName`. Answers the image with its size, or why it was refused,
 * in Portuguese.
 */
export function storeImage(publicDir: string, originalName: string, bytes: Buffer): Promise<Answer> {
  return receiveImage(originalName, bytes, (stem, webp) => writeUnique(publicDir, stem, webp));
}

/**
 * The checks and conversion of {@link storeImage}, the image then kept by `keep` (the editor's store: public/img/ on
 * the dev server, the database on the service): 201 with the image when it is new, 200 when the same image was kept
 * before, or the refusal.
 */
export async function receiveImage(
  originalName: string,
  bytes: Buffer,
  keep: (stem: string, webp: Buffer) => { src: string; created: boolean },
): Promise<Answer> {
  const checked = await checkedImage(originalName, bytes);
  if ("status" in checked) return checked;
  const { src, created } = keep(imageStem(originalName), checked.webp);
  const image: ImageFile = { src, width: checked.width, height: checked.height };
  return { status: created ? 201 : 200, body: image };
}

/** An image sent from the computer once checked and converted: its WebP bytes and size. */
export interface CheckedImage {
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * The checks and the conversion of {@link storeImage}, without saving: the WebP to write, or why the file was refused
 * (the image library's "Substituir" writes it over an image instead).
 */
export async function checkedImage(originalName: string, bytes: Buffer): Promise<CheckedImage | Answer> {
  if (bytes.length === 0) return refused(400, "O arquivo está vazio.");
  if (bytes.length > MAX_IMAGE_BYTES) return refused(413, tooLargeMessage(bytes.length));
  if (looksLikeSvg(bytes)) return SVG_REFUSED;
  const size = sizeInHeader(bytes);
  if (size && hasTooManyPixels(size.width, size.height))
    return refused(413, tooManyPixelsMessage(size.width, size.height));
  let converted;
  try {
    converted = await convertInWorker({
      bytes,
      maxPixels: MAX_IMAGE_PIXELS,
      largestWidth: LARGEST_WIDTH,
      quality: WEBP_QUALITY,
      accepted: ACCEPTED,
    });
  } catch (error) {
    if (!(error instanceof ConversionFailed)) throw error;
    return CONVERSION_FAILED;
  }
  const { format } = converted;
  if (format === "svg") return SVG_REFUSED;
  if (!format || !ACCEPTED.includes(format)) {
    const known = format && FORMAT_NAMES[format];
    return refused(
      415,
      known
        ? `Imagens ${known} não são aceitas: salve-a como PNG, JPEG ou WebP e envie de novo.`
        : `“${originalName}” não é uma imagem PNG, JPEG ou WebP: o conteúdo do arquivo não é de imagem, seja qual for o nome.`,
    );
  }
  if (!("webp" in converted)) return DAMAGED;
  return { webp: Buffer.from(converted.webp), width: converted.width, height: converted.height };
}
