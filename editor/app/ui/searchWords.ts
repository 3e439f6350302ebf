/** The words of a text, lowercase and without accents, so that "cifrao" finds "Cifrão" and "lp 12" finds "/lp/12". */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether each word of `wanted` starts one of `own`'s words. */
export function startsWords(wanted: string[], own: string[]): boolean {
  return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
}
