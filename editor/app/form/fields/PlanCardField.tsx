import type { FieldProps, RJSFSchema } from "@rjsf/utils";
import { blankValue } from "../../page/blankValue.ts";
import { t } from "../../strings.ts";
import { LabelledField } from "../../ui/LabelledField.tsx";
import { useEditorResources } from "../EditorContext.tsx";
import { withOwnCondition } from "../heldConditions.ts";
import { GroupExtraProvider } from "../templates/GroupExtra.tsx";
import { defaultFields } from "./defaultFields.ts";

/** The card's own property that names one of the site's plans. */
const SITE_PLAN = "plan";
/** What a card keeps whether it shows a plan of the site or its own: its button. */
const OWN_BUTTON = "action";

/**
 * A plans block's card: one of the site's plans chosen by its name (its name, price and benefits come from the site's
 * settings, so only the card's button is asked for) or a plan written in the card. Choosing one or the other replaces
 * the card's details and keeps its button.
 */
export function PlanCardField(props: FieldProps) {
  const { schema, formData, onChange, fieldPathId, disabled, readonly } = props;
  const { plans = [] } = useEditorResources();
  const card = (formData ?? {}) as Record<string, unknown>;
  const chosen = typeof card[SITE_PLAN] === "string" ? (card[SITE_PLAN] as string) : "";
  const button = card[OWN_BUTTON] === undefined ? {} : { [OWN_BUTTON]: card[OWN_BUTTON] };
  const choose = (id: string) => {
    const details = id ? { [SITE_PLAN]: id } : (blankValue(schema, undefined) as object);
    onChange({ ...details, ...button }, fieldPathId.path);
  };
  const shown = Object.entries(schema.properties ?? {}).filter(([name]) =>
    chosen ? name === OWN_BUTTON : name !== SITE_PLAN,
  );
  const id = `${fieldPathId.$id}_${SITE_PLAN}`;
  const chooser = (
    <LabelledField id={id} label={t.sitePlan} help={t.sitePlanHelp}>
      <select
        className="input"
        id={id}
        value={chosen}
        onChange={(event) => choose(event.target.value)}
        disabled={disabled || readonly}
        aria-describedby={`${id}-help`}
      >
        <option value="">{t.ownPlan}</option>
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
        {chosen && !plans.some((plan) => plan.id === chosen) && <option value={chosen}>{t.missingPlan}</option>}
      </select>
    </LabelledField>
  );
  // Drawn without its condition: the fields shown are already the chosen branch's, and so are the required ones.
  const { if: _if, then: _then, else: written, ...drawn } = withOwnCondition(schema);
  const required = chosen ? [] : ((written as RJSFSchema | undefined)?.required ?? drawn.required);
  const ObjectField = defaultFields.ObjectField;
  return (
    <GroupExtraProvider value={chooser}>
      <ObjectField {...props} schema={{ ...drawn, properties: Object.fromEntries(shown), required } as RJSFSchema} />
    </GroupExtraProvider>
  );
}
