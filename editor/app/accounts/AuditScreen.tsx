import { useEffect, useState } from "react";
import type { AuditLine } from "../../shared/accounts.ts";
import { learnNames } from "../session/learnNames.ts";
import { auditSubject } from "./auditSubject.ts";
import { AccountScreenBar } from "./AccountScreenBar.tsx";
import { accountsApi } from "./accountsApi.ts";
import { brasiliaTime } from "./brasiliaTime.ts";
import { a } from "./strings.ts";

type Loaded = { state: "loading" } | { state: "refused"; message: string } | { state: "done"; lines: AuditLine[] };

/** "Registro de atividades": who did what, to what and when (Brasília time), newest first. */
export function AuditScreen({ onBack }: { onBack: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    let current = true;
    // The log names documents by their titles: those are learned first (the names stay files if they cannot be).
    const names = learnNames().catch(() => undefined);
    void Promise.all([accountsApi.audit(), names]).then(([answer]) => {
      if (current)
        setLoaded(answer.ok ? { state: "done", lines: answer.value } : { state: "refused", message: answer.message });
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <>
      <AccountScreenBar title={a.auditHeading} onBack={onBack} />
      <main className="panes__single" id="conteudo">
        <p className="field__help">{a.auditIntro}</p>
        {loaded.state === "loading" && <p role="status">{a.loadingAudit}</p>}
        {loaded.state === "refused" && (
          <p className="form-error" role="alert">
            {loaded.message}
          </p>
        )}
        {loaded.state === "done" && loaded.lines.length === 0 && <p>{a.emptyAudit}</p>}
        {loaded.state === "done" && loaded.lines.length > 0 && (
          <table className="table">
            <caption className="sr-only">{a.auditHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{a.columnWhen}</th>
                <th scope="col">{a.columnWho}</th>
                <th scope="col">{a.columnWhat}</th>
                <th scope="col">{a.columnSubject}</th>
                <th scope="col">{a.columnDetail}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.lines.map((line, index) => {
                const { date, time } = brasiliaTime(line.at);
                return (
                  <tr key={index}>
                    <td>
                      <time dateTime={new Date(line.at).toISOString()}>{a.at(date, time)}</time>
                    </td>
                    <td>{line.who}</td>
                    <td>{line.action}</td>
                    <td>{auditSubject(line.subject)}</td>
                    <td>{line.detail}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </main>
    </>
  );
}
