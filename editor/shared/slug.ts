/**
 * A name written by a person ("Black Friday 2026", "Lojas de Roupas") as a slug for a file name or an address
 * ("black-friday-2026"): lower case, accents dropped, every run of other characters one hyphen, at most `max`
 * characters, no hyphen at either end.
 */
export function slugify(text: string, max = 80): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, max)
    .replace(/-+$/, "");
}
