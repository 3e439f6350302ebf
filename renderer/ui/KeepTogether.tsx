import type { ReactNode } from "react";
import { unbreakablePieces, type TextPiece } from "./unbreakable.ts";

function Piece({ piece }: { piece: TextPiece }): ReactNode {
  if (piece.kind === "plain") return piece.text;
  return <span className={piece.kind === "whole" ? "nowrap" : "email"}>{piece.text}</span>;
}

/**
 * Plain text in which prices, percentages, "25 mil", phone numbers and hyphenated words never split across lines,
 * and an e-mail address stays whole unless it cannot fit a line at all. Text stays text; nothing is parsed as HTML.
 */
export function KeepTogether({ text }: { text: string }): ReactNode {
  const pieces = unbreakablePieces(text);
  if (pieces.length === 1 && pieces[0]!.kind === "plain") return text;
  // One element around the pieces: inside a flex row (a button, a list item with its icon) they must stay one text.
  return (
    <span>
      {pieces.map((piece, index) => (
        <Piece key={index} piece={piece} />
      ))}
    </span>
  );
}
