/** The stylesheets of other pages' blocks the page's `page-assets` island lists (decision 053); none until told. */
let hrefs: string[] = [];
let added: Promise<void> | undefined;

/** Adds a stylesheet; resolves once it has loaded, rejects if it cannot be loaded. */
function addStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => reject(new Error(`${href} não carregou.`)), { once: true });
    // After every stylesheet the page has (a long page links one after its content), as in the whole stylesheet.
    document.body.append(link);
  });
}

/** Remembers the stylesheets the first page left for other pages (from its island, through the entry). */
export function expectOtherPagesStyles(list: string[]): void {
  hrefs = list;
}

/**
 * The rules only other pages' blocks can use, which the first page left out of its stylesheet (decision 053): added
 * on the visitor's first move to another page, before that page is shown, then kept. Resolves at once when there are
 * none (the dev server, the payment page's shell, which inlines the whole stylesheet); rejects when they cannot be
 * loaded, and the move then becomes a full page load, whose page inlines its own CSS.
 */
export function otherPagesStyles(): Promise<void> {
  added ??= Promise.all(hrefs.map(addStylesheet)).then(() => undefined);
  return added;
}
