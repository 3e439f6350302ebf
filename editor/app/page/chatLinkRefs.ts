import type { JsonSchema } from "../../shared/api.ts";
import { definitionOf } from "../../shared/definitionName.ts";

type Schema = JsonSchema;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/**
 * True for the schema of a chat link's name (schema/defs.schema.json's `linkName`, recognised by its title as the
 * editor's reference fields recognise it): a value that must be one of the page's `links`.
 */
export function isChatLinkSchema(schema: unknown): boolean {
  return isObject(schema) && definitionOf(schema) === "LinkName";
}

/** The variant of a `oneOf`/`anyOf` a value is written in: the first whose `const`s and single `enum`s it matches. */
function variantOf(schema: Schema, value: Record<string, unknown>): Schema {
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (!variants) return schema;
  const matches = (variant: Schema) =>
    Object.entries((variant.properties ?? {}) as Record<string, Schema>).every(([key, property]) => {
      if ("const" in property) return value[key] === property.const;
      if (Array.isArray(property.enum) && key in value) return property.enum.includes(value[key]);
      return true;
    });
  const chosen = variants.find(matches) ?? {};
  return { ...schema, ...chosen, properties: { ...(schema.properties as object), ...(chosen.properties as object) } };
}

/**
 * A copy of `value` (written to `schema`, references resolved) with every chat link name passed through `rename`.
 * Found by the schema, not by key, so that any block that uses the shared `linkName` is covered.
 */
export function mapChatLinks(value: unknown, schema: Schema, rename: (name: string) => string): unknown {
  if (isChatLinkSchema(schema)) return typeof value === "string" ? rename(value) : value;
  if (Array.isArray(value)) {
    const items = isObject(schema.items) ? schema.items : {};
    return value.map((item) => mapChatLinks(item, items, rename));
  }
  if (!isObject(value)) return value;
  const resolved = variantOf(schema, value);
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  const extra = isObject(resolved.additionalProperties) ? resolved.additionalProperties : undefined;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const itemSchema = properties[key] ?? extra;
      return [key, itemSchema ? mapChatLinks(item, itemSchema, rename) : item];
    }),
  );
}
