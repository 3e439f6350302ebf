import { createContext, useContext, type ReactNode } from "react";

const Extra = createContext<ReactNode>(null);

/** Controls a custom field adds at the top of the group it renders (the image picker, a button's destination). */
export const GroupExtraProvider = Extra.Provider;

/** The controls to add at the top of the group being rendered, if any. */
export function useGroupExtra(): ReactNode {
  return useContext(Extra);
}
