import { useId, useState } from "react";
import type { ChatLink } from "../../../schema/generated/page.ts";
import type { BlockType } from "../../shared/api.ts";
import { useEditorResources } from "../form/EditorContext.tsx";
import type { BlockData } from "../page/blockOps.ts";
import { newBlock } from "../page/newBlock.ts";
import { blockSummary } from "../page/pageForm.ts";
import { t } from "../strings.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import { blockName } from "./blockLook.ts";
import { BlockTypePicker } from "./BlockTypePicker.tsx";

/**
 * Adds a block of any type, empty (only what its schema requires) or from one of its examples
 * (blocks/<type>/<type>.examples.json); either way its chat buttons use the page's own links.
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
  // No type is chosen at first: "Adicionar bloco" pressed straight away would add a block nobody asked for.
  const [typeName, setTypeName] = useState("");
  const [askType, setAskType] = useState(false);
  const [fromExample, setFromExample] = useState(false);
  const [example, setExample] = useState(0);
  const type = types.find((candidate) => candidate.type === typeName);
  const hasExamples = !!type && type.examples.length > 0;
  const add = () => {
    if (!type) {
      setAskType(true);
      document.querySelector<HTMLInputElement>(`input[name="${id}-type"]`)?.focus();
      return;
    }
    const made = newBlock(
      type,
      fromExample && hasExamples ? { kind: "example", index: example } : { kind: "blank" },
      links,
    );
    onAdd(made.block, made.links);
  };
  return (
    <section className="add-block" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.addBlockHeading}</h3>
      <div className="add-block__row">
        <BlockTypePicker
          id={id}
          types={types}
          value={typeName}
          onChange={(chosen) => {
            setTypeName(chosen);
            setExample(0);
            setAskType(false);
          }}
        />
        <fieldset className="add-block__start">
          <legend className="choice__legend">{t.blockStart}</legend>
          <div>
            <label className="choice__option">
              <input
                type="radio"
                name={`${id}-start`}
                checked={!fromExample || !hasExamples}
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
                checked={fromExample && hasExamples}
                onChange={() => setFromExample(true)}
                disabled={!hasExamples}
                aria-describedby={`${id}-example-help`}
              />
              {t.startExample}
            </label>
            <p className="field__help" id={`${id}-example-help`}>
              {hasExamples ? t.startExampleHelp : t.noExamples}
            </p>
          </div>
        </fieldset>
        {type && hasExamples && fromExample && (
          <LabelledField id={`${id}-example`} label={t.blockExample}>
            <select
              className="input"
              id={`${id}-example`}
              value={example}
              onChange={(event) => setExample(Number(event.target.value))}
            >
              {type.examples.map((item, index) => (
                <option key={index} value={index}>
                  {t.exampleOption(index, blockSummary(item))}
                </option>
              ))}
            </select>
          </LabelledField>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={add}
          aria-describedby={askType ? `${id}-choose` : undefined}
        >
          {t.addBlock}
        </button>
        {askType && (
          <p className="form-error" id={`${id}-choose`} role="alert">
            {t.chooseBlockType}
          </p>
        )}
      </div>
      {type && (
        // A new tab: leaving this one would lose the page's unsaved edits.
        <a
          className="add-block__catalog"
          href={`${EDITOR_ADDRESSES.catalog}#bloco-${type.type}`}
          target="_blank"
          rel="noopener"
        >
          {t.seeInCatalog(blockName(type.schema, type.type))}
        </a>
      )}
    </section>
  );
}
