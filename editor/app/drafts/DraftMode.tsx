import { createContext, useContext } from "react";
import type { Confirm } from "../useConfirm.tsx";

/** What the editors need to keep documents as drafts: who is signed in (by name), and the app's confirmation. */
export interface DraftSettings {
  me: string;
  confirm: Confirm;
}

/**
 * Set when the editor runs on the editor service (`mode: "service"` from GET sessao): documents are kept as the
 * team's drafts, saved by themselves. Null on the dev server, whose editor saves files as it always has.
 */
export const DraftMode = createContext<DraftSettings | null>(null);

/** The drafts' settings on the editor service; null on the dev server. */
export const useDraftMode = (): DraftSettings | null => useContext(DraftMode);
