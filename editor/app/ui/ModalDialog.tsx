import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal `<dialog>` shown as soon as it is drawn: the browser keeps the focus inside and Esc calls `onClose`.
 * `heading` is the id of the element that names it.
 */
export function ModalDialog({
  heading,
  wide,
  onClose,
  children,
}: {
  heading: string;
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`dialog${wide ? " dialog--wide" : ""}`}
      aria-labelledby={heading}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
