import { createContext, useCallback, useContext, useMemo, useState, type FormEvent } from "react";

/** Which fields show the validator's problems on them. */
interface Shown {
  /** Every field's: once a save was tried, or the marketer asked to see the problems. */
  all: boolean;
  /** The ids of the fields the marketer has changed. */
  edited: ReadonlySet<string>;
}

// Forms outside a page editor (and their tests) show every problem at once.
const ShownContext = createContext<Shown>({ all: true, edited: new Set() });

/** Provides the fields' shown problems to the generated forms. */
export const ShownProblemsProvider = ShownContext.Provider;

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Whether the field `id` holding `value` shows its problems: not while it is empty and untouched (a field just added,
 * a destination just chosen, is not yet a mistake), but once the marketer changed it, once a save was tried, or when
 * it holds something. Not on leaving it: the message that appeared then would move the button being clicked.
 */
export function useShowsProblems(id: string, value: unknown): boolean {
  const { all, edited } = useContext(ShownContext);
  return all || edited.has(id) || !isEmpty(value);
}

/**
 * The state behind {@link ShownProblemsProvider} for one page: `onChange` (on the form's container, where its fields'
 * changes bubble) records the fields changed, `showAll` turns every field's problems on (a save, a problem's link
 * followed).
 */
export function useShownProblems() {
  const [shown, setShown] = useState<Shown>({ all: false, edited: new Set() });
  const onChange = useCallback((event: FormEvent) => {
    const { id } = event.target as HTMLElement;
    if (id)
      setShown((current) =>
        current.edited.has(id) ? current : { ...current, edited: new Set([...current.edited, id]) },
      );
  }, []);
  const showAll = useCallback(() => setShown((current) => (current.all ? current : { ...current, all: true })), []);
  return useMemo(() => ({ shown, onChange, showAll }), [shown, onChange, showAll]);
}
