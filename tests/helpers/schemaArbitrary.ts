import { readFileSync } from "node:fs";
import { dirname, join, resolve as resolvePath } from "node:path";
import fc from "fast-check";

/** The subset of JSON Schema (draft-07) our schemas use. */
interface Schema {
  $ref?: string;
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  definitions?: Record<string, Schema>;
}

/** A schema node together with the file it lives in, so relative `$ref`s resolve. */
interface Located {
  schema: Schema;
  file: string;
}

const files = new Map<string, Schema>();
function load(file: string): Schema {
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, "utf8")) as Schema);
  return files.get(file)!;
}

function resolve({ schema, file }: Located): Located {
  if (!schema.$ref) return { schema, file };
  const [path, fragment = ""] = schema.$ref.split("#");
  const target = path ? resolvePath(dirname(file), path) : file;
  let node = load(target);
  for (const segment of fragment.split("/").filter(Boolean)) node = (node as Record<string, Schema>)[segment]!;
  return resolve({ schema: node, file: target });
}

const word = fc.string({ minLength: 1, maxLength: 12 });

/** Arbitrary values shaped by a schema: right types, enums, patterns, required fields, optional ones at random. */
function arbitraryFor(located: Located, depth: number): fc.Arbitrary<unknown> {
  const { schema, file } = resolve(located);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((option) => arbitraryFor({ schema: option, file }, depth)));
  switch (schema.type) {
    case "string":
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case "integer":
      return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 1000 });
    case "number":
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100_000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array": {
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryFor({ schema: schema.items ?? {}, file }, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, depth > 2 ? 1 : 3),
      });
    }
    case "object": {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          arbitraryFor({ schema: value, file }, depth + 1),
        ]),
      );
      const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
      if (!schema.properties)
        return fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/), word, { maxKeys: 2 });
      return fc.record(properties, { requiredKeys });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Arbitrary values of a schema file (or of one of its definitions, with `#/definitions/name`). */
export function schemaArbitrary(file: string, fragment = ""): fc.Arbitrary<unknown> {
  return arbitraryFor({ schema: { $ref: `${file}#${fragment}` }, file: join(file, "..", "_") }, 0);
}
