import type { PreviewMessage } from "../shared/previewMessages.ts";

/** The page's blocks as the site's page view draws them, in order. */
export const SHOWN_BLOCKS = "#conteudo > [data-block]";

/**
 * Edit on the page: a click anywhere in a block tells the editor which one (its index in the page as edited, from
 * `indexOf`, given the block's place among those shown), and the editor opens its form. The click itself still does
 * what it does on the site (a FAQ opens, a carousel turns), except following a link: a button's chat link or another
 * page would take the marketer out of the editor, when they meant to edit the button.
 */
export function reportBlockClicks(indexOf: (shownAt: number) => number | undefined): void {
  document.addEventListener("click", (event) => {
    const block = event.target instanceof Element ? event.target.closest(SHOWN_BLOCKS) : null;
    if (!block) return;
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
    const index = indexOf([...document.querySelectorAll(SHOWN_BLOCKS)].indexOf(block));
    if (index === undefined) return;
    window.parent.postMessage({ type: "preview:block", index } satisfies PreviewMessage, window.location.origin);
  });
}
