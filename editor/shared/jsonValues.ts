/** Plain JSON values as documents hold them: what is an object, and when two values are the same. */

/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** Whether `value` is a JSON object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether two JSON values are equal; the order of an object's keys does not count (a hand edit may reorder them). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  if (keys.length !== Object.keys(b).filter((key) => b[key] !== undefined).length) return false;
  return keys.every((key) => sameValue(a[key], b[key]));
}
