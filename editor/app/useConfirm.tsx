import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { t } from "./strings.ts";

interface Question {
  message: ReactNode;
  confirmLabel: string;
  resolve: (answer: boolean) => void;
}

/** Asks a question; true when the user confirms. */
export type Confirm = (message: ReactNode, confirmLabel?: string) => Promise<boolean>;

/**
 * A confirmation asked in a modal dialog (keyboard and screen-reader friendly, Esc cancels):
 * `await confirm(message, label)` is true when the user confirms.
 */
export function useConfirm(): { confirm: Confirm; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const confirm = useCallback(
    (message: ReactNode, confirmLabel: string = t.confirm) =>
      new Promise<boolean>((resolve) => setQuestion({ message, confirmLabel, resolve })),
    [],
  );
  const answer = (value: boolean) => {
    question?.resolve(value);
    setQuestion(null);
  };
  return { confirm, dialog: question && <ConfirmDialog question={question} onAnswer={answer} /> };
}

function ConfirmDialog({ question, onAnswer }: { question: Question; onAnswer: (value: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  // The safe answer takes the focus, so Enter never confirms by accident.
  useEffect(() => {
    dialog.current?.showModal();
    cancel.current?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-describedby={`${id}-message`}
      aria-label={t.confirm}
      onCancel={() => onAnswer(false)}
    >
      <div id={`${id}-message`} className="dialog__message">
        {question.message}
      </div>
      <div className="button-row">
        <button type="button" className="button button--danger" onClick={() => onAnswer(true)}>
          {question.confirmLabel}
        </button>
        <button type="button" className="button" onClick={() => onAnswer(false)} ref={cancel}>
          {t.cancel}
        </button>
      </div>
    </dialog>
  );
}
