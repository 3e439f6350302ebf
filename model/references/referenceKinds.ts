/**
 * What a value of a config file refers to, by the shared schema definition it follows (schema/defs.schema.json): a
 * call to action, an address outside the site, a route of the site, a chat link of the page, an image of public/, a
 * plan of site.json.
 */
export type ReferenceKind = "action" | "externalAddress" | "route" | "chatLink" | "image" | "sitePlan";

/**
 * The definitions of schema/defs.schema.json whose values are references, by kind. A property is a reference because
 * its schema is one of these (`"$ref": "defs.schema.json#/definitions/action"`), whatever it is called: a new property
 * that uses one is checked with no change to the checks.
 */
export const REFERENCE_DEFINITIONS: Readonly<Record<string, ReferenceKind>> = {
  action: "action",
  externalUrl: "externalAddress",
  httpsUrl: "externalAddress",
  internalRoute: "route",
  linkName: "chatLink",
  image: "image",
  planId: "sitePlan",
};

/** The address of a definition of the shared definitions file, `defsUrl` being that file's address. */
export function definitionUrl(defsUrl: string, name: string): string {
  return `${defsUrl}#/definitions/${name}`;
}

/** The reference definitions as the index takes them: by their full address, `defsUrl` being their file's. */
export function referenceDefinitions(defsUrl: string): Map<string, ReferenceKind> {
  return new Map(
    Object.entries(REFERENCE_DEFINITIONS).map(([name, kind]) => [definitionUrl(defsUrl, name), kind] as const),
  );
}
