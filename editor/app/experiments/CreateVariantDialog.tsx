import { useCallback, useId, useState, type FormEvent } from "react";
import type { ExperimentGoal } from "../../shared/experiments.ts";
import { useAnswer } from "../review/useAnswer.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { ModalDialog } from "../ui/ModalDialog.tsx";
import { SubmitOrCancel } from "../ui/SubmitOrCancel.tsx";
import { experimentApi } from "./experimentApi.ts";
import { learnTests } from "./learnTests.ts";
import { x } from "./experimentStrings.ts";

const GOALS: readonly ExperimentGoal[] = ["chat", "lead", "either"];

/**
 * "Criar variante" on a page: the goal of the page's first test (the one it can reach already chosen), or a word that
 * the variant joins the page's test. The server copies the page; `onCreated` gets the variant's page name to open.
 */
export function CreateVariantDialog({
  page,
  title,
  onCreated,
  onClose,
}: {
  page: string;
  title: string;
  onCreated: (variantPage: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const read = useCallback(() => experimentApi.goals(page), [page]);
  const { value: goals, failure } = useAnswer(read);
  const [chosen, setChosen] = useState<ExperimentGoal>();
  const [error, setError] = useState("");
  const goal = chosen ?? goals?.suggested ?? "either";
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await experimentApi.createVariant(page, goal);
    if (answer.ok) {
      // The test may be new: the editor learns it, so that the variant is named by its test's page.
      await learnTests();
      onCreated(answer.value.page);
    } else setError(answer.refusal.reason === "invalid" ? x.problems : answer.refusal.message);
  };
  return (
    <ModalDialog heading={`${id}-heading`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-heading`}>{x.createHeading(title)}</h2>
        <p>{x.createIntro}</p>
        {goals?.test ? (
          <p>{x.joinIntro(goals.test)}</p>
        ) : (
          <LabelledField id={`${id}-goal`} label={x.goalField} help={x.goalHelp}>
            <select
              className="input"
              id={`${id}-goal`}
              value={goal}
              onChange={(event) => setChosen(event.target.value as ExperimentGoal)}
              aria-describedby={`${id}-goal-help`}
              disabled={!goals}
            >
              {GOALS.map((each) => (
                <option key={each} value={each}>
                  {x.goals[each]}
                  {goals && !goals.reachable.includes(each) ? x.goalUnreachable : ""}
                </option>
              ))}
            </select>
          </LabelledField>
        )}
        {(error || failure) && (
          <p className="form-error" role="alert">
            {error || failure}
          </p>
        )}
        <SubmitOrCancel submitLabel={x.createVariant} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
