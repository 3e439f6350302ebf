import { useId, useState, type ClipboardEvent } from "react";
import { t } from "../strings.ts";
import { parseSpreadsheetPaste, type Row } from "./spreadsheetPaste.ts";

/**
 * Where rows copied from a spreadsheet are pasted: the text is read as soon as it arrives (the header line names the
 * columns), says how many rows and which columns it has or why it cannot be used, and is then appended to the table
 * or put in place of its rows.
 */
export function PasteRows({ onPaste }: { onPaste: (rows: Row[], replace: boolean) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const pasted = text.trim() ? parseSpreadsheetPaste(text) : undefined;
  // The clipboard's plain text as the spreadsheet wrote it (tabs and quotes untouched by the text area).
  const fromClipboard = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const copied = event.clipboardData.getData("text/plain");
    if (!copied) return;
    event.preventDefault();
    setText(copied);
  };
  const apply = (replace: boolean) => {
    if (!pasted?.ok) return;
    onPaste(pasted.rows, replace);
    setText("");
  };
  return (
    <section className="paste-rows" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.pasteHeading}</h2>
      <p className="field__help" id={`${id}-help`}>
        {t.pasteHelp}
      </p>
      <label className="field__label" htmlFor={`${id}-text`}>
        {t.pasteField}
      </label>
      <textarea
        id={`${id}-text`}
        className="paste-rows__text"
        rows={4}
        value={text}
        aria-describedby={`${id}-help ${id}-result`}
        onPaste={fromClipboard}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-result`} role={pasted && !pasted.ok ? "alert" : "status"} className="paste-rows__result">
        {pasted && (pasted.ok ? t.pasteReady(pasted.rows.length, pasted.columns.join(", ")) : pasted.error)}
      </p>
      {pasted?.ok && (
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => apply(false)}>
            {t.pasteAppend}
          </button>
          <button type="button" className="button" onClick={() => apply(true)}>
            {t.pasteReplace}
          </button>
        </div>
      )}
    </section>
  );
}
