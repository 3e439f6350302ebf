import classNames from "classnames";
import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./modal.module.css";

/** The shared modal sizes (spec: small, medium, large, extra large, full screen). */
export type ModalSize = "sm" | "md" | "lg" | "xl" | "fullscreen";

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the browser moves focus in, keeps it inside and returns it to the
 * trigger on close. As the spec's preset says, the backdrop is static and Escape does not close it — a stray
 * key must never throw away what the visitor typed — so the visible close button is the way out.
 */
export function Modal({ open, title, closeLabel, onClose, size = "md", children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    } else if (!open && element.open) {
      if (typeof element.close === "function") element.close();
      else element.removeAttribute("open");
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={classNames(styles.dialog, styles[size])}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
    >
      {open && (
        <div className={styles.content}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <X aria-hidden="true" />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
