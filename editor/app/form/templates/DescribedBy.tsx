import { createContext, useContext } from "react";

const Ids = createContext<string[]>([]);

/** The ids of the help and error texts a field's template drew, for its input's aria-describedby. */
export const DescribedByProvider = Ids.Provider;

/** aria-describedby for a field's input: the template's help and errors, then the widget's own notes. */
export function useDescribedBy(...own: Array<string | false | undefined>): string | undefined {
  const ids = [...useContext(Ids), ...own.filter((id): id is string => !!id)];
  return ids.length ? ids.join(" ") : undefined;
}
