import { useEffect, useId, useState } from "react";
import type { BlockType } from "../../shared/api.ts";
import type { SectionModel } from "../../shared/library.ts";
import { BlockThumbnail } from "../blocks/BlockThumbnail.tsx";
import { libraryApi } from "./libraryApi.ts";
import { l } from "./libraryStrings.ts";

/** The event a saved model sends, so that "Adicionar bloco" reads the models again. */
export const MODELS_CHANGED = "modelos-de-secao";

/**
 * The models of sections beside the block types in "Adicionar bloco", each a button with its block's picture and its
 * name: one press adds a copy. A copy, not a link to the model: a page must keep showing what was published with it,
 * whoever changes or deletes the model later, and each page's texts can then be adapted to it.
 */
export function ModelPicker({ types, onPick }: { types: BlockType[]; onPick: (model: SectionModel) => void }) {
  const id = useId();
  const [models, setModels] = useState<SectionModel[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      libraryApi
        .models()
        .then((answer) => current && answer.ok && setModels(answer.value))
        // Without models the block types are still there: nothing to tell.
        .catch(() => undefined);
    void read();
    // A block saved as a model on this page is offered at once.
    window.addEventListener(MODELS_CHANGED, read);
    return () => {
      current = false;
      window.removeEventListener(MODELS_CHANGED, read);
    };
  }, []);
  const known = models.filter((model) => types.some((type) => type.type === model.block.type));
  if (known.length === 0) return null;
  return (
    <div className="block-types" role="group" aria-labelledby={`${id}-models`}>
      <p className="choice__legend" id={`${id}-models`}>
        {l.modelsInAdd}
      </p>
      <p className="field__help">{l.modelsInAddHelp}</p>
      <div className="block-types__grid">
        {known.map((model) => (
          <button
            key={model.id}
            type="button"
            className="block-types__option"
            data-model={model.id}
            onClick={() => onPick(model)}
          >
            <BlockThumbnail type={model.block.type} />
            <span className="block-types__name">{model.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
