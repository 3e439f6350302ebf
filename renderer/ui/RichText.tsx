import { KeepTogether } from "./KeepTogether.tsx";

/**
 * Renders config text as text: `*trechos*` become <strong class="hl">; figures, e-mail addresses and hyphenated
 * words never split across lines (see KeepTogether); nothing is ever parsed as HTML.
 */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/\*([^*]+)\*/g);
  if (parts.length === 1) return <KeepTogether text={text} />;
  // One element around the pieces: inside a flex row (a list item with its icon) they must stay one text.
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <strong key={index} className="hl">
            <KeepTogether text={part} />
          </strong>
        ) : (
          <KeepTogether key={index} text={part} />
        ),
      )}
    </span>
  );
}
