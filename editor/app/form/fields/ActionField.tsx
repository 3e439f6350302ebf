import type { FieldProps, RJSFSchema } from "@rjsf/utils";
import { t } from "../../strings.ts";
import { useEditorResources } from "../EditorContext.tsx";
import { GroupExtraProvider } from "../templates/GroupExtra.tsx";
import { defaultFields } from "./defaultFields.ts";

/** A button's destinations: exactly one of them is used (the validator checks it). */
const DESTINATIONS = [
  { key: "chat", label: t.destinationChat },
  { key: "to", label: t.destinationRoute },
  { key: "href", label: t.destinationAddress },
] as const;
const KEYS: readonly string[] = DESTINATIONS.map((destination) => destination.key);

/**
 * A button (`label` and one of `chat`, `to`, `href`): where it leads is a choice between the three, and only the
 * chosen destination's field is shown.
 */
export function ActionField(props: FieldProps) {
  const { schema, formData, onChange, fieldPathId, disabled, readonly } = props;
  const { links, addLink } = useEditorResources();
  // site.json's buttons lead to a page or an address only (a chat link belongs to a page).
  const destinations = addLink ? DESTINATIONS : DESTINATIONS.filter(({ key }) => key !== "chat");
  const action = (formData ?? {}) as Record<string, unknown>;
  const current = KEYS.find((key) => action[key] !== undefined);
  const choose = (key: string) => {
    const kept = Object.fromEntries(Object.entries(action).filter(([name]) => !KEYS.includes(name)));
    onChange({ ...kept, [key]: key === "chat" ? (Object.keys(links)[0] ?? "") : "" }, fieldPathId.path);
  };
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([name]) => !KEYS.includes(name) || name === current),
  );
  const chooser = (
    <fieldset className="choice">
      <legend className="choice__legend">{t.destination}</legend>
      {destinations.map(({ key, label }) => (
        <label key={key} className="choice__option">
          <input
            type="radio"
            name={`${fieldPathId.$id}-destino`}
            checked={current === key}
            onChange={() => choose(key)}
            disabled={disabled || readonly}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
  const ObjectField = defaultFields.ObjectField;
  return (
    <GroupExtraProvider value={chooser}>
      <ObjectField {...props} schema={{ ...schema, properties } as RJSFSchema} />
    </GroupExtraProvider>
  );
}
