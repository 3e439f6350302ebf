import { useCallback, useState } from "react";
import type { LibraryImage } from "../../shared/library.ts";
import type { Answer } from "../api.ts";
import { refusalText, useAnswer } from "../review/useAnswer.ts";
import { ScreenMessage } from "../ui/ScreenMessage.tsx";
import { useConfirm } from "../useConfirm.tsx";
import { ImageCard, imageName } from "./ImageCard.tsx";
import { LibraryMessage, type LibraryOutcome } from "./LibraryMessage.tsx";
import { LibraryScreenBar } from "./LibraryScreenBar.tsx";
import { libraryApi } from "./libraryApi.ts";
import { l } from "./libraryStrings.ts";
import "./library.css";

/** What a change says, and that a Publisher was asked to review it when the person may not publish. */
const withReview = (said: string, reviewAsked?: boolean) => (reviewAsked ? `${said} ${l.reviewAskedToo}` : said);

/**
 * "Imagens": every image of the site with where it is shown, and the ways to change them (send a new one, replace,
 * rename everywhere, delete an unused one). Each change reads the list again: it is what the server now has.
 */
export function ImageLibrary() {
  const read = useCallback(() => libraryApi.images(), []);
  const { value: images, failure, reload } = useAnswer(read);
  const [outcome, setOutcome] = useState<LibraryOutcome>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();

  /** Runs a change, says how it went, and reads the list again. */
  const change = async <T,>(sent: Promise<Answer<T>>, done: (value: T) => string): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await sent;
      setOutcome({ ok: answer.ok, text: answer.ok ? done(answer.value) : refusalText(answer.refusal) });
      await reload();
      return answer.ok;
    } finally {
      setBusy(false);
    }
  };
  const remove = async (image: LibraryImage) => {
    const name = imageName(image.src);
    if (await confirm(l.removeConfirm(name), l.remove))
      await change(libraryApi.remove(image.src), () => l.removed(name));
  };

  return (
    <>
      <LibraryScreenBar heading={l.imagesHeading} />
      <main className="panes__single library" id="conteudo">
        <p className="field__help">{l.imagesIntro}</p>
        <label className="button button--primary library__upload">
          {busy ? l.uploading : l.upload}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void change(libraryApi.upload(file), (image) => l.uploaded(imageName(image.src)));
            }}
          />
        </label>
        <LibraryMessage outcome={outcome} onClose={() => setOutcome(null)} />
        {failure && <ScreenMessage role="alert">{failure}</ScreenMessage>}
        {images?.length === 0 && <p>{l.imagesEmpty}</p>}
        <ul className="library__images">
          {images?.map((image) => (
            <ImageCard
              key={image.src}
              image={image}
              busy={busy}
              onReplace={(target, file) =>
                void change(libraryApi.replace(target.src, file), (replaced) =>
                  withReview(l.replaced(imageName(target.src), replaced.changed.length), replaced.reviewAsked),
                )
              }
              onRename={(target, name) =>
                change(libraryApi.rename(target.src, name), (renamed) =>
                  withReview(l.renamed(imageName(renamed.src), renamed.changed.length), renamed.reviewAsked),
                )
              }
              onRemove={(target) => void remove(target)}
            />
          ))}
        </ul>
        {dialog}
      </main>
    </>
  );
}
