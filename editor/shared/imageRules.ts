/**
 * What the editor accepts as an image sent from the computer, shared by the browser (which refuses a file at once,
 * before sending it) and the dev server (which has the last word). Browser-safe: no Node code.
 */

/** The largest file accepted: a phone photo fits; a poster's print file does not. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The widest image the site needs: its content is at most 1,200 px wide, and a photo beside a text is half that at 2×. */
export const LARGEST_WIDTH = 1600;

/** The most pixels an image may have on a side: four times what the site shows, and more than most cameras give. */
export const MAX_IMAGE_SIDE = 8000;

/** The most pixels an image may have in all (a 40-megapixel photo): decoding one takes about 160 MB of memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What the file picker offers (the server checks the content, not the name or this type). */
export const ACCEPTED_IMAGE_TYPES = "image/png,image/jpeg,image/webp";

/** How a size is written for a marketer: "12,4 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}

/** Why a file over {@link MAX_IMAGE_BYTES} is refused, and what to do. */
export function tooLargeMessage(bytes: number): string {
  return `A imagem tem ${megabytes(bytes)}; o limite é ${megabytes(MAX_IMAGE_BYTES)}. Diminua a imagem (ou salve-a como JPEG ou WebP) e envie de novo.`;
}

/** Whether an image of `width` × `height` pixels is past {@link MAX_IMAGE_SIDE} or {@link MAX_IMAGE_PIXELS}. */
export function hasTooManyPixels(width: number, height: number): boolean {
  return width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;
}

/** Why an image past the pixel limits is refused, with its size, the limits and what to do. */
export function tooManyPixelsMessage(width: number, height: number): string {
  const count = (n: number) => n.toLocaleString("pt-BR");
  return `A imagem tem ${count(width)} × ${count(height)} pixels; o limite é ${count(MAX_IMAGE_SIDE)} pixels de largura ou de altura e ${count(MAX_IMAGE_PIXELS / 1_000_000)} megapixels no total. Diminua a imagem num editor de imagens (o site a mostra com até ${count(LARGEST_WIDTH)} pixels de largura) e envie de novo.`;
}
