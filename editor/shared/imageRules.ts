/**
 * What the editor accepts as an image sent from the computer, shared by the browser (which refuses a file at once,
 * before sending it) and the dev server (which has the last word). Browser-safe: no Node code.
 */

/** The largest file accepted: a phone photo fits; a poster's print file does not. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

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
