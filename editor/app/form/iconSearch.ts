import { searchWords, startsWords } from "../ui/searchWords.ts";

/** An icon of the site's library as the editor offers it: its name in the page file and its pt-BR name. */
export interface IconChoice {
  name: string;
  label: string;
}

/**
 * The icons a search finds, in the library's order: those where each word typed starts a word of the pt-BR name or
 * of the file name ("cart" and "shopping" find "shopping-cart"; "gr" finds "Gráfico", not "Engrenagem"). An empty
 * search finds them all.
 */
export function findIcons(choices: readonly IconChoice[], query: string): IconChoice[] {
  const wanted = searchWords(query);
  return choices.filter((choice) => startsWords(wanted, searchWords(`${choice.label} ${choice.name}`)));
}
