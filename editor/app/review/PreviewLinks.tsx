import { useCallback, useState } from "react";
import { brasiliaDateTime } from "../../shared/brasiliaTime.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import type { NewPreviewLink } from "../../shared/review.ts";
import { r } from "./reviewStrings.ts";
import { serviceApi } from "./serviceApi.ts";
import { refusalText, useAnswer } from "./useAnswer.ts";

/**
 * "Link de prévia": makes a link that shows the document as the site will render it to anyone for 7 days (shown this
 * once to copy), and lists the document's valid links with "Revogar". site.json has none: it is not a page.
 */
export function PreviewLinks({ kind, name }: { kind: DraftKind; name: string }) {
  const read = useCallback(() => serviceApi.previewLinks(kind, name), [kind, name]);
  const { value: links, failure, setFailure, reload } = useAnswer(read);
  const [made, setMade] = useState<NewPreviewLink>();
  if (kind === "site") return <p className="document-tools__part">{r.sitePreviewNote}</p>;
  const make = async () => {
    const answer = await serviceApi.makePreviewLink(kind, name);
    if (!answer.ok) return setFailure(refusalText(answer.refusal));
    setMade(answer.value);
    await reload();
  };
  const revoke = async (id: number) => {
    const answer = await serviceApi.revokePreviewLink(kind, name, id);
    if (!answer.ok) setFailure(refusalText(answer.refusal));
    if (made?.id === id) setMade(undefined);
    await reload();
  };
  return (
    <div className="document-tools__part">
      <button type="button" className="button" onClick={() => void make()}>
        {r.previewLink}
      </button>
      <p className="field__help">
        {kind === "collection" ? `${r.previewLinkHelp} ${r.collectionPreviewNote}` : r.previewLinkHelp}
      </p>
      {made && (
        <label className="field">
          <span className="field__label">{r.previewLinkMade}</span>
          <input className="input" readOnly value={made.link} onFocus={(event) => event.target.select()} />
        </label>
      )}
      {links && links.length > 0 && (
        <ul className="document-tools__list">
          {links.map((link) => (
            <li key={link.id}>
              {r.previewLinkListed(link.by, brasiliaDateTime(link.at), brasiliaDateTime(link.expiresAt))}{" "}
              <button type="button" className="button button--small" onClick={() => void revoke(link.id)}>
                {r.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="refusal" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
