/** A copy of `value` with `path` set to `item` (objects and arrays along the path are copied, not changed). */
export function setIn(value: unknown, path: ReadonlyArray<string | number>, item: unknown): unknown {
  if (path.length === 0) return item;
  const [key, ...rest] = path;
  const container = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown> | undefined) };
  (container as Record<string | number, unknown>)[key!] = setIn(
    (container as Record<string | number, unknown>)[key!],
    rest,
    item,
  );
  return container;
}
