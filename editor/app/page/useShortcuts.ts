import { useEffect, useEffectEvent } from "react";

/** Handlers of the editor's keyboard shortcuts. */
export interface Shortcuts {
  undo: () => void;
  redo: () => void;
  save: () => void;
}

/** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, Ctrl+S saves; ⌘ instead of Ctrl on a Mac. */
export function useShortcuts(shortcuts: Shortcuts): void {
  // An effect event: always the latest handlers, without re-adding the listener on each render.
  const run = useEffectEvent((action: keyof Shortcuts) => shortcuts[action]());
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const action =
        key === "z" ? (event.shiftKey ? "redo" : "undo") : key === "y" ? "redo" : key === "s" ? "save" : undefined;
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
