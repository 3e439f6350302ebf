import type { JsonSchema } from "../../shared/api.ts";

/**
 * Where the form keeps the `if` of a schema below the document's root. When any object below the root has an `if`
 * (a plan card: written here, or one of the site's plans), rjsf's form re-checks the whole document on every change
 * and, doing so, writes `{}` for every optional group the data leaves out (the share image, each plan's button):
 * data nobody typed, which the validator refuses. Held under this key, the `if` is invisible to that check; each
 * object's field puts its own back ({@link withOwnCondition}) before rjsf draws it, so the branch still decides what
 * that object requires.
 */
const HELD_CONDITION = "x-heldIf";

const isObject = (value: unknown): value is JsonSchema => !!value && typeof value === "object" && !Array.isArray(value);

/** The keywords whose value is a schema, a list of schemas or a map of schemas (JSON Schema draft-07). */
const ONE_SCHEMA = ["additionalProperties", "additionalItems", "items", "not", "contains", "propertyNames"];
const BRANCHES = ["if", "then", "else"];
const SCHEMA_LISTS = ["items", "allOf", "anyOf", "oneOf"];
const SCHEMA_MAPS = ["properties", "patternProperties", "definitions", "dependencies"];

function hold(schema: JsonSchema, atRoot: boolean): JsonSchema {
  const copy: JsonSchema = { ...schema };
  for (const key of [...ONE_SCHEMA, ...BRANCHES]) {
    const value = copy[key];
    if (isObject(value)) copy[key] = hold(value, false);
  }
  for (const key of SCHEMA_LISTS) {
    const value = copy[key];
    if (Array.isArray(value)) copy[key] = value.map((item) => (isObject(item) ? hold(item, false) : item));
  }
  for (const key of SCHEMA_MAPS) {
    const value = copy[key];
    if (isObject(value))
      copy[key] = Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, isObject(item) ? hold(item, false) : item]),
      );
  }
  if (atRoot || !("if" in copy)) return copy;
  const { if: condition, ...rest } = copy;
  return { ...rest, [HELD_CONDITION]: condition };
}

/** `schema` as the form is given it: every `if` below its root held (see {@link HELD_CONDITION}). */
export function holdNestedConditions(schema: JsonSchema): JsonSchema {
  return hold(schema, true);
}

/** An object's schema with its own held `if` back, as rjsf resolves it when it draws the object. */
export function withOwnCondition<Schema extends object>(schema: Schema): Schema {
  if (!(HELD_CONDITION in schema)) return schema;
  const { [HELD_CONDITION]: condition, ...rest } = schema as JsonSchema;
  return { ...rest, if: condition } as Schema;
}

/** A schema's `if`, whether the form holds it or not. */
export function conditionOf(schema: JsonSchema): unknown {
  return schema.if ?? schema[HELD_CONDITION];
}
