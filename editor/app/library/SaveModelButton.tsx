import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { BlockData } from "../page/blockOps.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { ModalDialog } from "../ui/ModalDialog.tsx";
import { SubmitOrCancel } from "../ui/SubmitOrCancel.tsx";
import { ToolButton } from "../ui/ToolButton.tsx";
import { libraryApi } from "./libraryApi.ts";
import { MODELS_CHANGED } from "./ModelPicker.tsx";
import { l } from "./libraryStrings.ts";

/**
 * "Salvar como modelo" on a block: asks for a name and saves the block as it is now as a model of a section, which
 * every page then offers in "Adicionar bloco". `label` names the block for screen readers.
 */
export function SaveModelButton({ block, name, label }: { block: BlockData; name: string; label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [modelName, setModelName] = useState(name);
  const [error, setError] = useState("");
  const [saved, setSaved] = useState("");
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) field.current?.select();
  }, [open]);
  const close = () => {
    setOpen(false);
    setError("");
    setSaved("");
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await libraryApi.saveModel(modelName.trim(), block);
    if (answer.ok) {
      setSaved(l.modelSaved(answer.value.name));
      window.dispatchEvent(new Event(MODELS_CHANGED));
    } else setError(answer.refusal.reason === "refused" ? answer.refusal.message : l.cannotSave);
  };
  return (
    <>
      <ToolButton icon="model" label={label} title={l.saveAsModel} onClick={() => setOpen(true)} />
      {open && (
        <ModalDialog heading={`${id}-heading`} onClose={close}>
          <h2 id={`${id}-heading`}>{l.saveAsModelHeading}</h2>
          {saved ? (
            <>
              <p role="status">{saved}</p>
              <div className="button-row">
                <button type="button" className="button button--primary" onClick={close}>
                  {l.close}
                </button>
              </div>
            </>
          ) : (
            <form onSubmit={(event) => void submit(event)}>
              <LabelledField id={`${id}-name`} label={l.modelName} help={l.saveAsModelHelp}>
                <input
                  className="input"
                  id={`${id}-name`}
                  value={modelName}
                  onChange={(event) => setModelName(event.target.value)}
                  aria-describedby={`${id}-name-help`}
                  maxLength={80}
                  ref={field}
                  required
                />
              </LabelledField>
              {error && (
                <p className="form-error" role="alert">
                  {error}
                </p>
              )}
              <SubmitOrCancel submitLabel={l.save} onCancel={close} />
            </form>
          )}
        </ModalDialog>
      )}
    </>
  );
}
