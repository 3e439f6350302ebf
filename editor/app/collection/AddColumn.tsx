import { useId, useState, type FormEvent } from "react";
import collectionSchema from "../../../schema/collection.schema.json";
import { t } from "../strings.ts";
import { LabelledField } from "../ui/LabelledField.tsx";

/** The schema's rule for a column's name (a row field's key). */
const COLUMN_NAME = new RegExp(collectionSchema.properties.rows.items.propertyNames.pattern);

/** Names a new column, by the schema's rule for row fields and unlike the table's columns. */
export function AddColumn({ columns, onAdd }: { columns: string[]; onAdd: (column: string) => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const column = name.trim();
    const problem = !COLUMN_NAME.test(column)
      ? t.columnNameInvalid
      : columns.includes(column)
        ? t.columnNameTaken(column)
        : undefined;
    setError(problem);
    if (problem) return;
    onAdd(column);
    setName("");
  };
  return (
    <form className="add-column" onSubmit={submit} noValidate>
      <LabelledField id={`${id}-name`} label={t.newColumnName} help={t.newColumnHelp}>
        <input
          id={`${id}-name`}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-name-help${error ? ` ${id}-error` : ""}`}
          onChange={(event) => setName(event.target.value)}
        />
      </LabelledField>
      {error && (
        <p className="form-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button">
        {t.addColumn}
      </button>
    </form>
  );
}
