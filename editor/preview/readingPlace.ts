/** Where the reader is: the first block still on screen, and how far into it (a fraction of its height). */
interface Place {
  index: number;
  into: number;
}

/**
 * How long after a width change the page may still be settling (carousels counting their slides again, images of
 * another size arriving) and the place is given back again at each change of the page's height.
 */
const SETTLING_MS = 1500;

/**
 * Keeps the preview on the block being read when the frame's width changes (phone, tablet, computer): the page
 * reflows, so the same scroll offset would show another part of it. The place is remembered as the reader scrolls and
 * after each redraw, and given back after the frame is resized, and again while the page settles; a change of height alone (the editor's
 * window) keeps the offset as it is.
 */
export function keepReadingPlace(blocks: () => Element[]): void {
  let place: Place | undefined;
  let width = window.innerWidth;
  let settlingUntil = 0;
  const settling = () => performance.now() < settlingUntil;
  const remember = () => {
    // A scroll caused by the reflow, or by giving the place back, is not the reader's.
    if (window.innerWidth !== width || settling()) return;
    const shown = blocks();
    const index = shown.findIndex((block) => block.getBoundingClientRect().bottom > 0);
    const rect = shown[index]?.getBoundingClientRect();
    place = window.scrollY > 0 && rect ? { index, into: rect.height ? -rect.top / rect.height : 0 } : undefined;
  };
  const giveBack = () => {
    const block = place && blocks()[place.index];
    if (!place || !block) return;
    const rect = block.getBoundingClientRect();
    window.scrollTo({ top: rect.top + window.scrollY + place.into * rect.height, behavior: "instant" });
  };
  window.addEventListener("scroll", remember, { passive: true });
  window.addEventListener("resize", () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    settlingUntil = performance.now() + SETTLING_MS;
    giveBack();
  });
  // An edit redraws the page without scrolling it: what is on screen then is the place to keep.
  new ResizeObserver(() => (settling() ? giveBack() : remember())).observe(document.body);
}
