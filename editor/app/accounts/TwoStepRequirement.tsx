import { useId } from "react";
import { a } from "./strings.ts";

/** The administrators' switch: Publicadores and Administradores must sign in in two steps, or may choose. */
export function TwoStepRequirement({
  required,
  onChange,
}: {
  required: boolean;
  onChange: (required: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="account-check">
        <input
          type="checkbox"
          checked={required}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-help`}
        />{" "}
        {a.twoStepRequirement}
      </label>
      <p className="field__help" id={`${id}-help`}>
        {a.twoStepRequirementHelp}
      </p>
    </div>
  );
}
