/**
 * What a merge or a choice kept, said by field in the marketer's words: the places of the changes each side brought
 * ("Título; Bloco 2 (Planos) › Plano 2 › Preço"), so that the message after a merge says exactly what stayed.
 */
import type { JsonSchema } from "../../shared/api.ts";
import { fieldChanges, placeOf } from "../../shared/fieldChanges.ts";
import type { Choice, MergeConflict } from "../../shared/mergeFields.ts";
import { t } from "../strings.ts";

const SHOWN = 3;

/** Places as one phrase: the first few, then how many more; "nenhum campo" when there is none. */
function placesText(places: string[][]): string {
  const names = [...new Set(places.map((place) => place.join(" › ") || "Documento"))];
  if (names.length === 0) return t.draftNothing;
  const shown = names.slice(0, SHOWN).join("; ");
  return names.length > SHOWN ? `${shown} ${t.draftMore(names.length - SHOWN)}` : shown;
}

/** The places where `after` differs from `before`. */
const changedPlaces = (schema: JsonSchema, before: unknown, after: unknown) =>
  placesText(fieldChanges(schema, before, after).map((change) => change.place));

/**
 * The message after the service merged a save with others' changes: whose changes stayed and where (`sent` against
 * `after`), and the person's own (`before` against `sent`).
 */
export function mergedMessage(
  schema: JsonSchema,
  who: string,
  merge: { before: Record<string, unknown>; sent: Record<string, unknown>; after: Record<string, unknown> },
): string {
  return t.draftMerged(
    who,
    changedPlaces(schema, merge.sent, merge.after),
    changedPlaces(schema, merge.before, merge.sent),
  );
}

/**
 * The message after the person chose, field by field: where their version stayed, and where the other's (`other`:
 * "a de Ana", "a do rascunho").
 */
export function chosenMessage(
  schema: JsonSchema,
  other: string,
  base: Record<string, unknown>,
  conflicts: MergeConflict[],
  choices: Readonly<Record<string, Choice>>,
): string {
  const places = (side: Choice) =>
    conflicts
      .filter((conflict) => (choices[conflict.key] ?? "mine") === side)
      .map((conflict) => placeOf(schema, base, conflict.path));
  const mine = places("mine");
  const theirs = places("theirs");
  const kept = [
    ...(mine.length ? [t.draftChosenMine(placesText(mine))] : []),
    ...(theirs.length ? [t.draftChosenTheirs(other, placesText(theirs))] : []),
  ];
  return kept.length ? t.draftChosen(kept) : t.draftJoined;
}
