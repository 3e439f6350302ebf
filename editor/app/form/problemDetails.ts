import { problemKinds } from "../../../validator/problemCodes.ts";
import type { Problem } from "../../shared/api.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each problem code's message template as a pattern whose named groups are its placeholders. */
const TEMPLATES = new Map(
  problemKinds().map((kind) => {
    const seen = new Set<string>();
    const pattern = kind.message
      .split(/(<\w+>)/)
      .map((part) => {
        const name = /^<(\w+)>$/.exec(part)?.[1];
        if (!name) return escape(part);
        if (seen.has(name)) return "[\\s\\S]*?";
        seen.add(name);
        return `(?<${name}>[\\s\\S]*?)`;
      })
      .join("");
    return [kind.code, new RegExp(`^${pattern}$`)];
  }),
);

/**
 * The details of a validator problem (the missing field's key, the link's name…), read back from its message with
 * its code's template (validator/problemCodes.ts), so the editor can say it in its own words without the validator's
 * problems changing shape. A message that does not fit its template gives no details.
 */
export function problemDetails(problem: Pick<Problem, "code" | "message">): Record<string, string> {
  return { ...TEMPLATES.get(problem.code)?.exec(problem.message)?.groups };
}
