import { useId, useState } from "react";
import type { ChatLink } from "../../../schema/generated/page.ts";
import type { BlockType } from "../../shared/api.ts";
import { useEditorResources } from "../form/EditorContext.tsx";
import type { BlockData } from "../page/blockOps.ts";
import { newBlock } from "../page/newBlock.ts";
import { t } from "../strings.ts";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import { BlockTypePicker } from "./BlockTypePicker.tsx";
import type { SectionModel } from "../../shared/library.ts";
import { ModelPicker } from "../library/ModelPicker.tsx";

/**
 * Adds a block of any type with one press on its type: from its first example (the start chosen until changed, so a new
 * block is never a form of empty required fields) or empty (only what its schema requires)
 * (the example is blocks/<type>/<type>.examples.json's first, all of them in the catalog); either way its chat buttons use the page's own links.
 */
export function AddBlock({
  types,
  onAdd,
}: {
  types: BlockType[];
  onAdd: (block: BlockData, links: Record<string, ChatLink>) => void;
}) {
  const id = useId();
  const { links } = useEditorResources();
  const [fromExample, setFromExample] = useState(true);
  const add = (typeName: string) => {
    const type = types.find((candidate) => candidate.type === typeName);
    if (!type) return;
    const made = newBlock(
      type,
      fromExample && type.examples.length > 0 ? { kind: "example", index: 0 } : { kind: "blank" },
      links,
    );
    onAdd(made.block, made.links);
  };
  const addModel = (model: SectionModel) => {
    const type = types.find((candidate) => candidate.type === model.block.type);
    if (!type) return;
    // A model is added as an example is: a copy, its chat buttons led to this page's links.
    const made = newBlock({ ...type, examples: [model.block] }, { kind: "example", index: 0 }, links);
    onAdd(made.block, made.links);
  };
  return (
    <section className="add-block" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.addBlockHeading}</h3>
      <div className="add-block__row">
        <fieldset className="add-block__start">
          <legend className="choice__legend">{t.blockStart}</legend>
          <div>
            <label className="choice__option">
              <input
                type="radio"
                name={`${id}-start`}
                checked={!fromExample}
                onChange={() => setFromExample(false)}
                aria-describedby={`${id}-blank-help`}
              />
              {t.startBlank}
            </label>
            <p className="field__help" id={`${id}-blank-help`}>
              {t.startBlankHelp}
            </p>
          </div>
          <div>
            <label className="choice__option">
              <input
                type="radio"
                name={`${id}-start`}
                checked={fromExample}
                onChange={() => setFromExample(true)}
                aria-describedby={`${id}-example-help`}
              />
              {t.startExample}
            </label>
            <p className="field__help" id={`${id}-example-help`}>
              {t.startExampleHelp}
            </p>
          </div>
        </fieldset>
        <p className="field__help add-block__how">{t.pickBlockType}</p>
        <BlockTypePicker id={id} types={types} onPick={add} />
      </div>
      <ModelPicker types={types} onPick={addModel} />
      {/* A new tab: leaving this one would lose the page's unsaved edits. */}
      <a className="add-block__catalog" href={EDITOR_ADDRESSES.catalog} target="_blank" rel="noopener">
        {t.seeCatalog}
      </a>
    </section>
  );
}
