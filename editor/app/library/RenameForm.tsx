import { useEffect, useRef, useState, type FormEvent } from "react";
import { l } from "./libraryStrings.ts";

/** A small form for a new name, started from the current one. */
export function RenameForm({
  current,
  busy,
  onRename,
  onCancel,
}: {
  current: string;
  busy?: boolean;
  onRename: (name: string) => void | Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(current);
  const field = useRef<HTMLInputElement>(null);
  // The form replaces the button that opened it: the focus goes where the typing is.
  useEffect(() => field.current?.select(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onRename(name.trim());
  };
  return (
    <form className="library-card__rename" onSubmit={submit}>
      <label>
        {l.newName}
        <input ref={field} value={name} onChange={(event) => setName(event.target.value)} required maxLength={80} />
      </label>
      <button type="submit" className="button button--small button--primary" disabled={busy}>
        {l.confirmRename}
      </button>
      <button type="button" className="button button--small" onClick={onCancel}>
        {l.cancel}
      </button>
    </form>
  );
}
