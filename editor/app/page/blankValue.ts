import type { JsonSchema } from "../../shared/api.ts";
import { isChatLinkSchema } from "./chatLinkRefs.ts";
import { definitionOf } from "../../shared/definitionName.ts";
import { conditionOf } from "../form/heldConditions.ts";

type Schema = JsonSchema;

/**
 * Properties a shared definition needs beyond its schema's `required`, by the definition's title. A button must have
 * exactly one destination (the validator checks it; the schema cannot say it): a new one leads to the page's chat,
 * where the site's buttons mostly lead, or, where there is no chat to lead to (site.json), to a page of the site.
 */
function alsoNeeded(definition: string | undefined, chatLink: string | undefined): string[] {
  if (definition !== "Action") return [];
  return chatLink === undefined ? ["to"] : ["chat"];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The schema a blank value is written to: the first variant of a `oneOf`/`anyOf`, merged into its parent. */
function firstVariant(schema: Schema): Schema {
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  const first = variants?.[0];
  if (!first) return schema;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  return firstVariant({
    ...rest,
    ...first,
    properties: { ...(rest.properties as object), ...(first.properties as object) },
    required: [...new Set([...((rest.required as string[]) ?? []), ...((first.required as string[]) ?? [])])],
  });
}

function typeOf(schema: Schema): string | undefined {
  if (typeof schema.type === "string") return schema.type;
  if (Array.isArray(schema.type)) return schema.type[0] as string;
  if (isObject(schema.properties)) return "object";
  if (isObject(schema.items)) return "array";
  return undefined;
}

/**
 * An object schema with the `else` of its `if`/`then`/`else` merged in: the rules a blank object lives under, as it has
 * none of the optional properties an `if` looks for (a card grid without groups needs its list of at least one card).
 */
function withBlankBranch(schema: Schema): Schema {
  if (!isObject(conditionOf(schema)) || !isObject(schema.else)) return schema;
  const otherwise = schema.else as Schema;
  const properties = { ...(schema.properties as Record<string, Schema>) };
  for (const [key, rules] of Object.entries((otherwise.properties ?? {}) as Record<string, Schema>))
    properties[key] = { ...properties[key], ...rules };
  return {
    ...schema,
    properties,
    required: [...new Set([...((schema.required as string[]) ?? []), ...((otherwise.required as string[]) ?? [])])],
  };
}

/**
 * The least a schema accepts, for the marketer to fill in: an object holds only its required properties, a list
 * as many items as its `minItems`, a `const` its value, a choice (`enum`) its first option, a text is empty and a
 * chat link names `chatLink` (one of the page's links; `undefined` where buttons cannot open a chat). A number is left out (no number is a better start than a
 * made-up one: the form shows it empty and the validator asks for it). `undefined` means "leave it out".
 */
export function blankValue(schema: Schema, chatLink: string | undefined): unknown {
  const resolved = withBlankBranch(firstVariant(schema));
  if ("const" in resolved) return resolved.const;
  if (Array.isArray(resolved.enum)) return resolved.enum[0];
  if (isChatLinkSchema(resolved)) return chatLink ?? "";
  switch (typeOf(resolved)) {
    case "string":
      return "";
    case "boolean":
      return false;
    case "array": {
      const count = typeof resolved.minItems === "number" ? resolved.minItems : 0;
      const items = isObject(resolved.items) ? resolved.items : {};
      return Array.from({ length: count }, () => blankValue(items, chatLink));
    }
    case "object": {
      const properties = (resolved.properties ?? {}) as Record<string, Schema>;
      const wanted = [
        ...((resolved.required as string[] | undefined) ?? []),
        ...alsoNeeded(definitionOf(resolved), chatLink),
      ];
      // In the schema's order, as the examples and the saved files write them.
      const entries = Object.keys(properties)
        .filter((key) => wanted.includes(key))
        .map((key) => [key, blankValue(properties[key]!, chatLink)] as const)
        .filter(([, value]) => value !== undefined);
      return Object.fromEntries(entries);
    }
    default:
      return undefined;
  }
}
