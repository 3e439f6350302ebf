import type { PageSummary } from "../../shared/api.ts";
import { searchWords, startsWords } from "../ui/searchWords.ts";

/** The rows the page list shows at most: a site of 100,000 pages is searched, not scrolled. */
export const PAGES_SHOWN = 100;

/** What a search of the page list found: the first {@link PAGES_SHOWN} pages and how many match in all. */
export interface FoundPages {
  shown: PageSummary[];
  matching: number;
}

/** Each listed page's words, found once: a search is typed letter by letter over 100,000 pages. */
const wordsOfPage = new WeakMap<PageSummary, string[]>();

function pageWords(page: PageSummary): string[] {
  let words = wordsOfPage.get(page);
  if (!words) wordsOfPage.set(page, (words = searchWords(`${page.title} ${page.route} ${page.aliases.join(" ")}`)));
  return words;
}

/**
 * The pages whose title or address (its other addresses too) hold every word typed, at the start of one of their
 * words ("natal" finds "Promoção de Natal"; "lp 12" finds /lp/12): all of them for an empty search, in the list's order.
 */
export function findPages(pages: readonly PageSummary[], query: string): FoundPages {
  const wanted = searchWords(query);
  const matches = wanted.length === 0 ? pages : pages.filter((page) => startsWords(wanted, pageWords(page)));
  return { shown: matches.slice(0, PAGES_SHOWN), matching: matches.length };
}
