import classNames from "classnames";
import { cloneElement, useId, type ReactElement } from "react";
import styles from "./field.module.css";

/** Props of {@link Field}. */
export interface FieldProps {
  label: string;
  /** The validation message to show, if any. */
  error?: string;
  /** Whether the field has been touched: only then does it show valid or invalid. */
  touched?: boolean;
  /** Extra text next to the label (e.g. the detected card brand). */
  aside?: ReactElement | false;
  children: ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string; className?: string }>;
}

/** A labelled form control with its message; the control gets its id, aria-invalid and state class. */
export function Field({ label, error, touched = false, aside, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-mensagem`;
  const state = touched ? (error ? "invalid" : "valid") : undefined;
  return (
    <div className={styles.field} data-state={state}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {aside}
      </div>
      {cloneElement(children, {
        id,
        "aria-invalid": state === "invalid",
        "aria-describedby": touched && error ? messageId : undefined,
        className: classNames(styles.control, state && styles[state], children.props.className),
      })}
      {touched && error && (
        <p id={messageId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
