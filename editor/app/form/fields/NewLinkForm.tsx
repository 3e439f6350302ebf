import { useEffect, useId, useRef, useState } from "react";
import type { ChatLink } from "../../../../schema/generated/page.ts";
import { chatLink } from "../../page/newChatLink.ts";
import { t } from "../../strings.ts";
import { LabelledField } from "../../ui/LabelledField.tsx";

const LINK_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
/** schema/page.schema.json's `chatLink.grupo`. */
const GRUPO = /^[A-Za-z0-9]{1,60}$/;

/**
 * A small form that declares a chat link: its name, the message the visitor sends and, under "Avançado", the group
 * the link service is asked for (none by default: a fixed link, which opens the chat with the message).
 */
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
  const [ownGrupo, setOwnGrupo] = useState<string>();
  const grupo = ownGrupo ?? "";
  const [error, setError] = useState("");
  const add = () => {
    if (!LINK_NAME.test(name)) return setError(t.newLinkNameInvalid);
    if (taken.includes(name)) return setError(t.newLinkNameTaken(name));
    if (!message.trim()) return setError(t.newLinkEmpty);
    if (grupo && !GRUPO.test(grupo)) return setError(t.newLinkGrupoInvalid);
    onAdd(name, chatLink(message, grupo));
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
      <details className="group__advanced">
        <summary>{t.advanced}</summary>
        <LabelledField id={`${id}-grupo`} label={t.newLinkGrupo} help={t.newLinkGrupoHelp}>
          <input
            className="input"
            id={`${id}-grupo`}
            value={grupo}
            maxLength={60}
            onChange={(event) => setOwnGrupo(event.target.value)}
            aria-describedby={`${id}-grupo-help`}
          />
        </LabelledField>
      </details>
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
