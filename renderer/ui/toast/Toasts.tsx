import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import styles from "./toasts.module.css";

/** Spec defaults: shown for 5 s (+1 s more after the pointer leaves), 300 ms easing, newest on top. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_EXTENDED_MS = 1000;
const EASING_MS = 300;

/** A toast's lifecycle (spec: inactive, active, removed). */
type Phase = "inactive" | "active" | "removed";

interface Toast {
  id: number;
  text: string;
  phase: Phase;
}

const ShowToast = createContext<(text: string) => void>(() => {});

/** Shows a short message at the top right; tapping it dismisses it. */
export function useToast(): (text: string) => void {
  return useContext(ShowToast);
}

/** Holds the toasts of the page and renders them in a polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const setPhase = useCallback((id: number, phase: Phase) => {
    setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, phase } : toast)));
  }, []);

  const remove = useCallback(
    (id: number) => {
      clearTimeout(timers.current.get(id));
      setPhase(id, "removed");
      timers.current.set(id, setTimeout(() => setToasts((all) => all.filter((toast) => toast.id !== id)), EASING_MS));
    },
    [setPhase],
  );

  const show = useCallback(
    (text: string) => {
      const id = nextId.current++;
      setToasts((all) => [{ id, text, phase: "inactive" }, ...all]);
      setTimeout(() => setPhase(id, "active"), 10);
      timers.current.set(id, setTimeout(() => remove(id), TOAST_TIMEOUT_MS));
    },
    [remove, setPhase],
  );

  const extend = (id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.set(id, setTimeout(() => remove(id), TOAST_EXTENDED_MS));
  };

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ShowToast.Provider value={show}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <button key={toast.id} type="button" className={styles.toast} data-phase={toast.phase} onClick={() => remove(toast.id)} onMouseLeave={() => extend(toast.id)}>
            {toast.text}
          </button>
        ))}
      </div>
    </ShowToast.Provider>
  );
}
