/**
 * How Google and WhatsApp show a page's title and description, as plain functions over the text: where they cut it,
 * and what the marketer is warned about while typing (warnings, never errors: a longer text is still a valid page).
 */

/**
 * About where Google cuts a result's title: its ~600 px at Google's 20 px type hold about 60 characters of Portuguese
 * text; counting characters keeps the preview the same on every screen and font.
 */
export const TITLE_LIMIT = 60;
/** About where Google cuts a result's description on a computer. */
export const DESCRIPTION_LIMIT = 160;
/** About where WhatsApp's card cuts the description under the title. */
export const CARD_DESCRIPTION_LIMIT = 80;

/** `text` as a preview shows it: whole when it fits in `limit` characters, else cut at a word's end with "…". */
export function cutText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const head = clean.slice(0, limit - 1);
  // The head ends at a word's end when the next character is a space; otherwise its last, broken word goes.
  const wordEnd = clean[limit - 1] === " " ? head.length : head.lastIndexOf(" ");
  return `${(wordEnd > limit / 2 ? head.slice(0, wordEnd) : head).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** The page's address as Google writes it above the title: "gestornuvem.com.br › planos › anual". */
export function googleAddress(siteUrl: string, route: string): string {
  const host = siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");
  const parts = route.split("/").filter(Boolean);
  return [host, ...parts].join(" › ");
}

/** The site's domain as WhatsApp writes it under the card: "gestornuvem.com.br". */
export function cardDomain(siteUrl: string): string {
  return siteUrl
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/.*$/, "")
    .toLowerCase();
}

/** What to tell the marketer about a title and a description as they are now (pt-BR), none when they fit. */
export function shareWarnings(title: string, description: string): string[] {
  const warnings: string[] = [];
  const titleLength = title.trim().length;
  const descriptionLength = description.trim().length;
  if (titleLength > TITLE_LIMIT)
    warnings.push(
      `O Google costuma cortar títulos com mais de ${TITLE_LIMIT} caracteres: este tem ${titleLength}. Deixe o mais importante no começo.`,
    );
  if (descriptionLength > DESCRIPTION_LIMIT)
    warnings.push(
      `O Google costuma cortar descrições com mais de ${DESCRIPTION_LIMIT} caracteres: esta tem ${descriptionLength}.`,
    );
  return warnings;
}
