import { isSafeExternalUrl } from "../../renderer/chat/safeUrl.ts";

/** Where a `[rótulo](destino)` link may go: a route of the site, or a safe external address. */
export type LinkTarget = { route: string } | { href: string };

/** A piece of a richText text: plain text (which may hold *highlights*), or a link with its label. */
export type InlinePiece = { text: string } | { text: string; link: string };

// The label excludes "[" so that a run of brackets is scanned once, not once per bracket (quadratic on "[[[[…").
const LINK = /\[([^[\]\n]+)\]\(([^()\s]+)\)/g;
/**
 * A route of the site: the schema's internalRoute pattern (restated here so that the block's chunk does not carry the
 * schema file; a test holds the two equal), but never "//host" (another site, for the browser).
 */
export const ROUTE = /^\/(?!\/)[A-Za-z0-9/_-]*(#[a-z0-9-]+)?$/;

/** Splits a text into plain pieces and `[rótulo](destino)` links, in order; nothing is parsed as HTML. */
export function inlinePieces(text: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: match[1]!, link: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** A link's destination when it is safe to follow: a site route (/contatos) or an https:, mailto: or tel: address. */
export function linkTarget(destination: string): LinkTarget | undefined {
  if (ROUTE.test(destination)) return { route: destination };
  return isSafeExternalUrl(destination) ? { href: destination } : undefined;
}
