import type { JsonSchema } from "../../shared/api.ts";
import { placeOf } from "../../shared/fieldChanges.ts";
import { isObject } from "../../shared/jsonValues.ts";
import type { Choice, MergeConflict } from "../../shared/mergeFields.ts";
import { schemaAtPath } from "../../shared/schemaAt.ts";
import { shownValue } from "../../shared/shownValue.ts";
import { t } from "../strings.ts";

/** Props of {@link ConflictChoices}. */
export interface ConflictChoicesProps {
  schema: JsonSchema;
  base: Record<string, unknown>;
  conflicts: MergeConflict[];
  choices: Record<string, Choice>;
  onChoose: (key: string, choice: Choice) => void;
  /** Who saved the other version ("A de Ana: …"); "A outra" when absent. */
  theirsName?: string;
}

/** One side of a conflict as its choice reads: the value, "removido", or a whole block kept with its changes. */
function sideText(schema: JsonSchema | undefined, value: unknown): string {
  if (value === undefined) return t.compareRemoved;
  return isObject(value) || Array.isArray(value) ? t.compareKept : shownValue(schema, value);
}

/**
 * Each field both versions changed differently, by its pt-BR name, with the two values side by side and a choice of
 * which stays (none chosen at first).
 */
export function ConflictChoices({ schema, base, conflicts, choices, onChoose, theirsName }: ConflictChoicesProps) {
  return (
    <section aria-labelledby="ambos-mudaram">
      <h3 id="ambos-mudaram">{t.compareBothChanged}</h3>
      <p>{t.compareBothChangedHelp}</p>
      {conflicts.map((conflict) => {
        const fieldSchema = schemaAtPath(schema, base, conflict.path);
        const name = `escolha-${conflict.key}`;
        return (
          <fieldset key={conflict.key} className="compare__choice">
            <legend>{placeOf(schema, base, conflict.path).join(" › ")}</legend>
            {(["mine", "theirs"] as const).map((side) => (
              <label key={side}>
                <input
                  type="radio"
                  name={name}
                  checked={choices[conflict.key] === side}
                  onChange={() => onChoose(conflict.key, side)}
                />{" "}
                {side === "mine"
                  ? t.compareKeepMine(sideText(fieldSchema, conflict.mine))
                  : theirsName
                    ? t.compareKeepTheirsOf(theirsName, sideText(fieldSchema, conflict.theirs))
                    : t.compareKeepTheirs(sideText(fieldSchema, conflict.theirs))}
              </label>
            ))}
          </fieldset>
        );
      })}
    </section>
  );
}
