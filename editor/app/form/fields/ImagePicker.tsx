import { useId, useRef } from "react";
import type { ImageFile } from "../../../shared/api.ts";
import { t } from "../../strings.ts";

/** The current image and a dialog listing public/img/ to choose another (its size comes with it). */
export function ImagePicker({
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
  return (
    <div className="image-picker">
      {src ? <img className="image-picker__current" src={src} alt="" /> : <p className="field__help">{t.noImage}</p>}
      <button type="button" className="button button--small" onClick={() => dialog.current?.showModal()}>
        {t.chooseImage}
      </button>
      <dialog ref={dialog} className="dialog dialog--wide" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t.imagesHeading}</h2>
        <ul className="image-grid">
          {images.map((image) => (
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
    </div>
  );
}
