import { ISLANDS, type PageAssets } from "../../renderer/islands.ts";

/** The attributes of one start tag, names lower-cased (valueless attributes map to ""). */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.replace(/^<\w+/, "").matchAll(pattern)) {
    found[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return found;
}

/** The attributes of every `<name …>` start tag in some HTML. */
function tags(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((match) => attributes(match[0]));
}

const relIs = (tag: Record<string, string>, rel: string) => (tag.rel ?? "").toLowerCase().split(/\s+/).includes(rel);

/** `src` of every `<script type="module" src=…>`. */
export function moduleScripts(html: string): string[] {
  return tags(html, "script").filter((tag) => tag.type === "module" && tag.src).map((tag) => tag.src!);
}

/** `href` of every `<link rel="modulepreload">`. */
export function modulePreloads(html: string): string[] {
  return tags(html, "link").filter((tag) => relIs(tag, "modulepreload") && tag.href).map((tag) => tag.href!);
}

/** The page's `page-assets` JSON island: what its entry script requests after the first paint (nothing if it has none). */
export function pageAssets(html: string): PageAssets {
  const island = new RegExp(`<script\\b[^>]*\\bid="${ISLANDS.pageAssets}"[^>]*>([\\s\\S]*?)<\\/script\\s*>`, "i").exec(html)?.[1];
  return island ? (JSON.parse(island) as PageAssets) : { styles: [], modules: [] };
}

/**
 * The page's entry module: a `<script type="module" src>` (Vite's index.html, the dev server) or the one the page's
 * inline loader imports after the first paint (`entry` in the `page-assets` island, every prerendered page).
 */
export function entryScripts(html: string): string[] {
  const { entry } = pageAssets(html);
  return [...moduleScripts(html), ...(entry ? [entry] : [])];
}

/** The modules listed in the page's `page-assets` JSON island, which its entry script requests after first paint. */
export function pageModules(html: string): string[] {
  return pageAssets(html).modules;
}

/** `href` of every `<link rel="stylesheet">`. */
export function stylesheets(html: string): string[] {
  return tags(html, "link").filter((tag) => relIs(tag, "stylesheet") && tag.href).map((tag) => tag.href!);
}

/** The same HTML without any `<script>` element or `<link rel="modulepreload">`: the page as it is before JavaScript. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*>/gi, (tag) => (relIs(attributes(tag), "modulepreload") ? "" : tag));
}
