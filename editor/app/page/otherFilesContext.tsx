import { createContext, useContext } from "react";
import type { OtherFiles } from "./otherFiles.ts";

const OtherFilesContext = createContext<OtherFiles | undefined>(undefined);

/** Gives the problem lists what they need to name other files and their fields (EditorApp provides it). */
export const OtherFilesProvider = OtherFilesContext.Provider;

/** The schemas and page list that name other files' problems, when provided. */
export function useOtherFiles(): OtherFiles | undefined {
  return useContext(OtherFilesContext);
}
