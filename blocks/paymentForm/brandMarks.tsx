import type { ReactElement } from "react";

// Our own simplified drawings of each brand's colours and shapes on a 40 x 26 card, not the brands' artwork: enough
// to recognise the card at a glance, while the brand's name stays in the text that screen readers read.
// The words are set in the page's own typeface, already loaded: a font of their own (Arial) made the first digit
// typed wait for the browser to look that font up in the system before it could draw the mark.
const WORD = { fontFamily: "inherit", fontWeight: 700, textAnchor: "middle" } as const;

/** The drawing inside each detected brand's mark, by the brand's name in the card brand table. */
export const BRAND_MARKS: Record<string, ReactElement> = {
  Visa: (
    <>
      <rect width="40" height="26" rx="4" fill="#1a1f71" />
      <text x="20" y="17.5" fontSize="11" fontStyle="italic" fill="#fff" {...WORD}>
        VISA
      </text>
      <rect x="6" y="20" width="28" height="2" fill="#f7b600" />
    </>
  ),
  MasterCard: (
    <>
      <rect width="40" height="26" rx="4" fill="#252525" />
      <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
      <circle cx="24" cy="13" r="7.5" fill="#f79e1b" />
      <path d="M20 6.7a7.5 7.5 0 0 1 0 12.6a7.5 7.5 0 0 1 0-12.6z" fill="#ff5f00" />
    </>
  ),
  "American Express": (
    <>
      <rect width="40" height="26" rx="4" fill="#1f72cd" />
      <text x="20" y="17" fontSize="9.5" fill="#fff" {...WORD}>
        AMEX
      </text>
    </>
  ),
  "Diners Club": (
    <>
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#c8d1dc" />
      <circle cx="20" cy="13" r="8" fill="none" stroke="#0079be" strokeWidth="2.2" />
      <path d="M17 8.5v9M23 8.5v9" stroke="#0079be" strokeWidth="2" />
    </>
  ),
  Discover: (
    <>
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#c8d1dc" />
      <text x="17" y="16" fontSize="7" fill="#231f20" {...WORD}>
        DISC
      </text>
      <circle cx="31" cy="13.5" r="3.6" fill="#f48120" />
    </>
  ),
  Elo: (
    <>
      <rect width="40" height="26" rx="4" fill="#000" />
      <text x="23" y="17.5" fontSize="11" fill="#fff" {...WORD}>
        elo
      </text>
      <circle cx="9" cy="8" r="2.2" fill="#ffcb05" />
      <circle cx="9" cy="13" r="2.2" fill="#00a4e0" />
      <circle cx="9" cy="18" r="2.2" fill="#ef4123" />
    </>
  ),
  Hipercard: (
    <>
      <rect width="40" height="26" rx="4" fill="#b3131b" />
      <text x="20" y="16.5" fontSize="8" fill="#fff" {...WORD}>
        Hiper
      </text>
    </>
  ),
  JCB: (
    <>
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#c8d1dc" />
      <rect x="7" y="4" width="8.5" height="18" rx="2.5" fill="#0e4c96" />
      <rect x="15.75" y="4" width="8.5" height="18" rx="2.5" fill="#e21836" />
      <rect x="24.5" y="4" width="8.5" height="18" rx="2.5" fill="#00a94f" />
      {/* One letter on each band, as on the cards. */}
      {["J", "C", "B"].map((letter, index) => (
        <text key={letter} x={11.25 + index * 8.75} y="16.5" fontSize="8" fill="#fff" {...WORD}>
          {letter}
        </text>
      ))}
    </>
  ),
};

/** A card with no brand we know: a plain card outline, so the space never looks empty or broken. */
export const UNKNOWN_MARK = (
  <>
    <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#f4f7fb" stroke="#8b99ad" />
    <rect x="0.5" y="6" width="39" height="4" fill="#8b99ad" />
    <rect x="5" y="16" width="12" height="3" rx="1" fill="#8b99ad" />
  </>
);
