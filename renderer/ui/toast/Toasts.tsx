import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import styles from "./toasts.module.css";

/** A toast stays 5 s; after the pointer or focus leaves it, 1 s more. */
export const TOAST_TIMEOUT_MS = 5000;
/** Time a toast stays after the visitor stops hovering or focusing it (the extended timeout). */
export const TOAST_EXTENDED_MS = 1000;
/** Length of the enter and leave transition. */
export const TOAST_EASING_MS = 300;

/** A toast's lifecycle: inactive (entering), active (shown), removed (leaving). */
type Phase = "inactive" | "active" | "removed";

interface Toast {
  id: number;
  text: string;
  phase: Phase;
}

const ShowToast = createContext<(text: string) => void>(() => {});

/** What the region shows: the toasts, and what hovering, focusing and tapping one does. */
interface ShownToasts {
  toasts: Toast[];
  dismiss: (id: number) => void;
  hold: (toast: Toast) => void;
  release: (toast: Toast) => void;
}

const Shown = createContext<ShownToasts>({ toasts: [], dismiss: () => {}, hold: () => {}, release: () => {} });

/** Shows a short message in the toasts' region; tapping it dismisses it. */
export function useToast(): (text: string) => void {
  return useContext(ShowToast);
}

/**
 * Holds the page's toasts (newest on top); {@link ToastRegion} shows them where the page puts it, next to what they
 * answer, in the flow of the page, so that a toast never covers a heading or a field.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const schedule = useCallback((id: number, ms: number, then: () => void) => {
    clearTimeout(timers.current.get(id));
    timers.current.set(id, setTimeout(then, ms));
  }, []);

  const setPhase = useCallback((id: number, phase: Phase) => {
    setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, phase } : toast)));
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      setPhase(id, "removed");
      schedule(id, TOAST_EASING_MS, () => {
        timers.current.delete(id);
        setToasts((all) => all.filter((toast) => toast.id !== id));
      });
    },
    [schedule, setPhase],
  );

  const show = useCallback(
    (text: string) => {
      const id = nextId.current++;
      setToasts((all) => [{ id, text, phase: "inactive" }, ...all]);
      // One frame (16 ms) as "inactive" lets the enter transition run; the 5 s start once it is active.
      schedule(id, 16, () => {
        setPhase(id, "active");
        schedule(id, TOAST_TIMEOUT_MS, () => dismiss(id));
      });
    },
    [dismiss, schedule, setPhase],
  );

  // Hovering or focusing a toast keeps it (reading takes longer for some people); leaving gives it 1 s more.
  const hold = (toast: Toast) => {
    if (toast.phase === "active") clearTimeout(timers.current.get(toast.id));
  };
  const release = (toast: Toast) => {
    if (toast.phase === "active") schedule(toast.id, TOAST_EXTENDED_MS, () => dismiss(toast.id));
  };

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ShowToast.Provider value={show}>
      <Shown.Provider value={{ toasts, dismiss, hold, release }}>{children}</Shown.Provider>
    </ShowToast.Provider>
  );
}

/** The toasts, newest on top, in a polite live region (present before any toast, so that each one is announced). */
export function ToastRegion() {
  const { toasts, dismiss, hold, release } = useContext(Shown);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <button
          key={toast.id}
          type="button"
          className={styles.toast}
          data-phase={toast.phase}
          onClick={() => dismiss(toast.id)}
          onMouseEnter={() => hold(toast)}
          onMouseLeave={() => release(toast)}
          onFocus={() => hold(toast)}
          onBlur={() => release(toast)}
        >
          {toast.text}
        </button>
      ))}
    </div>
  );
}
