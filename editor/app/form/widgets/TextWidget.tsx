import { useRef } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { t } from "../../strings.ts";
import { useTextHintId } from "../EditorContext.tsx";
import { savedText, shownText } from "../../../shared/siteData.ts";
import { savedRoute, shownRoute } from "../../../shared/shownRoute.ts";
import { TextTools } from "./TextTools.tsx";
import { useDescribedBy } from "../templates/DescribedBy.tsx";
import { NumberWidget } from "./NumberWidget.tsx";
import { definitionOf } from "../../../shared/definitionName.ts";

/** How a field shows its saved value, and how what is typed there is saved. */
interface FieldWords {
  shown: (saved: string) => string;
  saved: (shown: string) => string;
}
const TEXT_WORDS: FieldWords = { shown: shownText, saved: savedText };
const ROUTE_WORDS: FieldWords = { shown: shownRoute, saved: savedRoute };
const SAME_WORDS: FieldWords = { shown: (text) => text, saved: (text) => text };

/** A page's own address, which may have parameters (`/pagamento/:cnpj`). */
const isPageRoute = (schema: WidgetProps["schema"]) =>
  typeof schema.pattern === "string" && schema.pattern.includes("(:");

/** A formatted value that may be a piece of site data (an external address: `{{externalLinks.systemLogin}}`). */
const allowsSiteData = (schema: WidgetProps["schema"]) =>
  typeof schema.pattern === "string" && schema.pattern.includes("\\{\\{");

/** What a cleared field holds: "" when the field is required (the validator then says it is empty), nothing otherwise. */
export function clearedValue(required: boolean | undefined): string | undefined {
  return required ? "" : undefined;
}

/**
 * Text and number fields (numbers are {@link NumberWidget}'s). Free text gets a text area that grows as it is typed
 * (Enter does not break the line: config texts are one paragraph), shows the site's data it names by their labels
 * ("[Nome da marca]", saved as the config's placeholders) and has the "Destaque" and "Inserir dado do site" tools;
 * limited texts count their characters (a page title's 70, a description's 160).
 */
export function TextWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, schema, rawErrors, label } = props;
  const field = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const max = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
  // Free text grows over lines as it is typed; formatted values (routes, ids, addresses) stay on one line.
  const long = definitionOf(schema) === "Text" || (!schema.pattern && !schema.format);
  // Free text may use the syntax the form's note describes (its place never moves: no layout shift on focus).
  const hintId = useTextHintId();
  const describedBy = useDescribedBy(max !== undefined && `${id}__count`, long && hintId);
  if (schema.type === "number" || schema.type === "integer") return <NumberWidget {...props} />;
  const text = typeof value === "string" ? value : "";
  // Free text names the site's data by its labels, a page's address its parameters in words; other values are as saved.
  const words = long || allowsSiteData(schema) ? TEXT_WORDS : isPageRoute(schema) ? ROUTE_WORDS : SAME_WORDS;
  const shown = words.shown(text);
  const change = (next: string) => onChange(next === "" ? clearedValue(required) : words.saved(next));
  const common = {
    id,
    ref: field,
    value: shown,
    required,
    disabled: disabled || readonly,
    "aria-invalid": rawErrors?.length ? true : undefined,
    "aria-describedby": describedBy,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
    onBlur: (event: { target: { value: string } }) => onBlur(id, event.target.value),
    onFocus: (event: { target: { value: string } }) => onFocus(id, event.target.value),
  };
  return (
    <>
      {long ? (
        <textarea
          className="input input--text"
          rows={1}
          {...common}
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
        />
      ) : (
        <input className="input" type="text" {...common} />
      )}
      {long && !disabled && !readonly && <TextTools field={field} shown={shown} label={label} onEdit={change} />}
      {max !== undefined && (
        <p className={`field__note${text.length > max ? " field__note--over" : ""}`} id={`${id}__count`}>
          {t.characters(text.length, max)}
        </p>
      )}
    </>
  );
}
