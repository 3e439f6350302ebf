/**
 * Which shared definition a field's schema comes from ("LinkName", "Image", "Action"…), for the editor's reference
 * fields. A property's own `title` is its pt-BR label and, once the dev server has resolved the `$ref`s, replaces the
 * definition's `title` (the type name); so the server copies each named definition's type name under this key,
 * which a property never sets and therefore keeps through the resolution.
 */
export const DEFINITION_KEY = "x-definition";

/**
 * The type name of the shared definition `schema` was resolved from; for a schema not resolved by the dev server
 * (one written in place, as tests do), its `title`.
 */
export function definitionOf(schema: object): string | undefined {
  const { [DEFINITION_KEY]: name, title } = schema as Record<string, unknown>;
  return typeof name === "string" ? name : typeof title === "string" ? title : undefined;
}
