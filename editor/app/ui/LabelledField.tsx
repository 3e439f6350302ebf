import type { ReactNode } from "react";

/** A control of the editor's own forms with its label and, optionally, a help line (`<id>-help` for aria-describedby). */
export function LabelledField({
  id,
  label,
  help,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {help && (
        <p className="field__help" id={`${id}-help`}>
          {help}
        </p>
      )}
    </div>
  );
}
