import { createContext, useCallback, useContext, useMemo, useState, type FocusEvent } from "react";

/** Which fields show the validator's problems on them. */
interface Shown {
  /** Every field's: once a save was tried, or the marketer asked to see the problems. */
  all: boolean;
  /** The ids of the fields the marketer has left (the focus moved away from them). */
  left: ReadonlySet<string>;
}

// Forms outside a page editor (and their tests) show every problem at once.
const ShownContext = createContext<Shown>({ all: true, left: new Set() });

/** Provides the fields' shown problems to the generated forms. */
export const ShownProblemsProvider = ShownContext.Provider;

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Whether the field `id` holding `value` shows its problems: not while it is empty and untouched (a field just added,
 * a destination just chosen, is not yet a mistake), but once it was left, once a save was tried, or when it holds
 * something.
 */
export function useShowsProblems(id: string, value: unknown): boolean {
  const { all, left } = useContext(ShownContext);
  return all || left.has(id) || !isEmpty(value);
}

/**
 * The state behind {@link ShownProblemsProvider} for one page: `onBlur` (on the form's container) records the fields
 * left, `showAll` turns every field's problems on (a save, a problem's link followed).
 */
export function useShownProblems() {
  const [shown, setShown] = useState<Shown>({ all: false, left: new Set() });
  const onBlur = useCallback((event: FocusEvent) => {
    const { id } = event.target;
    if (id)
      setShown((current) => (current.left.has(id) ? current : { ...current, left: new Set([...current.left, id]) }));
  }, []);
  const showAll = useCallback(() => setShown((current) => (current.all ? current : { ...current, all: true })), []);
  return useMemo(() => ({ shown, onBlur, showAll }), [shown, onBlur, showAll]);
}
