/**
 * A variant of an A/B test opens in the editor as a page whose name is `<teste>/<variante>`: the page editor, its
 * drafts, checks, history and publication then work on it as on any page, and its file is
 * experiments/<teste>/<variante>.json. A page of pages/ never has a `/` in its name, so the two never meet.
 */

/** A test's file name and a variant's name, as the test's schema allows them. */
const TEST = /^[a-z][a-z0-9-]{0,79}$/;
const VARIANT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_VARIANT = 40;

/** The editor's page name of a test's variant. */
export const variantPageName = (test: string, variant: string): string => `${test}/${variant}`;

/** The test and variant a page name stands for, or undefined for a page of pages/ (or a name no file can have). */
export function variantOfPage(name: string): { test: string; variant: string } | undefined {
  const parts = name.split("/");
  if (parts.length !== 2) return undefined;
  const [test, variant] = parts as [string, string];
  if (!TEST.test(test) || !VARIANT.test(variant) || variant.length > MAX_VARIANT) return undefined;
  return { test, variant };
}

/** A page's path in the config as the editor's messages receive it: pages/<name>.json, or the variant's file. */
export function pagePath(name: string): string {
  const variant = variantOfPage(name);
  return variant ? `experiments/${variant.test}/${variant.variant}.json` : `pages/${name}.json`;
}
