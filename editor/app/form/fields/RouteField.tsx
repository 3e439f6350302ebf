import type { FieldProps } from "@rjsf/utils";
import { useDescribedBy } from "../templates/DescribedBy.tsx";
import { clearedValue } from "../widgets/TextWidget.tsx";

/** The id of the list of the site's routes the route fields suggest (rendered once by the page editor). */
export const ROUTES_LIST_ID = "rotas-do-site";

/** The list of routes the route fields suggest, rendered once by the screen that shows them. */
export function RoutesList({ routes }: { routes: string[] }) {
  return (
    <datalist id={ROUTES_LIST_ID}>
      {routes.map((route) => (
        <option key={route} value={route} />
      ))}
    </datalist>
  );
}

/** A route of the site (`to`): typed, with the site's routes (and #anchors) offered as suggestions. */
export function RouteField({ fieldPathId, formData, onChange, required, disabled, readonly, rawErrors }: FieldProps) {
  const describedBy = useDescribedBy();
  return (
    <input
      className="input"
      type="text"
      id={fieldPathId.$id}
      list={ROUTES_LIST_ID}
      value={typeof formData === "string" ? formData : ""}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value || clearedValue(required), fieldPathId.path)}
    />
  );
}
