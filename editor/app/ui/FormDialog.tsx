import { useEffect, useId, type FormEvent, type ReactNode, type RefObject } from "react";
import { ModalDialog } from "./ModalDialog.tsx";
import { SubmitOrCancel } from "./SubmitOrCancel.tsx";

/**
 * A modal dialog holding one form: its heading, the fields, the refusal read out, then the action and "Cancelar".
 * The cursor starts in `firstField`.
 */
export function FormDialog({
  heading,
  submitLabel,
  error,
  firstField,
  onSubmit,
  onClose,
  children,
}: {
  heading: string;
  submitLabel: string;
  /** What the server refused, in its words; empty when nothing is refused. */
  error: string;
  firstField: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  // Runs after the dialog has opened (a child's effect runs first), so the focus is not taken back.
  useEffect(() => firstField.current?.focus(), [firstField]);
  return (
    <ModalDialog heading={id} onClose={onClose}>
      <form onSubmit={onSubmit}>
        <h2 id={id}>{heading}</h2>
        {children}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <SubmitOrCancel submitLabel={submitLabel} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
