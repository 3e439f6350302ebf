import type { InputHTMLAttributes, Ref } from "react";
import { LabelledField } from "../ui/LabelledField.tsx";

/** Props of {@link AccountField}: the input's own attributes (type, autoComplete…) plus its label and value. */
export interface AccountFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "value" | "onChange" | "className" | "ref"
> {
  id: string;
  label: string;
  /** A help line under the field, read with it. */
  help?: string;
  value: string;
  onValue: (value: string) => void;
  /** The id of the form's refusal, read with the field while it is shown. */
  refusalId?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A required text field of the account forms (sign-in, invitation, invite): labelled, with its help and the form's refusal read out. */
export function AccountField({ id, label, help, value, onValue, refusalId, inputRef, ...input }: AccountFieldProps) {
  const describedBy = [help ? `${id}-help` : undefined, refusalId].filter(Boolean).join(" ") || undefined;
  return (
    <LabelledField id={id} label={label} help={help}>
      <input
        className="input"
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={describedBy}
        required
        ref={inputRef}
        {...input}
      />
    </LabelledField>
  );
}

/** The account forms' end: the service's refusal read out (as `refusalId`), then the submit button. */
export function AccountFormEnd({
  refusal,
  refusalId,
  sending,
  label,
  sendingLabel,
}: {
  refusal?: string;
  refusalId: string;
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <>
      {refusal && (
        <p className="form-error" id={refusalId} role="alert">
          {refusal}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? sendingLabel : label}
        </button>
      </div>
    </>
  );
}
