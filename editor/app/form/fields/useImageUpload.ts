import { useCallback, useState } from "react";
import type { ImageFile } from "../../../shared/api.ts";
import { MAX_IMAGE_BYTES, tooLargeMessage } from "../../../shared/imageRules.ts";
import { api } from "../../api.ts";
import { t } from "../../strings.ts";

/** Where sending an image stands: nothing going on, a file on its way, or why the last one was refused. */
export type UploadState = { kind: "idle" } | { kind: "sending"; name: string } | { kind: "refused"; message: string };

/**
 * Sends an image from the computer to the dev server, which checks, converts and saves it; `onUploaded` gets the
 * saved image. A file over the size limit is refused at once, without sending it.
 */
export function useImageUpload(onUploaded: (image: ImageFile) => void) {
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const upload = useCallback(
    async (file: File) => {
      if (file.size > MAX_IMAGE_BYTES) return setState({ kind: "refused", message: tooLargeMessage(file.size) });
      setState({ kind: "sending", name: file.name });
      try {
        const answer = await api.uploadImage(file);
        if (answer.ok) {
          setState({ kind: "idle" });
          onUploaded(answer.value);
        } else
          setState({
            kind: "refused",
            message: answer.refusal.reason === "invalid" ? t.uploadUnanswered : answer.refusal.message,
          });
      } catch {
        setState({ kind: "refused", message: t.uploadUnanswered });
      }
    },
    [onUploaded],
  );
  return { state, upload };
}
