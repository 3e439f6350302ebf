import type { PageStart } from "../../shared/api.ts";

const COPY = "copia:";

/**
 * A start as the value of an option of the dialog's list. A copy's value carries a prefix, so that a page named
 * `empty` or `template` is never taken for the empty page or the template.
 */
export function startValue(start: PageStart): string {
  return start.kind === "copy" ? `${COPY}${start.page}` : start.kind;
}

/** The start an option's value stands for (the inverse of {@link startValue}). */
export function startOfValue(value: string): PageStart {
  if (value.startsWith(COPY)) return { kind: "copy", page: value.slice(COPY.length) };
  return value === "empty" ? { kind: "empty" } : { kind: "template" };
}
