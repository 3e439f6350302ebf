import { useEffect, useState, type RefObject } from "react";

/** A row's cards in the order they are shown (a stylesheet may show the recommended one first). */
function shownCards(row: HTMLElement): HTMLElement[] {
  return [...row.children]
    .filter((child): child is HTMLElement => child instanceof HTMLElement)
    .sort((a, b) => a.offsetLeft - b.offsetLeft);
}

/** The card a row has scrolled to: the one whose start is nearest the row's, and the last one at the row's end. */
function currentCard(row: HTMLElement, cards: HTMLElement[]): number {
  if (row.scrollLeft >= row.scrollWidth - row.clientWidth - 1) return cards.length - 1;
  const start = row.scrollLeft + cards[0]!.offsetLeft;
  let nearest = 0;
  cards.forEach((card, index) => {
    if (Math.abs(card.offsetLeft - start) < Math.abs(cards[nearest]!.offsetLeft - start)) nearest = index;
  });
  return nearest;
}

/**
 * Which card of a row that scrolls sideways (the browser's own scrolling) is in view, followed as the visitor swipes
 * (once a frame at most), and a way to bring a card into view.
 */
export function useSwipePosition(row: RefObject<HTMLElement | null>): {
  selected: number;
  goTo: (index: number) => void;
} {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const cards = shownCards(element);
      if (cards.length > 0) setSelected(currentCard(element, cards));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      element.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [row]);
  const goTo = (index: number) => {
    const element = row.current;
    const cards = element ? shownCards(element) : [];
    const card = cards[index];
    if (!element || !card) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: card.offsetLeft - cards[0]!.offsetLeft, behavior: still ? "auto" : "smooth" });
  };
  return { selected, goTo };
}
