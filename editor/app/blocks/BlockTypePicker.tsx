import type { BlockType } from "../../shared/api.ts";
import { t } from "../strings.ts";
import { blockName } from "./blockLook.ts";
import { BlockThumbnail } from "./BlockThumbnail.tsx";

/** Props of {@link BlockTypePicker}. */
export interface BlockTypePickerProps {
  /** Names the descriptions (unique in the page). */
  id: string;
  types: BlockType[];
  /** Called with the type whose button was pressed: the block is added at once. */
  onPick: (type: string) => void;
}

/**
 * The block types, each a button with its pt-BR name and picture (what it is for is read by screen readers), sorted
 * by name: one press adds a block of that type, so a block costs one action, not a choice and then a button.
 */
export function BlockTypePicker({ id, types, onPick }: BlockTypePickerProps) {
  const named = types
    .map((type) => ({ type, name: blockName(type.schema, type.type) }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
  return (
    <div className="block-types" role="group" aria-label={t.blockType}>
      <div className="block-types__grid">
        {named.map(({ type, name }) => (
          <button
            key={type.type}
            type="button"
            className="block-types__option"
            data-type={type.type}
            onClick={() => onPick(type.type)}
            aria-describedby={`${id}-about-${type.type}`}
          >
            <BlockThumbnail type={type.type} />
            <span className="block-types__name">{name}</span>
            <span hidden id={`${id}-about-${type.type}`}>
              {type.description}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
