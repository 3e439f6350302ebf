import { referenceIndex, type FindReferences } from "./referenceIndex.ts";
import { referenceDefinitions } from "./referenceKinds.ts";

/** An address the schema files are placed at, so that their relative `$ref`s resolve where they do on disk. */
const ROOT = "file:///project/";

/**
 * The reference index of each block type, from its schema and schema/defs.schema.json as the browser has them
 * (the block catalog): `blockSchemas` by type, each written as it is in `blocks/<type>/<type>.schema.json`.
 */
export function blockReferenceIndexes(
  defs: object,
  blockSchemas: Readonly<Record<string, object>>,
): (type: string) => FindReferences | undefined {
  const defsUrl = new URL("schema/defs.schema.json", ROOT).href;
  const blockUrl = (type: string) => new URL(`blocks/${type}/${type}.schema.json`, ROOT).href;
  const documents = new Map<string, object>([
    [defsUrl, defs],
    ...Object.entries(blockSchemas).map(([type, schema]) => [blockUrl(type), schema] as const),
  ]);
  const kinds = referenceDefinitions(defsUrl);
  const indexes = new Map<string, FindReferences>();
  return (type) => {
    if (!Object.hasOwn(blockSchemas, type)) return undefined;
    if (!indexes.has(type)) indexes.set(type, referenceIndex(documents, blockUrl(type), kinds));
    return indexes.get(type);
  };
}
