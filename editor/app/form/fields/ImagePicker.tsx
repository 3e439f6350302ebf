import { useRef } from "react";
import type { ImageFile } from "../../../shared/api.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../../shared/imageRules.ts";
import { t } from "../../strings.ts";
import { ImageLibrary } from "./ImageLibrary.tsx";
import type { UploadState } from "./useImageUpload.ts";

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  src?: string;
  images: ImageFile[];
  upload: UploadState;
  /** A file is being dragged over the image's group. */
  dropping: boolean;
  /** Set while a newly chosen image has no description yet: the field asks for it. */
  askAlt: boolean;
  onPick: (image: ImageFile) => void;
  onFile: (file: File) => void;
  /** Offered for an optional image that is there: takes the whole image out of the block. */
  onRemove?: () => void;
}

/**
 * The top of an image's group: the current image; choosing another from public/img/ or sending one from the
 * computer (the group is also where a file can be dropped); removing an optional image; and what happened to the
 * last file sent.
 */
export function ImagePicker({ src, images, upload, dropping, askAlt, onPick, onFile, onRemove }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="image-picker">
      {src ? (
        <img className="image-picker__current" src={src} alt={t.currentImage(src)} />
      ) : (
        <p className="field__help">{t.noImage}</p>
      )}
      <div className="image-picker__body">
        <div className="image-picker__actions">
          <ImageLibrary src={src} images={images} onPick={onPick} />
          <button
            ref={uploadButton}
            type="button"
            className="button button--small"
            disabled={upload.kind === "sending"}
            onClick={() => input.current?.click()}
          >
            {t.uploadImage}
          </button>
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            aria-label={t.uploadImageFile}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Emptied, so that choosing the same file again (after fixing it) sends it again.
              event.target.value = "";
              if (file) onFile(file);
            }}
          />
          {onRemove && (
            <button
              type="button"
              className="button button--small button--danger"
              onClick={() => {
                onRemove();
                // The button goes away with the image: the cursor stays in the group rather than fall to the page.
                uploadButton.current?.focus();
              }}
            >
              {t.removeImage}
            </button>
          )}
        </div>
        <p className="field__note">{dropping ? t.dropImageNow : t.dropImage}</p>
        <div role="status" className="image-picker__status">
          {upload.kind === "sending" && t.uploadingImage(upload.name)}
          {askAlt && <span className="image-picker__ask">{t.askAlt}</span>}
        </div>
        {upload.kind === "refused" && (
          <p role="alert" className="image-picker__refused">
            {t.uploadRefused} {upload.message}
          </p>
        )}
      </div>
    </div>
  );
}
