import type { ExperimentGoal, ExperimentSummary } from "../../shared/experiments.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { pageHref } from "./experimentAddress.ts";
import { x } from "./experimentStrings.ts";
import { typedWeight, weightsProblem } from "./weights.ts";

const GOALS: readonly ExperimentGoal[] = ["chat", "lead", "either"];

/** A test's fields as its screen edits them. */
export interface ExperimentFields {
  name: string;
  goal: ExperimentGoal;
  weights: number[];
  start: string;
  end: string;
}

/** Whether the fields can be saved: weights adding up to 100, an end not before the start. */
export function fieldsProblem(fields: ExperimentFields): string | undefined {
  const { sum, problem } = weightsProblem(fields.weights);
  if (problem) return x.weightsWrong(sum);
  if (fields.start && fields.end && fields.end < fields.start) return x.endBeforeStart;
  return undefined;
}

/** A test's name, goal, variants' weights (with their sum) and dates; each variant but the original opens to edit. */
export function ExperimentForm({
  summary,
  fields,
  onChange,
}: {
  summary: ExperimentSummary;
  fields: ExperimentFields;
  onChange: (fields: ExperimentFields) => void;
}) {
  const change = (part: Partial<ExperimentFields>) => onChange({ ...fields, ...part });
  const { sum, problem } = weightsProblem(fields.weights);
  return (
    <>
      <LabelledField id="teste-nome" label={x.nameField} help={x.nameHelp}>
        <input
          className="input"
          id="teste-nome"
          value={fields.name}
          maxLength={120}
          onChange={(event) => change({ name: event.target.value })}
          aria-describedby="teste-nome-help"
        />
      </LabelledField>
      <LabelledField id="teste-objetivo" label={x.goalField} help={x.goalHelp}>
        <select
          className="input"
          id="teste-objetivo"
          value={fields.goal}
          onChange={(event) => change({ goal: event.target.value as ExperimentGoal })}
          aria-describedby="teste-objetivo-help"
        >
          {GOALS.map((goal) => (
            <option key={goal} value={goal}>
              {x.goals[goal]}
            </option>
          ))}
        </select>
      </LabelledField>
      <fieldset className="field">
        <legend className="field__label">{x.weightsHeading}</legend>
        {summary.variants.map((variant, index) => (
          <div key={variant.name} className="field">
            <label className="field__label" htmlFor={`teste-peso-${variant.name}`}>
              {x.weightField(variant.name)}
            </label>
            <input
              className="input"
              id={`teste-peso-${variant.name}`}
              type="number"
              min={0}
              max={100}
              step={1}
              value={fields.weights[index] ?? 0}
              onChange={(event) =>
                change({
                  weights: fields.weights.map((weight, at) =>
                    at === index ? typedWeight(event.target.value) : weight,
                  ),
                })
              }
            />{" "}
            <a className="button button--small" href={pageHref(variant.page ?? summary.page)}>
              {variant.page ? x.editVariant(variant.name) : x.openPage}
            </a>
          </div>
        ))}
        <p className="field__help" aria-live="polite">
          {x.weightsSum(sum)}
        </p>
        {problem && (
          <p className="form-error" role="alert">
            {x.weightsWrong(sum)}
          </p>
        )}
      </fieldset>
      <DateField
        id="teste-inicio"
        label={x.startField}
        help={x.startHelp}
        value={fields.start}
        onChange={(start) => change({ start })}
      />
      <DateField
        id="teste-fim"
        label={x.endField}
        help={x.endHelp}
        value={fields.end}
        onChange={(end) => change({ end })}
      />
    </>
  );
}

/** One end of the test's period: a date input with its label and help. */
function DateField({
  id,
  label,
  help,
  value,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledField id={id} label={label} help={help}>
      <input
        className="input"
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-help`}
      />
    </LabelledField>
  );
}
