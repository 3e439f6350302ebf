/** `{{path.to.value}}` placeholders inside config strings, filled from site.json. */
const TOKEN = /\{\{\s*([a-zA-Z][\w.]*)\s*\}\}/g;

/** The placeholder paths named in a string. */
export function tokensIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1]!);
}

/** The string or number at a dotted path of `source`, or undefined. */
export function lookup(source: unknown, path: string): string | undefined {
  let current: unknown = source;
  for (const segment of path.split(".")) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return typeof current === "string" || typeof current === "number" ? String(current) : undefined;
}

/** A deep copy of `value` with every placeholder in its strings replaced (unknown ones are left as written). */
export function interpolate<T>(value: T, source: unknown): T {
  if (typeof value === "string") {
    return value.replace(TOKEN, (whole, path: string) => lookup(source, path) ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, source)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, source)])) as T;
  }
  return value;
}
