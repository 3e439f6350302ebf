/**
 * Resolves once every stylesheet of the page has loaded (or failed). The rest of the stylesheet is added after the first
 * paint, and a banner shown before it arrives would sit unstyled in the page's flow and push the page down.
 */
export function stylesheetsReady(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
