/** An icon of the site's library as the editor offers it: its name in the page file and its pt-BR name. */
export interface IconChoice {
  name: string;
  label: string;
}

/** The words of a text, lowercase and without accents, so that "cifrao" finds "Cifrão". */
function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The icons a search finds, in the library's order: those where each word typed starts a word of the pt-BR name or
 * of the file name ("cart" and "shopping" find "shopping-cart"; "gr" finds "Gráfico", not "Engrenagem"). An empty
 * search finds them all.
 */
export function findIcons(choices: readonly IconChoice[], query: string): IconChoice[] {
  const wanted = words(query);
  return choices.filter((choice) => {
    const own = words(`${choice.label} ${choice.name}`);
    return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
  });
}
