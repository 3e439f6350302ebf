import { shownText } from "./siteData.ts";

/** The titles of the site's pages by page name, as the editor last loaded them (none on the server). */
const pageTitles = new Map<string, string>();

/**
 * Tells {@link documentName} the pages' titles (from the page list), so that a page is named by its title ("a página
 * “Black Friday 2026”"), not by its file.
 */
export function knowPageTitles(pages: readonly { name: string; title: string }[]): void {
  pageTitles.clear();
  for (const page of pages) pageTitles.set(page.name, page.title);
}

/** A page's title as a name: without the " | Marca" every title ends with, its site data by label. */
export const titleAsName = (title: string): string => shownText(title.split(" | ")[0]!.trim());

/** A page's name as the editor knows it: its title, or its file's name before the titles are known. */
function pageName(name: string): string {
  const title = pageTitles.get(name);
  return title ? titleAsName(title) : name;
}

/**
 * How the editor names a document to a marketer, from its path in the config as the server gives it
 * (`pages/promo.json`): a page by its title when the editor knows it (else its name), a collection by its name, the
 * site's settings as "Configurações do site"; never a folder, a file name or ".json". Always with its article, so
 * that "d" + the name reads "da página", "do teste".
 */
export function documentName(file: string): string {
  const [, test, variant] = /^(?:.*\/)?experiments\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (test) return `a variante “${variant!.toUpperCase()}” do teste “${test}”`;
  const [, experiment] = /^(?:.*\/)?experiments\/([^/]+)\.json$/.exec(file) ?? [];
  if (experiment) return `o teste A/B “${experiment}”`;
  const [, folder, name] = /^(?:.*\/)?(pages|collections)\/([^/]+)\.json$/.exec(file) ?? [];
  if (folder === "pages") return `a página “${pageName(name!)}”`;
  if (folder === "collections") return `a coleção “${name}”`;
  if (/(^|\/)site\.json$/.test(file)) return "as Configurações do site";
  return `o documento “${file.replace(/^.*\//, "").replace(/\.json$/, "")}”`;
}

/** {@link documentName} without its article, to start a sentence or follow a verb ("Publicar página “promo”"). */
export const documentTitle = (file: string): string => asTitle(documentName(file));

/** A document's name without its article, capitalized: "a página “Promo”" → "Página “Promo”". */
export function asTitle(named: string): string {
  const bare = named.replace(/^(a|as|o) /, "");
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
