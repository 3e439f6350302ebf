/**
 * The part of a prerendered page that draws its first screen on a phone: the head (with the inlined CSS), the header
 * and the first block of the main content, i.e. everything before the second block. It is what must arrive in the
 * connection's first round trip (14 KB compressed); what follows streams in while the visitor reads, so a page's
 * length stays marketing's choice. A page without blocks is all first screen.
 */
export function firstScreenHtml(html: string): string {
  const main = html.indexOf("<main");
  if (main < 0) return html;
  const second = [...html.slice(main).matchAll(/<[a-zA-Z][^<>]*\sdata-block="/g)][1];
  return second ? html.slice(0, main + second.index) : html;
}

/**
 * The markup with the main content's blocks after the first `count` left out: the page's header, footer and the
 * blocks a visitor can see before scrolling. Its classes name the rules a long page keeps inline (decision 092).
 */
export function withoutBlocksAfter(html: string, count: number): string {
  const main = html.indexOf("<main");
  const end = html.indexOf("</main>", main);
  if (main < 0 || end < 0) return html;
  const cut = [...html.slice(main, end).matchAll(/<[a-zA-Z][^<>]*\sdata-block="/g)][count];
  return cut ? html.slice(0, main + cut.index) + html.slice(end) : html;
}
