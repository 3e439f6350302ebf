import { useCallback, useState } from "react";
import type { SectionModel } from "../../shared/library.ts";
import type { Answer } from "../api.ts";
import { BlockThumbnail } from "../blocks/BlockThumbnail.tsx";
import { refusalText, useAnswer } from "../review/useAnswer.ts";
import { ScreenMessage } from "../ui/ScreenMessage.tsx";
import { useConfirm } from "../useConfirm.tsx";
import { LibraryMessage, type LibraryOutcome } from "./LibraryMessage.tsx";
import { LibraryScreenBar } from "./LibraryScreenBar.tsx";
import { libraryApi } from "./libraryApi.ts";
import { l } from "./libraryStrings.ts";
import { RenameForm } from "./RenameForm.tsx";
import "./library.css";

/** "Modelos de seção": the saved models, each with its block's picture, to rename or delete. */
export function SectionModels() {
  const read = useCallback(() => libraryApi.models(), []);
  const { value: models, failure, reload } = useAnswer(read);
  const [outcome, setOutcome] = useState<LibraryOutcome>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  const change = async <T,>(sent: Promise<Answer<T>>, done: string): Promise<boolean> => {
    const answer = await sent;
    setOutcome({ ok: answer.ok, text: answer.ok ? done : refusalText(answer.refusal) });
    await reload();
    return answer.ok;
  };
  const remove = async (model: SectionModel) => {
    if (await confirm(l.modelRemoveConfirm(model.name), l.remove))
      await change(libraryApi.removeModel(model.id), l.modelRemoved(model.name));
  };

  return (
    <>
      <LibraryScreenBar heading={l.modelsHeading} />
      <main className="panes__single library" id="conteudo">
        <p className="field__help">{l.modelsIntro}</p>
        <LibraryMessage outcome={outcome} onClose={() => setOutcome(null)} />
        {failure && <ScreenMessage role="alert">{failure}</ScreenMessage>}
        {models?.length === 0 && <p>{l.modelsEmpty}</p>}
        <ul className="library__models">
          {models?.map((model) => (
            <li key={model.id} className="library-card" data-model={model.id}>
              <BlockThumbnail type={model.block.type} />
              <div className="library-card__about">
                <h2 className="library-card__name">{model.name}</h2>
                {renaming === model.id ? (
                  <RenameForm
                    current={model.name}
                    onCancel={() => setRenaming(null)}
                    onRename={async (name) => {
                      const ok = await change(libraryApi.renameModel(model.id, name), l.modelRenamed(name));
                      if (ok) setRenaming(null);
                    }}
                  />
                ) : (
                  <div className="library-card__actions">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={l.renameLabel(model.name)}
                      onClick={() => setRenaming(model.id)}
                    >
                      {l.rename}
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      aria-label={l.removeLabel(model.name)}
                      onClick={() => void remove(model)}
                    >
                      {l.remove}
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
        {dialog}
      </main>
    </>
  );
}
