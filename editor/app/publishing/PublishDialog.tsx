import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { t } from "../strings.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { ModalDialog } from "../ui/ModalDialog.tsx";
import { SubmitOrCancel } from "../ui/SubmitOrCancel.tsx";

/**
 * Asks for the message a publication is recorded with, pre-filled with `suggested`, and says first when earlier
 * publications have not reached the site yet.
 */
export function PublishDialog({
  file,
  intro,
  suggested,
  pending = [],
  onPublish,
  onClose,
}: {
  file: string;
  intro: string;
  suggested: string;
  /** Sentences on earlier publications not yet on the site (publishOutcome.ts's pendingDeliveries). */
  pending?: string[];
  onPublish: (message: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [message, setMessage] = useState(suggested);
  const field = useRef<HTMLInputElement>(null);
  // The message is what the dialog asks for: the cursor starts there, with the suggestion selected to type over.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim()) onPublish(message.trim());
  };
  return (
    <ModalDialog heading={`${id}-heading`} onClose={onClose}>
      <form onSubmit={submit}>
        <h2 id={`${id}-heading`}>{t.publishHeading(file)}</h2>
        <p className="field__help">{intro}</p>
        {pending.length > 0 && (
          <div className="refusal" role="status">
            {pending.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <LabelledField id={`${id}-message`} label={t.publishMessage} help={t.publishMessageHelp}>
          <input
            className="input"
            id={`${id}-message`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-describedby={`${id}-message-help`}
            maxLength={500}
            required
            ref={field}
          />
        </LabelledField>
        <SubmitOrCancel submitLabel={t.publish} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
