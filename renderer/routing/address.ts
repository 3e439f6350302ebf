/** The parts of an address the site routes on. */
export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/** The address of a URL or of a path (relative to the site). */
export function parseAddress(url: string): Address {
  const { pathname, search, hash } = new URL(url, "http://site.invalid");
  return { pathname, search, hash };
}

/** The values of a pattern's `:name` segments in a path, or undefined when the path does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:([a-z]+)/gi, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const found = new RegExp(`^${source}/?$`).exec(pathname);
  if (!found) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
}
