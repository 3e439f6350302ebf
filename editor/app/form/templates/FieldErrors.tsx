import { t } from "../../strings.ts";
import { splitProblemText } from "../problemText.ts";

/** The validator's problems on one field: what is wrong and how to fix it. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul className="field-errors" id={id}>
      {errors.map((error, index) => {
        const { message, hint } = splitProblemText(error);
        return (
          <li key={index}>
            <strong>{message}</strong>
            {hint && (
              <span>
                {" "}
                {t.fix} {hint}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
