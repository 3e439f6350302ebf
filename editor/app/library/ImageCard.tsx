import { useId, useState } from "react";
import type { LibraryImage } from "../../shared/library.ts";
import { l } from "./libraryStrings.ts";
import { usingDocumentHref } from "./libraryScreens.ts";
import { RenameForm } from "./RenameForm.tsx";

/** Props of {@link ImageCard}. */
export interface ImageCardProps {
  image: LibraryImage;
  busy: boolean;
  onReplace: (image: LibraryImage, file: File) => void;
  onRename: (image: LibraryImage, name: string) => Promise<boolean>;
  onRemove: (image: LibraryImage) => void;
}

/** An image's file name without its folder and format, as the marketer knows it ("foto-da-equipe"). */
export const imageName = (src: string) => (src.split("/").pop() ?? src).replace(/\.[^.]+$/, "");

/** Kilobytes with one decimal, in Brazilian style ("12,4"). */
const kilobytes = (bytes: number) => (bytes / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 });

/**
 * One image of the library: its picture, name and size, every place that shows it (each a link to open the
 * document) and its actions. "Excluir" is offered only for an image nothing shows; otherwise it says why not.
 */
export function ImageCard({ image, busy, onReplace, onRename, onRemove }: ImageCardProps) {
  const id = useId();
  const name = imageName(image.src);
  const [renaming, setRenaming] = useState(false);
  const used = image.uses.length > 0;
  // The editor's images are WebP; one of another format is replaced by sending a new one (replaceImage.ts says why).
  const replaceable = image.src.toLowerCase().endsWith(".webp");
  return (
    <li className="library-card" data-src={image.src}>
      <img className="library-card__picture" src={image.src} alt="" loading="lazy" />
      <div className="library-card__about">
        <h2 className="library-card__name" id={`${id}-name`}>
          {name}
        </h2>
        <p className="library-card__size">{l.imageSize(image.width, image.height, kilobytes(image.bytes))}</p>
        {used ? (
          <>
            <p className="library-card__uses-title">{l.usedIn}</p>
            <ul className="library-card__uses">
              {image.uses.map((use, index) => {
                const href = usingDocumentHref(use.kind, use.name);
                const what = `${use.title}${use.draft ? ` (${l.draftOf})` : ""}`;
                return (
                  <li key={index}>
                    {href ? <a href={href}>{what}</a> : what}
                    {use.place && <span className="library-card__place"> — {use.place}</span>}
                  </li>
                );
              })}
            </ul>
            {image.useCount !== undefined && image.useCount > image.uses.length && (
              <p className="library-card__place">{l.usedInMore(image.useCount - image.uses.length)}</p>
            )}
          </>
        ) : (
          <p className="library-card__uses-title">{l.unused}</p>
        )}
        {renaming ? (
          <RenameForm
            current={name}
            busy={busy}
            onCancel={() => setRenaming(false)}
            onRename={async (newName) => {
              if (await onRename(image, newName)) setRenaming(false);
            }}
          />
        ) : (
          <div className="library-card__actions" role="group" aria-labelledby={`${id}-name`}>
            {replaceable && (
              <label className="button button--small library-card__file">
                {l.replace}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  aria-label={l.replaceLabel(name)}
                  disabled={busy}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = "";
                    if (file) onReplace(image, file);
                  }}
                />
              </label>
            )}
            <button
              type="button"
              className="button button--small"
              aria-label={l.renameLabel(name)}
              disabled={busy}
              onClick={() => setRenaming(true)}
            >
              {l.rename}
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={l.removeLabel(name)}
              aria-describedby={used ? `${id}-why` : undefined}
              disabled={busy || used}
              onClick={() => onRemove(image)}
            >
              {l.remove}
            </button>
            {used && (
              <span className="field__help" id={`${id}-why`}>
                {l.cannotRemove}
              </span>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
