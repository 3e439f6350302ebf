import { useEffect, useRef } from "react";

/** Handlers of the editor's keyboard shortcuts. */
export interface Shortcuts {
  undo: () => void;
  redo: () => void;
  save: () => void;
}

/** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, Ctrl+S saves; ⌘ instead of Ctrl on a Mac. */
export function useShortcuts(shortcuts: Shortcuts): void {
  const current = useRef(shortcuts);
  current.current = shortcuts;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const action = key === "z" ? (event.shiftKey ? "redo" : "undo") : key === "y" ? "redo" : key === "s" ? "save" : undefined;
      if (!action) return;
      event.preventDefault();
      current.current[action]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
