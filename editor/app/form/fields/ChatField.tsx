import { shownText } from "../../../shared/siteData.ts";
import { useEffect, useRef, useState } from "react";
import type { FieldProps } from "@rjsf/utils";
import { t } from "../../strings.ts";
import { useEditorResources, useFormBasePath } from "../EditorContext.tsx";
import { useDescribedBy } from "../templates/DescribedBy.tsx";
import { clearedValue } from "../widgets/TextWidget.tsx";
import { NewLinkForm } from "./NewLinkForm.tsx";

/** The start of a link's message, to tell links apart in the list (a link being written may have none yet). */
const shorten = (message: unknown) => {
  const text = typeof message === "string" ? shownText(message) : "";
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** A chat link name (`chat`, `floatingChat`): one of the page's `links`, or a new one declared here. */
export function ChatField({ fieldPathId, formData, onChange, required, disabled, readonly, rawErrors }: FieldProps) {
  const { links, addLink } = useEditorResources();
  const base = useFormBasePath();
  const [adding, setAdding] = useState(false);
  // Once a new link is declared, the focus goes back to the choice that now shows it (its form, which had it, is gone).
  const select = useRef<HTMLSelectElement>(null);
  const declared = useRef(false);
  useEffect(() => {
    if (adding || !declared.current) return;
    declared.current = false;
    select.current?.focus();
  }, [adding, formData]);
  const describedBy = useDescribedBy();
  const names = Object.keys(links);
  const value = typeof formData === "string" ? formData : "";
  return (
    <div className="reference-field">
      <div className="reference-field__row">
        <select
          className="input"
          id={fieldPathId.$id}
          ref={select}
          value={value}
          disabled={disabled || readonly}
          aria-invalid={rawErrors?.length ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value || clearedValue(required), fieldPathId.path)}
        >
          <option value="">{t.chooseLink}</option>
          {value && !names.includes(value) && <option value={value}>{t.undeclaredLink(value)}</option>}
          {names.map((name) => (
            <option key={name} value={name}>
              {`${name}: ${shorten(links[name]?.message)}`}
            </option>
          ))}
        </select>
        {addLink && (
          <button
            type="button"
            className="button button--small"
            aria-expanded={adding}
            onClick={() => setAdding(!adding)}
            disabled={disabled || readonly}
          >
            {t.newLink}
          </button>
        )}
      </div>
      {adding && addLink && (
        <NewLinkForm
          taken={names}
          onCancel={() => setAdding(false)}
          onAdd={(name, link) => {
            addLink(name, link, [...base, ...fieldPathId.path]);
            declared.current = true;
            setAdding(false);
          }}
        />
      )}
    </div>
  );
}
