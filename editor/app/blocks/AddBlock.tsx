import { useId, useState } from "react";
import type { BlockType } from "../../shared/api.ts";
import type { BlockData } from "../page/blockOps.ts";
import { blockSummary } from "../page/pageForm.ts";
import { t } from "../strings.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";

/** Adds a block of any type, starting from one of its examples (blocks/<type>/<type>.examples.json). */
export function AddBlock({ types, onAdd }: { types: BlockType[]; onAdd: (block: BlockData) => void }) {
  const id = useId();
  const [typeName, setTypeName] = useState(types[0]?.type ?? "");
  const [example, setExample] = useState(0);
  const type = types.find((candidate) => candidate.type === typeName);
  const add = () => {
    if (!type) return;
    onAdd(structuredClone(type.examples[example] ?? { type: type.type }));
  };
  return (
    <section className="add-block" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.addBlockHeading}</h3>
      <div className="add-block__row">
        <LabelledField id={`${id}-type`} label={t.blockType}>
          <select
            className="input"
            id={`${id}-type`}
            value={typeName}
            onChange={(event) => {
              setTypeName(event.target.value);
              setExample(0);
            }}
          >
            {types.map((candidate) => (
              <option key={candidate.type} value={candidate.type}>
                {`${candidate.type}: ${candidate.description}`}
              </option>
            ))}
          </select>
        </LabelledField>
        {type && type.examples.length > 0 && (
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
        <button type="button" className="button button--primary" onClick={add} disabled={!type}>
          {t.addBlock}
        </button>
      </div>
      {type && (
        // A new tab: leaving this one would lose the page's unsaved edits.
        <a
          className="add-block__catalog"
          href={`${EDITOR_ADDRESSES.catalog}#bloco-${type.type}`}
          target="_blank"
          rel="noopener"
        >
          {t.seeInCatalog(type.type)}
        </a>
      )}
    </section>
  );
}
