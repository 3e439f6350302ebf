/** The order a schema gives an object's keys, and how to find the schema of a value inside a page. */

/** The parts of a (dereferenced) JSON Schema that say where values sit. */
export interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  oneOf?: SchemaNode[];
  const?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** A union's alternative for a value: the block whose `type` constant is the value's `type`; the schema itself otherwise. */
export function alternativeFor(schema: SchemaNode | undefined, value: unknown): SchemaNode | undefined {
  if (!schema?.oneOf || !isObject(value)) return schema;
  return schema.oneOf.find((option) => option.properties?.type?.const === value.type) ?? schema;
}

/** The schema of `parent[key]`, where `parent` is described by `schema` and `child` is the value there. */
export function childSchema(
  schema: SchemaNode | undefined,
  key: string | number,
  child: unknown,
): SchemaNode | undefined {
  if (!schema) return undefined;
  const found =
    typeof key === "number"
      ? schema.items
      : (schema.properties?.[key] ??
        (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined));
  return alternativeFor(found, child);
}

/** Where a key goes among an object's keys: its place in the schema's `properties`; unknown keys go last. */
export function keyRank(schema: SchemaNode | undefined, key: string): number {
  const index = Object.keys(schema?.properties ?? {}).indexOf(key);
  return index < 0 ? Number.POSITIVE_INFINITY : index;
}

/** A copy of `value` whose objects list their keys in the schema's order (unknown keys after, as they were). */
export function orderKeys(value: unknown, schema: SchemaNode | undefined): unknown {
  const resolved = alternativeFor(schema, value);
  if (Array.isArray(value)) return value.map((item, index) => orderKeys(item, childSchema(resolved, index, item)));
  if (!isObject(value)) return value;
  const keys = Object.keys(value).sort((a, b) => keyRank(resolved, a) - keyRank(resolved, b));
  return Object.fromEntries(keys.map((key) => [key, orderKeys(value[key], childSchema(resolved, key, value[key]))]));
}
