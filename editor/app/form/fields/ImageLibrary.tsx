import { useId, useRef, useState } from "react";
import type { ImageFile } from "../../../shared/api.ts";
import { api } from "../../api.ts";
import { t } from "../../strings.ts";

/**
 * "Escolher imagem": a dialog listing public/img/ (each image with its size). The list is asked again each time the
 * dialog opens, so that images sent from the computer since the editor started (from any field) are in it.
 */
export function ImageLibrary({
  src,
  images,
  onPick,
}: {
  src?: string;
  images: ImageFile[];
  onPick: (image: ImageFile) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [fresh, setFresh] = useState<ImageFile[]>();
  const open = () => {
    dialog.current?.showModal();
    api.images().then(setFresh, () => setFresh(undefined));
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={open}>
        {t.chooseImage}
      </button>
      <dialog ref={dialog} className="dialog dialog--wide" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t.imagesHeading}</h2>
        <ul className="image-grid">
          {(fresh ?? images).map((image) => (
            <li key={image.src}>
              <button
                type="button"
                className={`image-grid__choice${image.src === src ? " image-grid__choice--current" : ""}`}
                aria-pressed={image.src === src}
                onClick={() => {
                  onPick(image);
                  dialog.current?.close();
                }}
              >
                <img src={image.src} alt="" loading="lazy" />
                <span>{image.src.replace(/^\/img\//, "")}</span>
                <span className="image-grid__size">{t.imageSize(image.width, image.height)}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {t.close}
        </button>
      </dialog>
    </>
  );
}
