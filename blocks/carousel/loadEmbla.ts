/**
 * Fetches Embla's engine, a chunk of its own: carousels sit below the first screen, so a page does not download
 * it up front but when a carousel is about to be seen or used (see useNeeded).
 */
export function loadEmbla(): Promise<typeof import("embla-carousel").default> {
  return import("embla-carousel").then((module) => module.default);
}
