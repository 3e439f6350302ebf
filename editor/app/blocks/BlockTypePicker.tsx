import type { BlockType } from "../../shared/api.ts";
import { t } from "../strings.ts";
import { blockName } from "./blockLook.ts";
import { BlockThumbnail } from "./BlockThumbnail.tsx";

/** Props of {@link BlockTypePicker}. */
export interface BlockTypePickerProps {
  /** Names the radio group (unique in the page). */
  id: string;
  types: BlockType[];
  value: string;
  onChange: (type: string) => void;
}

/**
 * The block types to choose from, each by its pt-BR name and picture (what it is for is read by screen readers and
 * shown for the chosen one): a group of radio buttons (arrow keys move through it), sorted by name.
 */
export function BlockTypePicker({ id, types, value, onChange }: BlockTypePickerProps) {
  const named = types
    .map((type) => ({ type, name: blockName(type.schema, type.type) }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
  const chosen = types.find((type) => type.type === value);
  return (
    <fieldset className="block-types">
      <legend className="choice__legend">{t.blockType}</legend>
      <div className="block-types__grid">
        {named.map(({ type, name }) => (
          <div key={type.type} className="block-types__option">
            <input
              type="radio"
              id={`${id}-type-${type.type}`}
              name={`${id}-type`}
              value={type.type}
              checked={type.type === value}
              onChange={() => onChange(type.type)}
              aria-describedby={`${id}-about-${type.type}`}
            />
            <label className="block-types__label" htmlFor={`${id}-type-${type.type}`}>
              <BlockThumbnail type={type.type} />
              <span className="block-types__name">{name}</span>
            </label>
            <span hidden id={`${id}-about-${type.type}`}>
              {type.description}
            </span>
          </div>
        ))}
      </div>
      {chosen && <p className="field__help">{chosen.description}</p>}
    </fieldset>
  );
}
