/**
 * The edits the buttons beside a text field make on the text as the field shows it: a piece of site data put at the
 * cursor, and a selection put in emphasis (between asterisks, as the site's texts mark it) or taken out of it.
 */

/** What an edit leaves: the new text, and where the cursor (or the selection) goes. */
export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

/** `text` with `piece` in place of the selection from `start` to `end` (at the end when the field was never focused). */
export function withPiece(text: string, piece: string, start = text.length, end = start): TextEdit {
  const cursor = start + piece.length;
  return { text: text.slice(0, start) + piece + text.slice(end), start: cursor, end: cursor };
}

/**
 * `text` with the selection from `start` to `end` emphasized, or no longer emphasized when it already was (the
 * asterisks just around it or at its ends are taken out). An empty selection emphasizes nothing.
 */
export function toggledEmphasis(text: string, start: number, end: number): TextEdit {
  const selected = text.slice(start, end);
  if (!selected) return { text, start, end };
  if (selected.length > 1 && selected.startsWith("*") && selected.endsWith("*"))
    return { text: text.slice(0, start) + selected.slice(1, -1) + text.slice(end), start, end: end - 2 };
  if (text[start - 1] === "*" && text[end] === "*")
    return { text: text.slice(0, start - 1) + selected + text.slice(end + 1), start: start - 1, end: end - 1 };
  return { text: `${text.slice(0, start)}*${selected}*${text.slice(end)}`, start: start + 1, end: end + 1 };
}
