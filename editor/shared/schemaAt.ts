/**
 * The schema of a part of a document, found by walking the dereferenced schemas the editor loads (`SchemaSet`): a
 * property's, a list item's, a named entry's (`links`), and for a union (a page's blocks, rich text's parts) the
 * variant the value itself says it is.
 */
import type { JsonSchema } from "./api.ts";
import { isObject } from "./jsonValues.ts";

/** The variant of a `oneOf`/`anyOf` whose `const` properties the value matches (a block's `type`), if any. */
export function variantOf(schema: JsonSchema | undefined, value: unknown): JsonSchema | undefined {
  const variants = (schema?.oneOf ?? schema?.anyOf) as JsonSchema[] | undefined;
  if (!Array.isArray(variants) || !isObject(value)) return undefined;
  return variants.find((variant) => {
    const properties = isObject(variant.properties) ? (variant.properties as Record<string, JsonSchema>) : {};
    const consts = Object.entries(properties).filter(([, property]) => isObject(property) && "const" in property);
    return consts.length > 0 && consts.every(([key, property]) => value[key] === property.const);
  });
}

/** A schema with the variant `value` is merged over it, so that its properties are found. */
export function resolved(schema: JsonSchema | undefined, value: unknown): JsonSchema | undefined {
  const variant = variantOf(schema, value);
  return variant ? { ...schema, ...variant } : schema;
}

/** The schema of `key` in an object that `schema` describes (its own property, or the one every entry shares). */
export function propertySchema(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  const properties = schema?.properties;
  if (isObject(properties) && isObject(properties[key])) return properties[key] as JsonSchema;
  return isObject(schema?.additionalProperties) ? (schema.additionalProperties as JsonSchema) : undefined;
}

/** Whether `key` is one of the object's declared properties rather than a name the marketer gave (a chat link's). */
export function isDeclared(schema: JsonSchema | undefined, key: string): boolean {
  return isObject(schema?.properties) && key in schema.properties;
}

/** The schema every item of a list shares. */
export function itemsSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  return isObject(schema?.items) ? (schema.items as JsonSchema) : undefined;
}

/** The schema of the value at `path` in `document` (following the variants the document's own values choose). */
export function schemaAtPath(schema: JsonSchema, document: unknown, path: ReadonlyArray<string | number>) {
  let node: JsonSchema | undefined = schema;
  let value: unknown = document;
  for (const step of path) {
    const here = resolved(node, value);
    node = typeof step === "number" ? itemsSchema(here) : propertySchema(here, step);
    value = isObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[step] : undefined;
  }
  return resolved(node, value);
}
