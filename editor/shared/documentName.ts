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

/** Tells {@link documentName} one page's title as typed (a page just made is in no list yet). */
export function knowPageTitle(name: string, title: string): void {
  if (title.trim()) pageTitles.set(name, title);
}

/** The A/B tests by file name: the name the team gave each and the page it tests, as the editor last loaded them. */
const tests = new Map<string, { title: string; page: string }>();

/**
 * Tells {@link documentName} the A/B tests (from their list), so that a variant is named by its test's page ("a
 * variante B do teste da página “Teste grátis”") and a test by the name the team gave it.
 */
export function knowTests(list: readonly { name: string; title: string; page: string }[]): void {
  tests.clear();
  for (const test of list) tests.set(test.name, { title: test.title, page: test.page });
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
  if (test) {
    const page = tests.get(test)?.page;
    const ofTest = page ? `do teste da página “${pageName(page)}”` : `do teste “${test}”`;
    return `a variante ${variant!.toUpperCase()} ${ofTest}`;
  }
  const [, experiment] = /^(?:.*\/)?experiments\/([^/]+)\.json$/.exec(file) ?? [];
  if (experiment) return `o teste A/B “${tests.get(experiment)?.title ?? experiment}”`;
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
