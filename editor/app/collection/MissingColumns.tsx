import { t } from "../strings.ts";

/**
 * Above the table: each column the template's texts use that the rows lack, with the button that adds it (empty in
 * every row, to be filled in), so the pages never show a text without its data.
 */
export function MissingColumns({ missing, onAdd }: { missing: string[]; onAdd: (column: string) => void }) {
  if (missing.length === 0) return null;
  return (
    <ul className="missing-columns" aria-label={t.missingColumnsHeading}>
      {missing.map((column) => (
        <li key={column} className="notice">
          <span>{t.templateNeedsColumn(column)}</span>{" "}
          <button type="button" className="button button--small" onClick={() => onAdd(column)}>
            {t.addColumnNamed(column)}
          </button>
        </li>
      ))}
    </ul>
  );
}
