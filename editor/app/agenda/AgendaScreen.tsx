import { useCallback } from "react";
import { brasiliaDateTime } from "../../shared/brasiliaTime.ts";
import { documentName } from "../../shared/documentName.ts";
import type { ScheduledItem } from "../../shared/schedule.ts";
import { r } from "../review/reviewStrings.ts";
import { serviceApi } from "../review/serviceApi.ts";
import { ServiceScreenBar } from "../review/ServiceScreenBar.tsx";
import { refusalText, useAnswer } from "../review/useAnswer.ts";

const FILES = { page: "pages/", collection: "collections/", site: "" } as const;
const fileOf = (item: ScheduledItem) => (item.kind === "site" ? "site.json" : `${FILES[item.kind]}${item.name}.json`);

/** One line of the agenda: what, which document, when (Brasília time), by whom. */
const itemText = (item: ScheduledItem) =>
  r.agendaItem(
    item.action === "publish" ? r.actionPublish : r.actionUnpublish,
    documentName(fileOf(item)),
    brasiliaDateTime(item.dueAt),
    item.by,
  );

/** "Agenda": what is scheduled (Publishers cancel it here) and what was done, with its outcome. */
export function AgendaScreen({ mayPublish }: { mayPublish: boolean }) {
  const read = useCallback(() => serviceApi.agenda(), []);
  const { value: agenda, failure, setFailure, reload } = useAnswer(read);
  const pending = (agenda ?? []).filter((item) => item.doneAt === null);
  const done = (agenda ?? []).filter((item) => item.doneAt !== null);
  const cancel = async (id: number) => {
    const answer = await serviceApi.cancelSchedule(id);
    if (!answer.ok) setFailure(refusalText(answer.refusal));
    await reload();
  };
  return (
    <>
      <ServiceScreenBar heading={r.agendaHeading} />
      <main className="panes__single service-screen" id="conteudo">
        {failure && (
          <p className="refusal" role="alert">
            {failure}
          </p>
        )}
        <h2>{r.agendaPending}</h2>
        {!mayPublish && <p className="field__help">{r.scheduleIsForPublishers}</p>}
        {pending.length === 0 ? (
          <p>{agenda ? r.agendaEmpty : r.loading}</p>
        ) : (
          <ul>
            {pending.map((item) => (
              <li key={item.id}>
                {itemText(item)}{" "}
                {mayPublish && (
                  <button type="button" className="button button--small" onClick={() => void cancel(item.id)}>
                    {r.cancel}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <h2>{r.agendaDone}</h2>
        {done.length === 0 ? (
          <p>{r.agendaNothingDone}</p>
        ) : (
          <ul>
            {done.map((item) => (
              <li key={item.id} className={item.ok ? undefined : "agenda__failed"}>
                {itemText(item)}: {item.outcome}
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
