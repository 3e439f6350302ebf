/** Window widths at which a carousel shows more items per slide. */
export const TABLET_MIN = 768;
export const DESKTOP_MIN = 992;

/**
 * Items per slide at a window width: `perSlide` from 992 px; below that 1 (testimonials are 2 per slide from
 * 992 px, otherwise 1), except that wide carousels (3-4 per slide) still show 2 on tablets from 768 px.
 */
export function itemsPerSlide(width: number, perSlide: number): number {
  if (width >= DESKTOP_MIN) return perSlide;
  if (width >= TABLET_MIN && perSlide >= 3) return 2;
  return 1;
}

/** Groups items into consecutive slides of `size` (the last one may be shorter). */
export function groupIntoSlides<T>(items: T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}
