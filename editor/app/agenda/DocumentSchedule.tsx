import { useCallback, useId, useState } from "react";
import { brasiliaDateTime } from "../../shared/brasiliaTime.ts";
import type { DocumentKindName, ScheduledAction } from "../../shared/schedule.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { r } from "../review/reviewStrings.ts";
import { serviceApi } from "../review/serviceApi.ts";
import { refusalText, useAnswer } from "../review/useAnswer.ts";

/**
 * A Publisher's agenda for one document: what is pending for it ("Publicação agendada para 28/11/2026 às 00:00 por
 * Bia", "Cancelar"), and "Agendar publicação" (or, for a page, "Tirar do ar em …") at a date and time in Brasília.
 */
export function DocumentSchedule({ kind, name }: { kind: DocumentKindName; name: string }) {
  const id = useId();
  const read = useCallback(() => serviceApi.agenda(), []);
  const { value: agenda, failure, setFailure, reload } = useAnswer(read);
  const [action, setAction] = useState<ScheduledAction>("publish");
  const [at, setAt] = useState("");
  const [message, setMessage] = useState("");
  const pending = (agenda ?? []).filter((item) => item.kind === kind && item.name === name && item.doneAt === null);
  const schedule = async () => {
    const answer = await serviceApi.schedule({ kind, name, action, at, message });
    if (!answer.ok) return setFailure(refusalText(answer.refusal));
    setAt("");
    setMessage("");
    await reload();
  };
  const cancel = async (item: number) => {
    const answer = await serviceApi.cancelSchedule(item);
    if (!answer.ok) setFailure(refusalText(answer.refusal));
    await reload();
  };
  return (
    <div className="document-tools__part">
      {pending.length > 0 && (
        <ul className="document-tools__list">
          {pending.map((item) => (
            <li key={item.id}>
              {(item.action === "publish" ? r.pendingPublish : r.pendingUnpublish)(
                brasiliaDateTime(item.dueAt),
                item.by,
              )}{" "}
              <button type="button" className="button button--small" onClick={() => void cancel(item.id)}>
                {r.cancel}
              </button>
            </li>
          ))}
        </ul>
      )}
      {kind === "page" && (
        <div className="segmented" role="group" aria-label={r.schedulePublish}>
          {(["publish", "unpublish"] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="segmented__option"
              aria-pressed={action === option}
              onClick={() => setAction(option)}
            >
              {option === "publish" ? r.schedulePublish : r.scheduleUnpublish}
            </button>
          ))}
        </div>
      )}
      <LabelledField id={`${id}-at`} label={`${r.scheduleWhen} (${r.brasiliaTime})`}>
        <input
          id={`${id}-at`}
          className="input"
          type="datetime-local"
          value={at}
          onChange={(event) => setAt(event.target.value)}
        />
      </LabelledField>
      {action === "publish" && (
        <LabelledField id={`${id}-message`} label={r.scheduleMessage}>
          <input
            id={`${id}-message`}
            className="input"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </LabelledField>
      )}
      <button type="button" className="button" onClick={() => void schedule()}>
        {action === "publish" ? r.schedulePublish : r.scheduleUnpublish.replace(" em …", "")}
      </button>
      {failure && (
        <p className="refusal" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
