import { Fragment } from "react";
import { Link } from "react-router-dom";
import { NewTabHint } from "../../renderer/ui/Action.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { inlinePieces, linkTarget } from "./inlineMarkup.ts";

function SafeLink({ label, destination }: { label: string; destination: string }) {
  const target = linkTarget(destination);
  // An unsafe or malformed destination (javascript:, http:, //host) keeps only its label, as text.
  if (!target) return <RichText text={label} />;
  if ("route" in target)
    return (
      <Link to={target.route}>
        <RichText text={label} />
      </Link>
    );
  const external = target.href.startsWith("https:");
  return (
    <a href={target.href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      <RichText text={label} />
      {external && <NewTabHint />}
    </a>
  );
}

/** A config text with `*highlights*` and `[rótulo](destino)` links, as React elements (never HTML). */
export function InlineLinks({ text }: { text: string }) {
  return (
    <>
      {inlinePieces(text).map((piece, index) =>
        "link" in piece ? (
          <SafeLink key={index} label={piece.text} destination={piece.link} />
        ) : (
          <Fragment key={index}>
            <RichText text={piece.text} />
          </Fragment>
        ),
      )}
    </>
  );
}
