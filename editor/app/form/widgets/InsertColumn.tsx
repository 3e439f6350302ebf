import type { RefObject } from "react";
import { t } from "../../strings.ts";

/** `text` with `{{row.<column>}}` put where the cursor of `field` is (at the end when it has never been focused). */
export function withColumn(text: string, column: string, start?: number, end?: number): string {
  const token = `{{row.${column}}}`;
  const from = start ?? text.length;
  return text.slice(0, from) + token + text.slice(end ?? from);
}

/**
 * In a collection's template page, the list of the collection's columns beside a text field: choosing one puts its
 * `{{row.…}}` at the field's cursor, so the marketer picks a column by name and never types the syntax.
 */
export function InsertColumn({
  columns,
  label,
  field,
  text,
  onInsert,
}: {
  columns: string[];
  label: string;
  field: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  text: string;
  onInsert: (text: string, cursor: number) => void;
}) {
  return (
    <select
      className="input input--insert-column"
      aria-label={t.insertColumnIn(label)}
      value=""
      onChange={(event) => {
        const column = event.target.value;
        if (!column) return;
        const element = field.current;
        const start = element?.selectionStart ?? undefined;
        const next = withColumn(text, column, start, element?.selectionEnd ?? undefined);
        onInsert(next, (start ?? text.length) + `{{row.${column}}}`.length);
      }}
    >
      <option value="">{t.insertColumn}</option>
      {columns.map((column) => (
        <option key={column} value={column}>
          {column}
        </option>
      ))}
    </select>
  );
}
