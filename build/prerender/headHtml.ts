import type { HeadTags } from "../../renderer/page/headTags.ts";

/** Escapes text for an HTML attribute value or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The <head> markup of a page's tags. */
export function headHtml(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map(({ key, id, content }) => `<meta ${key}="${escapeHtml(id)}" content="${escapeHtml(content)}" />`),
    ...(tags.canonical ? [`<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`] : []),
  ]
    .map((line) => `    ${line}`)
    .join("\n");
}
