import type { ReactNode } from "react";
import type { PublishResult } from "../../shared/api.ts";
import type { Answer } from "../api.ts";
import type { SaveTarget } from "../page/useSavePage.tsx";
import type { DraftTarget } from "./useDraftSave.tsx";

/** What saving needs from an open document, on the dev server (a file) and on the editor service (a draft). */
export interface DocumentSaveTarget extends SaveTarget, Omit<DraftTarget, "onSaved"> {
  /** Its path in the config folder (`pages/promo.json`). */
  file: string;
  /** Unsaved, as the document itself tells (the dev server's notion: changed since opened or saved to the file). */
  dirty: boolean;
  onSaved: () => void;
  /** Called when the document is gone after its draft was discarded (a page that existed only as a draft). */
  onGone?: () => void;
}

/** Saving an open document, the same for its editor in both modes. */
export interface DocumentSave {
  saving: boolean;
  /** A refused save's problems or reason, until dismissed (the dev server's). */
  refusal: ReactNode;
  dismissRefusal: () => void;
  /** Why a save was refused because the file changed on disk (the dev server's). */
  conflict: string | undefined;
  clearConflict: () => void;
  /**
   * Saves now (`force`: over a newer version: the file on disk, or the other person's draft). `from`: data to save in
   * place of the form's, with the version it is based on (the dev server's "Manter as duas"; a draft merges itself).
   */
  save: (force?: boolean, from?: { data: Record<string, unknown>; version: string | null }) => Promise<boolean>;
  /** What publishing treats as unsaved (it saves first). */
  dirty: boolean;
  /** Publishes the document (on the service, from its draft). */
  publish: (name: string, message: string) => Promise<Answer<PublishResult>>;
  /** On the service: what the bar shows in place of the save button. */
  draftBar?: DraftBar;
  /** Notices about the draft and who else has the document open (the service's). */
  view: ReactNode;
}

/** The bar's status and commands when the document is a draft. */
export interface DraftBar {
  /** "Rascunho salvo às 14:03", "Salvando rascunho…". */
  status: string;
  dirty: boolean;
  /** Absent while there is no draft to discard. */
  onDiscard?: () => void;
}
