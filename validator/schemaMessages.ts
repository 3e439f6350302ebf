import type { ErrorObject } from "ajv";
import { blockTypes } from "../model/blockSchemas.ts";
import { namedProblem } from "../model/schemaKeywords.ts";
import { isPlainProblem, problemText, type ProblemText } from "./problemCodes.ts";
import { didYouMean } from "./suggest.ts";

/** What a schema error says, in pt-BR, and where it points. */
export interface SchemaMessage extends ProblemText {
  pointer: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: "texto entre aspas",
  number: "número",
  integer: "número inteiro",
  boolean: "true ou false",
  object: "objeto { }",
  array: "lista [ ]",
};

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
}

/** " (description)" of a schema node, without its final period, or "". */
function descriptionOf(node: unknown): string {
  const description = (node as SchemaNode | undefined)?.description?.replace(/\.$/, "");
  return description ? ` (${description})` : "";
}

/** A text cut to 80 characters, so that a huge value keeps the problem on one readable line. */
export function cutShort(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** A value as JSON, cut short. */
function preview(value: unknown): string {
  return cutShort(JSON.stringify(value) ?? String(value));
}

function lastSegment(pointer: string): string {
  return pointer.slice(pointer.lastIndexOf("/") + 1) || "raiz";
}

/**
 * The text of one ajv error (compiled with `verbose: true`): its problem code, pt-BR message and hint. A rule whose
 * schema names its problem (`x-problem`) is reported as that problem.
 */
function schemaText(error: ErrorObject): ProblemText {
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as SchemaNode | undefined;
  const field = lastSegment(error.instancePath);
  const named = namedProblem((error.parentSchema ?? {}) as Record<string, unknown>);
  if (named !== undefined && isPlainProblem(named)) return problemText(named);
  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      return problemText("missingField", { field: missing, about: descriptionOf(parent?.properties?.[missing]) });
    }
    case "additionalProperties": {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {});
      return problemText("unknownField", {
        field: extra,
        suggestion: didYouMean(extra, allowed),
        allowed: allowed.join(", "),
      });
    }
    case "discriminator": {
      if (params.tag !== "type") return partKindText(error);
      if (params.error === "tag") return problemText("blockWithoutType", { types: blockTypes().join(", ") });
      const wanted = String(params.tagValue);
      return problemText("unknownBlockType", {
        type: wanted,
        suggestion: didYouMean(wanted, blockTypes()),
        types: blockTypes().join(", "),
      });
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return problemText("valueNotAllowed", {
        value: preview(error.data),
        field,
        allowed: allowed.join(", "),
        suggestion: didYouMean(String(error.data), allowed),
      });
    }
    case "const":
      return problemText("wrongConstant", { field, expected: JSON.stringify(params.allowedValue) });
    case "type": {
      const expected = TYPE_NAMES[String(params.type)] ?? String(params.type);
      return isQuotedLiteral(error.data, String(params.type))
        ? problemText("quotedLiteral", { field, expected, value: String(error.data) })
        : problemText("wrongType", { field, expected, about: descriptionOf(parent) });
    }
    case "pattern":
      return problemText("badFormat", {
        field,
        value: preview(error.data),
        expected: parent?.description ?? `o formato ${params.pattern}.`,
      });
    case "minLength":
      return params.limit === 1
        ? problemText("emptyText", { field, about: descriptionOf(parent) })
        : problemText("textTooShort", { field, limit: Number(params.limit) });
    case "maxLength":
      return problemText("textTooLong", { field, length: String(error.data).length, limit: Number(params.limit) });
    case "minItems":
      return problemText("tooFewItems", { field, limit: Number(params.limit) });
    case "maxItems":
      return problemText("tooManyItems", { field, limit: Number(params.limit) });
    case "minimum":
      return problemText("belowMinimum", { field, limit: Number(params.limit) });
    case "maximum":
      return problemText("aboveMaximum", { field, limit: Number(params.limit) });
    case "propertyNames":
      return problemText("badName", { name: JSON.stringify(params.propertyName) });
    default:
      return problemText("invalidValue", { field, detail: error.message ?? "", about: descriptionOf(parent) });
  }
}

/** Where an ajv error points: the unknown field itself, a union's tag (a block's `type`), or the value the error is about. */
function pointerOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "additionalProperties") return `${error.instancePath}/${String(params.additionalProperty)}`;
  if (error.keyword === "discriminator" && params.error !== "tag") return `${error.instancePath}/${String(params.tag)}`;
  return error.instancePath;
}

/** Translates one ajv error (compiled with `verbose: true`) into a located pt-BR message with its problem code. */
export function schemaMessage(error: ErrorObject): SchemaMessage {
  return { pointer: pointerOf(error), ...schemaText(error) };
}

/** The values a discriminated union's tag accepts: each branch's `const` or `enum`. */
function tagValues(error: ErrorObject): string[] {
  const tag = String((error.params as { tag: unknown }).tag);
  const branches =
    (
      error.parentSchema as
        { oneOf?: Array<{ properties?: Record<string, { const?: unknown; enum?: unknown[] }> }> } | undefined
    )?.oneOf ?? [];
  return branches.flatMap((branch) => {
    const property = branch.properties?.[tag];
    return (property?.const !== undefined ? [property.const] : (property?.enum ?? [])).map(String);
  });
}

/** A union inside a block (a richText part's "kind") that is missing its tag or has an unknown one. */
function partKindText(error: ErrorObject): ProblemText {
  const { tag, tagValue, error: reason } = error.params as { tag: string; tagValue?: unknown; error: string };
  const allowed = tagValues(error);
  if (reason === "tag") return problemText("partWithoutKind", { tag, allowed: allowed.join(", ") });
  return problemText("valueNotAllowed", {
    value: preview(tagValue),
    field: tag,
    allowed: allowed.join(", "),
    suggestion: didYouMean(String(tagValue), allowed),
  });
}

/** True for a number or true/false written in quotes ("3" where 3 is wanted). */
function isQuotedLiteral(data: unknown, wanted: string): data is string {
  if (typeof data !== "string") return false;
  const isNumber = (wanted === "number" || wanted === "integer") && data.trim() !== "" && Number.isFinite(Number(data));
  const isBoolean = wanted === "boolean" && (data === "true" || data === "false");
  return isNumber || isBoolean;
}

/**
 * Drops errors that only restate another one: ajv reports a failed `propertyNames` pattern twice, a value of
 * the wrong type also fails its `enum`, which says nothing more, a union's missing tag is also a missing
 * required field (the union's own message lists the values it accepts), and a failed `if`/`then`/`else` is reported
 * again as "must match the then schema" (a card grid's cards or groups: the branch's own error says what is wrong).
 */
export function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  const wrongType = new Set(errors.filter((error) => error.keyword === "type").map((error) => error.instancePath));
  const missingTag = new Set(
    errors
      .filter((error) => error.keyword === "discriminator" && (error.params as { error?: string }).error === "tag")
      .map((error) => `${error.instancePath} ${(error.params as { tag?: string }).tag}`),
  );
  return errors.filter(
    (error) =>
      error.keyword !== "if" &&
      !(error.keyword === "pattern" && error.propertyName !== undefined) &&
      !(error.keyword === "enum" && wrongType.has(error.instancePath)) &&
      !(
        error.keyword === "required" &&
        missingTag.has(`${error.instancePath} ${(error.params as { missingProperty?: string }).missingProperty}`)
      ),
  );
}
