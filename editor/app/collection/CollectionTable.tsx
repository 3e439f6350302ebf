import { useId, type KeyboardEvent } from "react";
import collectionSchema from "../../../schema/collection.schema.json";
import type { Problem } from "../../shared/api.ts";
import { problemWords, type FieldSchema } from "../form/problemMessages.ts";
import { t } from "../strings.ts";
import { cellKey, type CellProblems } from "./cellProblems.ts";
import { SLUG, type Row } from "./spreadsheetPaste.ts";

/** Props of {@link CollectionTable}. */
export interface CollectionTableProps {
  name: string;
  page: string;
  rows: Row[];
  columns: string[];
  problems: CellProblems;
  onCell: (row: number, column: string, value: string) => void;
  onRemove: (row: number) => void;
}

const rowSchema = collectionSchema.properties.rows.items;

/** The schema of a column's cells: the slug's own, or any other field's. */
const columnSchema = (column: string): FieldSchema =>
  column === SLUG ? rowSchema.properties.slug : rowSchema.additionalProperties;

/** A problem as the editor words it, the column named by its title. */
function ProblemText({ problem, column, id }: { problem: Problem; column?: string; id: string }) {
  const words = problemWords(problem, column ? { title: column, schema: columnSchema(column) } : undefined);
  return (
    <p className="cell__problem" id={id}>
      {words.message} {words.hint}
    </p>
  );
}

/** Moves the focus to the same column of the row above or below (the arrows move between rows, as in a spreadsheet). */
function moveBetweenRows(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const cell = event.currentTarget.closest("td");
  const row = cell?.parentElement;
  const next = event.key === "ArrowDown" ? row?.nextElementSibling : row?.previousElementSibling;
  const target = next?.children[cell!.cellIndex]?.querySelector("input");
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * A collection's rows as a real table: a column per field (slug first), a header cell per column and per row, each
 * cell an input labelled by its column and row number, the validator's problems under the cells (and rows) they
 * are about.
 */
export function CollectionTable({ name, page, rows, columns, problems, onCell, onRemove }: CollectionTableProps) {
  const id = useId();
  return (
    <div className="rows-table__scroll">
      <table className="table rows-table">
        <caption className="rows-table__caption">{t.rowsCaption(name, page)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.rowNumber}</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {t.columnName(column)}
              </th>
            ))}
            <th scope="col">{t.columnActions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const rowProblems = problems.rows.get(index) ?? [];
            const rowProblemIds = rowProblems.map((_problem, at) => `${id}-r${index}-${at}`);
            return (
              <tr key={index} className={rowProblems.length ? "rows-table__row--invalid" : undefined}>
                <th scope="row">
                  {index + 1}
                  {rowProblems.map((problem, at) => (
                    <ProblemText key={at} problem={problem} id={rowProblemIds[at]!} />
                  ))}
                </th>
                {columns.map((column) => {
                  const cellProblems = problems.cells.get(cellKey(index, column)) ?? [];
                  const ids = cellProblems.map((_problem, at) => `${id}-c${index}-${column}-${at}`);
                  const describedBy = [...ids, ...(column === SLUG ? rowProblemIds : [])].join(" ");
                  return (
                    <td key={column} className={cellProblems.length ? "rows-table__cell--invalid" : undefined}>
                      <input
                        className="rows-table__input"
                        value={row[column] ?? ""}
                        aria-label={t.cellLabel(t.columnName(column), index + 1)}
                        aria-invalid={cellProblems.length > 0 || undefined}
                        aria-describedby={describedBy || undefined}
                        onChange={(event) => onCell(index, column, event.target.value)}
                        onKeyDown={moveBetweenRows}
                      />
                      {cellProblems.map((problem, at) => (
                        <ProblemText key={at} problem={problem} column={column} id={ids[at]!} />
                      ))}
                    </td>
                  );
                })}
                <td className="table__actions">
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={t.removeRow(index + 1)}
                    onClick={() => onRemove(index)}
                  >
                    {t.remove}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
