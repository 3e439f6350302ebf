import { useState } from "react";
import type { Answer } from "../api.ts";
import type { PublishResult } from "../../shared/api.ts";
import type { ReviewAsked } from "../../shared/review.ts";
import type { ExperimentStatus, ExperimentSummary } from "../../shared/experiments.ts";
import { publicationStatus, publicationWords } from "../../shared/publicationStatus.ts";
import { useMay } from "../accounts/AccountContext.tsx";
import type { Confirm } from "../useConfirm.tsx";
import { experimentApi } from "./experimentApi.ts";
import { x } from "./experimentStrings.ts";

/**
 * Iniciar, Pausar, Encerrar and "Encerrar e usar a variante X": each publishes at once for a person who may publish;
 * for an Editor each keeps the change as a draft and asks a Publisher to review it. Each needs a saved test. What the
 * server answers is said under them.
 */
export function ExperimentActions({
  summary,
  dirty,
  confirm,
  onPublished,
}: {
  summary: ExperimentSummary;
  dirty: boolean;
  confirm: Confirm;
  onPublished: () => void;
}) {
  const mayPublish = useMay("publish");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; lines: string[] }>();
  const { name, title, status } = summary;
  const run = async (send: () => Promise<Answer<PublishResult | ReviewAsked>>) => {
    setBusy(true);
    setOutcome(undefined);
    const answer = await send();
    setBusy(false);
    if (answer.ok) {
      const { value } = answer;
      const lines =
        "reviewAsked" in value ? [x.reviewAsked] : [x.published, ...publicationWords(publicationStatus(value))];
      setOutcome({ ok: true, lines });
      onPublished();
      return;
    }
    const { refusal } = answer;
    setOutcome({
      ok: false,
      lines:
        refusal.reason === "invalid"
          ? [x.problems, ...[...refusal.validation.problems, ...refusal.validation.others].map((p) => p.message)]
          : [refusal.message],
    });
  };
  const setStatus = (next: ExperimentStatus, message: string) =>
    void run(() => experimentApi.setStatus(name, { status: next, message }));
  const endWith = async (variant: string) => {
    if (!(await confirm(x.confirmWinner(variant, summary.pageTitle), x.endWith(variant)))) return;
    await run(() => experimentApi.endWith(name, { variant, message: x.messageWinner(title, variant) }));
  };
  const disabled = busy || dirty;
  return (
    <section aria-labelledby="teste-publicar">
      <h2 id="teste-publicar">{mayPublish ? x.actionsHeading : x.askHeading}</h2>
      <p className="field__help">{dirty ? x.saveFirst : mayPublish ? x.actionsHelp : x.mayNotPublish}</p>
      <div className="button-row">
        {status !== "running" && (
          <button
            type="button"
            className="button button--primary"
            disabled={disabled}
            onClick={() => setStatus("running", x.messageStart(title))}
          >
            {x.start}
          </button>
        )}
        {status === "running" && (
          <button
            type="button"
            className="button"
            disabled={disabled}
            onClick={() => setStatus("paused", x.messagePause(title))}
          >
            {x.pause}
          </button>
        )}
        {status !== "ended" && (
          <button
            type="button"
            className="button"
            disabled={disabled}
            onClick={() => setStatus("ended", x.messageEnd(title))}
          >
            {x.end}
          </button>
        )}
        {status !== "ended" &&
          summary.variants
            .filter((variant) => variant.page)
            .map((variant) => (
              <button
                key={variant.name}
                type="button"
                className="button"
                disabled={disabled}
                onClick={() => void endWith(variant.name)}
              >
                {x.endWith(variant.name)}
              </button>
            ))}
      </div>
      {outcome && (
        <div className={outcome.ok ? "notice" : "refusal"} role={outcome.ok ? "status" : "alert"}>
          {outcome.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </section>
  );
}
