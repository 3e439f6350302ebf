import { useState } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { isMoney } from "../../../../model/schemaKeywords.ts";
import { formatBRL } from "../../../../renderer/ui/formatBRL.ts";
import { t } from "../../strings.ts";
import { formatBrazilianNumber, parseBrazilianNumber, type NumberRules } from "../brazilianNumber.ts";
import { useDescribedBy } from "../templates/DescribedBy.tsx";

/** The text being typed, the stored value it stands for, and why it was refused (if it was). */
interface Draft {
  text: string;
  standsFor: unknown;
  refusal?: string;
}

/** How the schema lets this field's number be typed (money by the `x-currency` keyword, decision 034). */
function rulesOf(schema: WidgetProps["schema"]): NumberRules {
  return {
    integer: schema.type === "integer",
    money: isMoney(schema),
    nonNegative: typeof schema.minimum === "number" && schema.minimum >= 0,
  };
}

/** A stored value as the field shows it; a value that is not a number (a hand-edited "49,99") is shown as it is. */
function shown(value: unknown, rules: NumberRules): string {
  if (typeof value === "number") return formatBrazilianNumber(value, rules.money);
  return value === undefined || value === null ? "" : String(value);
}

/**
 * A number field written the Brazilian way ("1.234,50"), in a text input: an `<input type="number">` in a pt-BR
 * browser shows nothing for 49.99 and reads "49,90" as 4990. What is typed is read as it is typed and stored as a
 * JSON number; a text that is not one (a minus sign in a price, three decimals in reais) is refused on the spot, with
 * what to write instead, and the stored value stays as it was. Amounts in reais show "R$" before the figure and
 * how the site will show them.
 */
export function NumberWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  schema,
  rawErrors,
}: WidgetProps) {
  const rules = rulesOf(schema);
  const [draft, setDraft] = useState<Draft>(() => ({ text: shown(value, rules), standsFor: value }));
  // The value changed elsewhere (undo, a reload, another field's edit): the field shows it, and drops its refusal.
  if (!Object.is(draft.standsFor, value)) setDraft({ text: shown(value, rules), standsFor: value });
  const refusalId = `${id}__refusal`;
  const priceId = `${id}__price`;
  const inReais = rules.money && typeof value === "number";
  const describedBy = useDescribedBy(draft.refusal !== undefined && refusalId, inReais && priceId);

  const type = (text: string) => {
    const parsed = parseBrazilianNumber(text, rules);
    if (parsed.kind === "refused") {
      const refusal = `${t.numberRefused[parsed.reason]} ${t.numberKept(shown(value, rules))}`;
      setDraft({ text, standsFor: value, refusal });
      return;
    }
    const next = parsed.kind === "number" ? parsed.value : undefined;
    setDraft({ text, standsFor: next });
    onChange(next);
  };
  // Once the person leaves the field, an accepted number takes its usual form ("49,9" → "49,90").
  const leave = () => {
    if (draft.refusal === undefined && typeof value === "number")
      setDraft({ text: shown(value, rules), standsFor: value });
    onBlur(id, value);
  };

  const input = (
    <input
      className="input input--number"
      type="text"
      id={id}
      value={draft.text}
      inputMode={rules.integer ? "numeric" : "decimal"}
      autoComplete="off"
      spellCheck={false}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={draft.refusal !== undefined || rawErrors?.length ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => type(event.target.value)}
      onBlur={leave}
      onFocus={() => onFocus(id, value)}
    />
  );
  return (
    <>
      {rules.money ? (
        <span className="number-input">
          <span className="number-input__prefix" aria-hidden="true">
            R$
          </span>
          {input}
        </span>
      ) : (
        input
      )}
      <p className="field__note field__note--over" id={refusalId} aria-live="polite">
        {draft.refusal}
      </p>
      {inReais && (
        <p className="field__note" id={priceId}>
          {t.priceAs(formatBRL(value))}
        </p>
      )}
    </>
  );
}
