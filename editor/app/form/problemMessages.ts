/**
 * The validator's problems as the editor words them: a field is named by its pt-BR title, never its JSON key, and
 * each message says what to do. The words are the catalogue's (validator/problemCodes.ts, each kind's `form`), filled
 * from the problem's details; a kind with none keeps the validator's own message and fix.
 */
import { patternMessage } from "../../../model/schemaKeywords.ts";
import { formWords, type FormCase, type Wording } from "../../../validator/problemCodes.ts";
import type { Problem } from "../../shared/api.ts";

/** The parts of a field's schema the messages use. */
export interface FieldSchema {
  type?: unknown;
  description?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

/** The field a problem is about: its pt-BR title and its schema. */
export interface ProblemField {
  title: string;
  schema: FieldSchema;
}

/** What is wrong and what to do (empty when the message already says it). */
export type ProblemWords = Wording;

/** The value a format problem quotes (its `value` detail, written as JSON), when it was not cut short. */
function quotedValue(problem: Problem): string | undefined {
  const value = problem.details.value;
  if (typeof value !== "string" || value.endsWith("…")) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "string" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** True when white space is what keeps `value` from the pattern: without it, the value would be accepted. */
export function onlySpacesWrong(value: string, pattern: string | undefined): boolean {
  if (!/\s/.test(value) || !pattern) return false;
  try {
    return new RegExp(pattern, "u").test(value.replace(/\s+/g, ""));
  } catch {
    return false;
  }
}

/** The cases of the catalogue's wordings that apply to `problem` on `field` (see FormCase), in their order. */
function casesOf(problem: Problem, { schema }: ProblemField): FormCase[] {
  const value = quotedValue(problem);
  const cases: FormCase[] = [];
  if (value !== undefined && onlySpacesWrong(value, schema.pattern)) cases.push("spaces");
  if (problem.details.limit === 0) cases.push("zero");
  if (schema.type === "array" || schema.type === "object") cases.push(schema.type);
  return [...cases, "field", "anywhere"];
}

/** A problem in the editor's words: about `field` when it has one, else as general as the validator's. */
export function problemWords(problem: Problem, field?: ProblemField): ProblemWords {
  const words = field
    ? formWords(problem.code, casesOf(problem, field), problem.details, {
        title: field.title,
        rule: patternMessage(field.schema as Record<string, unknown>) ?? field.schema.description ?? "",
        type: field.schema.type,
      })
    : formWords(problem.code, ["anywhere"], problem.details);
  return words ?? { message: problem.message, hint: problem.hint };
}
