import { useEffect, useState } from "react";
import { blockCardId } from "./BlockCard.tsx";

/** A block to show: its index in the page, and a serial that changes with each request (the same block twice). */
export interface RevealRequest {
  index: number;
  serial: number;
}

/** How long a block chosen in the preview stays marked in the list. */
export const PICKED_MS = 2500;

/**
 * A block chosen by a click on the page in the preview: its form is opened (`open`), the list scrolls to it and it
 * is marked for a moment. Returns the key of the marked block.
 */
export function useRevealedBlock(
  reveal: RevealRequest | undefined,
  blockKeys: string[],
  open: (key: string) => void,
): string | undefined {
  const [seen, setSeen] = useState(reveal?.serial);
  const [picked, setPicked] = useState<{ key: string; serial: number }>();
  // Adjusted while rendering, as React advises for state that follows a prop.
  if (reveal && reveal.serial !== seen) {
    setSeen(reveal.serial);
    const key = blockKeys[reveal.index];
    if (key) {
      open(key);
      setPicked({ key, serial: reveal.serial });
    }
  }
  useEffect(() => {
    if (!picked) return;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    document
      .getElementById(blockCardId(picked.key))
      ?.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
    const timer = setTimeout(() => setPicked(undefined), PICKED_MS);
    return () => clearTimeout(timer);
  }, [picked]);
  return picked?.key;
}
