import { t } from "../strings.ts";

/** The buttons that end a dialog's form: the action it is for (submits the form) and "Cancelar". */
export function SubmitOrCancel({ submitLabel, onCancel }: { submitLabel: string; onCancel: () => void }) {
  return (
    <div className="button-row">
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}
