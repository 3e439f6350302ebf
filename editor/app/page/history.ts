/** Undo and redo of the edits made to a page since it was opened. */

/** The page at one moment: its data and a stable key per block (so moved blocks keep their forms' state). */
export interface Snapshot {
  data: Record<string, unknown>;
  blockKeys: string[];
}

/** Past, present and undone states. */
export interface History {
  past: Snapshot[];
  present: Snapshot;
  future: Snapshot[];
  /** What the last edit was (e.g. typing in one field), to merge a burst of keystrokes into one step. */
  lastTag?: string;
  lastAt?: number;
}

const LIMIT = 200;
/** Keystrokes in one field closer together than this are undone together. */
export const MERGE_WINDOW_MS = 1000;

export function startHistory(present: Snapshot): History {
  return { past: [], present, future: [] };
}

/** Records an edit; an edit with the same tag as the previous one, soon after it, replaces it instead of adding a step. */
export function record(history: History, next: Snapshot, tag: string | undefined, now: number): History {
  const merge =
    tag !== undefined &&
    tag === history.lastTag &&
    history.lastAt !== undefined &&
    now - history.lastAt < MERGE_WINDOW_MS;
  const past = merge ? history.past : [...history.past, history.present].slice(-LIMIT);
  return { past, present: next, future: [], lastTag: tag, lastAt: now };
}

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...future] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future };
}
