import { useEffect, useId, useRef, useState } from "react";
import type { ChatLink } from "../../../../schema/generated/page.ts";
import { t } from "../../strings.ts";
import { LabelledField } from "../../ui/LabelledField.tsx";

const LINK_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** A small form that declares a chat link: its name and the message the visitor sends. */
export function NewLinkForm({
  taken,
  onAdd,
  onCancel,
}: {
  taken: string[];
  onAdd: (name: string, link: ChatLink) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState("");
  // The form opens on a click on "Novo link de chat": its first field takes the focus.
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const add = () => {
    if (!LINK_NAME.test(name)) return setError(t.newLinkNameInvalid);
    if (taken.includes(name)) return setError(t.newLinkNameTaken(name));
    if (!message.trim()) return setError(t.newLinkEmpty);
    onAdd(name, { message });
  };
  return (
    <div className="inline-form" role="group" aria-labelledby={`${id}-heading`}>
      <p className="inline-form__heading" id={`${id}-heading`}>
        {t.newLinkHeading}
      </p>
      <LabelledField id={`${id}-name`} label={t.newLinkName} help={t.keyHelp}>
        <input
          className="input"
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={`${id}-name-help`}
          ref={nameInput}
        />
      </LabelledField>
      <LabelledField id={`${id}-message`} label={t.newLinkMessage} help={t.newLinkMessageHelp}>
        <textarea
          className="input input--text"
          id={`${id}-message`}
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${id}-message-help`}
        />
      </LabelledField>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary button--small" onClick={add}>
          {t.addLink}
        </button>
        <button type="button" className="button button--small" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
