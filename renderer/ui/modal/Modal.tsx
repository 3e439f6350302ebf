import classNames from "classnames";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { afterNextPaint } from "../afterNextPaint.ts";
import { Icon } from "../Icon.tsx";
import { focusables, wrapTab } from "./focusables.ts";
import styles from "./modal.module.css";

/** The shared modal sizes: small, medium, large, extra large, full screen. */
export type ModalSize = "sm" | "md" | "lg" | "xl" | "fullscreen";

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  title: string;
  /** Accessible name of the (icon) close button. */
  closeLabel: string;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
}

type OpenModalProps = Omit<ModalProps, "open"> & { size: ModalSize };

/**
 * The shared modal dialog, on the native <dialog> (top layer, page behind it inert), mounted only while open
 * so that each opening starts fresh.
 *
 * It follows the WAI-ARIA dialog pattern: Escape closes it, as does the labelled close button in its header; focus
 * goes to the first control of the content, Tab wraps inside the dialog, and focus returns to whatever opened it.
 * The backdrop is static (a click outside does nothing), so a stray click never throws away what was typed.
 */
export function Modal({ open, size = "md", ...rest }: ModalProps) {
  return open ? <OpenModal size={size} {...rest} /> : null;
}

function OpenModal({ title, closeLabel, onClose, size, children }: OpenModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Read while rendering, before anything inside (an autoFocus field) can take the focus.
  const [opener] = useState(() =>
    typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useLayoutEffect(() => {
    const element = dialog.current!;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const focusFirst = () => (focusables(body.current!)[0] ?? focusables(element)[0])?.focus();
    let cancelModal = () => {};
    if (typeof element.showModal === "function" && typeof element.show === "function") {
      // A modal dialog makes the rest of the page inert, which restyles every element of it: on a slow phone that
      // delayed the tap's frame by as long again. The dialog shows at once, placed and dimmed as a modal one
      // (modal.module.css), and becomes modal once that frame is painted; Tab and Escape are handled meanwhile.
      element.show();
      cancelModal = afterNextPaint(() => {
        if (!element.open) return;
        const focused = element.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
        element.close();
        element.showModal();
        (focused ?? focusables(element)[0])?.focus();
      });
    } else element.setAttribute("open", ""); // jsdom, very old browsers: shown, without the top layer
    focusFirst();
    return () => {
      cancelModal();
      root.style.overflow = overflow;
      if (typeof element.close === "function" && element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      // Closed through React state, as the close button does: cancelling the key stops the browser's own close.
      event.preventDefault();
      onClose();
      return;
    }
    wrapTab(event.currentTarget, event);
  };

  return (
    <dialog
      ref={dialog}
      className={classNames(styles.dialog, styles[size])}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      // A close request without the key (a phone's back gesture) closes it the same way.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Should a browser close it anyway (e.g. its own anti-abuse rule for repeated Escape), keep state in step.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
    >
      <div className={styles.content}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} title={closeLabel}>
            <Icon name="x" strokeWidth={2} />
          </button>
        </header>
        <div ref={body} className={styles.body}>
          {children}
        </div>
      </div>
    </dialog>
  );
}
