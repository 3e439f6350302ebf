import { changeText, type FieldChange } from "../../shared/fieldChanges.ts";
import { t } from "../strings.ts";

/** Props of {@link FieldChangeList}. */
export interface FieldChangeListProps {
  changes: FieldChange[];
  /** What stands in for no change at all. */
  empty?: string;
}

/** Changes inside one of the document's blocks (or a collection's rows) share it as a heading. */
function groupOf(change: FieldChange): string | undefined {
  return typeof change.path[1] === "number" && change.place.length > 1 ? change.place[0] : undefined;
}

/** One change: where, then the old value struck out and the new one ("Preço: R$ 49,90 → R$ 59,90"). */
function ChangeLine({ change, skip }: { change: FieldChange; skip: number }) {
  if (change.kind !== "changed") return <>{changeText({ ...change, place: change.place.slice(skip) })}</>;
  return (
    <>
      {change.place.slice(skip).join(" › ")}:{" "}
      <span className="changes__before">
        <span className="sr-only">{t.changeBefore} </span>
        {change.before}
      </span>{" "}
      <span aria-hidden="true">→</span>{" "}
      <span className="changes__after">
        <span className="sr-only">{t.changeAfter} </span>
        {change.after}
      </span>
    </>
  );
}

/**
 * What changed in a document, by block and field, in Portuguese: the page's own fields first, then each block's
 * changes under its name. Used by the comparison of a conflict and by review.
 */
export function FieldChangeList({ changes, empty = t.compareNone }: FieldChangeListProps) {
  if (changes.length === 0) return <p>{empty}</p>;
  const groups: Array<{ name?: string; changes: FieldChange[] }> = [];
  for (const change of changes) {
    const name = groupOf(change);
    const last = groups[groups.length - 1];
    if (name !== undefined && last?.name === name) last.changes.push(change);
    else groups.push({ name, changes: [change] });
  }
  return (
    <ul className="changes">
      {groups.map((group, index) =>
        group.name === undefined || group.changes.length === 1 ? (
          group.changes.map((change, at) => (
            <li key={`${index}-${at}`}>
              <ChangeLine change={change} skip={0} />
            </li>
          ))
        ) : (
          <li key={index}>
            {group.name}
            <ul>
              {group.changes.map((change, at) => (
                <li key={at}>
                  <ChangeLine change={change} skip={1} />
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
}
