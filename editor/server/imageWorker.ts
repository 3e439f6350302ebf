/**
 * Converts one image sent from the computer, in a worker thread of its own (imageConversion.ts starts it, one per
 * image, with capped memory): a decoder's bug or a hostile file can then end this thread, never the server.
 */
import { parentPort, workerData } from "node:worker_threads";
import sharp from "sharp";

/** What the worker is given: the file's bytes and how to convert them. */
export interface ConversionRequest {
  bytes: Uint8Array;
  /** sharp refuses to decode an image with more pixels than this (the header was checked before; this is the net). */
  maxPixels: number;
  largestWidth: number;
  quality: number;
  /** Formats converted; any other is only named back. */
  accepted: readonly string[];
}

/** The worker's answer: the format sharp found (none when it found none), and the WebP when it converted one. */
export type ConversionReply =
  | { format: string | undefined }
  | { format: string; webp: Uint8Array; width: number; height: number }
  | { format: string; damaged: true };

// No cache between images and one decoding thread: the memory an image takes is bounded by that image alone.
sharp.cache(false);
sharp.concurrency(1);

async function convert({
  bytes,
  maxPixels,
  largestWidth,
  quality,
  accepted,
}: ConversionRequest): Promise<ConversionReply> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: maxPixels }).metadata()).format;
  } catch {
    return { format: undefined };
  }
  if (!format || !accepted.includes(format)) return { format };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels })
      .rotate()
      .resize({ width: largestWidth, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { format, webp: data, width: info.width, height: info.height };
  } catch {
    return { format, damaged: true };
  }
}

parentPort?.postMessage(await convert(workerData as ConversionRequest));
