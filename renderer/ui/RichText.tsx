import { Fragment, type ReactNode } from "react";

/** Words with an inner hyphen (NF-e, e-CNPJ, CT-e OS's "CT-e"): a browser would break the line after the hyphen. */
const HYPHENATED = /(\S*\p{L}-\p{L}\S*)/u;

/** Plain text, with each hyphenated word kept on one line. */
function Words({ text }: { text: string }): ReactNode {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return text;
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}

/**
 * Renders config text as text: `*trechos*` become <strong class="hl">, hyphenated words never split across lines;
 * nothing is ever parsed as HTML.
 */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/\*([^*]+)\*/g);
  if (parts.length === 1) return <Words text={text} />;
  // One element around the pieces: inside a flex row (a list item with its icon) they must stay one text.
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <strong key={index} className="hl">
            <Words text={part} />
          </strong>
        ) : (
          <Words key={index} text={part} />
        ),
      )}
    </span>
  );
}
