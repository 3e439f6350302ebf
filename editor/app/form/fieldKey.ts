import type { FieldPathList } from "@rjsf/utils";

/** The last key of a field's path (its property name, or its index in a list); "" for a form's root. */
export function fieldKey(path: FieldPathList): string | number {
  return path.length ? path[path.length - 1]! : "";
}

/** A field's DOM id made safe for use in other ids (aria-describedby, error lists). */
export const describedBy = (id: string, parts: Array<string | false | undefined>) =>
  parts
    .filter(Boolean)
    .map((part) => `${id}__${part}`)
    .join(" ") || undefined;
