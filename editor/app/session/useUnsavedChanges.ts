import { useCallback, useEffect, useRef } from "react";
import { t } from "../strings.ts";
import type { Confirm } from "../useConfirm.tsx";

/**
 * Whether the open page has changes not saved yet, so that leaving it asks first: for another page or the list
 * (`mayLeave`), and the browser's own question when the tab is closed or reloaded.
 */
export function useUnsavedChanges(confirm: Confirm) {
  // A ref, not state: the page editor reports every change, and nothing on screen depends on it here.
  const dirty = useRef(false);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  /** Forgets the changes of a page that is being closed anyway. */
  const forget = useCallback(() => {
    dirty.current = false;
  }, []);
  const mayLeave = async () => !dirty.current || (await confirm(t.confirmLeave, t.confirm));
  return { onDirtyChange, forget, mayLeave };
}
