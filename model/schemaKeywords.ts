/**
 * Keywords the schemas carry beside JSON Schema's own. They say how a value is shown and typed (a price in reais, the
 * pt-BR names of a list's options) or which problem a failed rule is reported as, never what is valid: the validator
 * registers them only because Ajv's strict mode refuses a keyword it does not know, and checks no more than their
 * shape (decision 034).
 */

/** `"x-currency": "BRL"` on a number: an amount of money in reais (the renderer shows it as R$ 1.234,50). */
export const CURRENCY_KEYWORD = "x-currency";

/** `"x-enumLabels": { "full": "Completo", … }` beside an `enum`: what the editor calls each value. */
export const ENUM_LABELS_KEYWORD = "x-enumLabels";

/**
 * `"x-title": "Planos"` on a schema whose `title` is its TypeScript type name (a block, a group of fields written in
 * place such as `brand`): its pt-BR name. Every other property's pt-BR name is its `title`.
 */
export const PT_TITLE_KEYWORD = "x-title";

/** `"patternErrorMessage"` beside a `pattern`: what the value may hold, in pt-BR (VS Code shows the same text). */
export const PATTERN_MESSAGE_KEYWORD = "patternErrorMessage";

/**
 * `"x-problem": "cardsAndGroups"` on a schema node: when the node's rule fails, the validator reports that problem of
 * validator/problemCodes.ts (one without placeholders) instead of the rule's generic message ("Ponha no máximo 0
 * item(ns)" for a card grid that has both cards and groups).
 */
export const PROBLEM_KEYWORD = "x-problem";

/**
 * `"x-advanced": true` on a property: a setting most teams never change (how the link service is asked), which the
 * editor keeps folded under "Avançado" so it is not in the way.
 */
export const ADVANCED_KEYWORD = "x-advanced";

/** The keywords as Ajv definitions (`ajv.addKeyword`), each with the shape its value must have. */
export const editorKeywordDefinitions = [
  { keyword: CURRENCY_KEYWORD, schemaType: "string", metaSchema: { const: "BRL" } },
  {
    keyword: ENUM_LABELS_KEYWORD,
    schemaType: "object",
    metaSchema: { type: "object", additionalProperties: { type: "string", minLength: 1 } },
  },
  { keyword: PT_TITLE_KEYWORD, schemaType: "string", metaSchema: { type: "string", minLength: 1 } },
  { keyword: PATTERN_MESSAGE_KEYWORD, schemaType: "string", metaSchema: { type: "string", minLength: 1 } },
  { keyword: ADVANCED_KEYWORD, schemaType: "boolean", metaSchema: { const: true } },
  { keyword: PROBLEM_KEYWORD, schemaType: "string", metaSchema: { type: "string", pattern: "^[a-z][A-Za-z]*$" } },
] as const;

/** The parts of a schema node these keywords are read from. */
type Annotated = Record<string, unknown>;

/** Whether a number is an amount in reais. */
export function isMoney(schema: Annotated): boolean {
  return schema[CURRENCY_KEYWORD] === "BRL";
}

/** The pt-BR name of one of an enum's values, when the schema gives one. */
export function enumLabel(schema: Annotated, value: unknown): string | undefined {
  const labels = schema[ENUM_LABELS_KEYWORD];
  if (!labels || typeof labels !== "object") return undefined;
  const label = (labels as Record<string, unknown>)[String(value)];
  return typeof label === "string" ? label : undefined;
}

/** The pt-BR name of a schema: its `x-title` where its `title` names its type, else its `title`. */
export function ptTitle(schema: Annotated): string | undefined {
  const title = schema[PT_TITLE_KEYWORD] ?? schema.title;
  return typeof title === "string" ? title : undefined;
}

/** What a pattern accepts, in pt-BR, when the schema says it. */
export function patternMessage(schema: Annotated): string | undefined {
  const message = schema[PATTERN_MESSAGE_KEYWORD];
  return typeof message === "string" ? message : undefined;
}

/** The problem a schema node's failure is reported as, when the node names one. */
export function namedProblem(schema: Annotated): string | undefined {
  const problem = schema[PROBLEM_KEYWORD];
  return typeof problem === "string" ? problem : undefined;
}
