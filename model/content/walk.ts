/** A value met while walking a JSON document, with where it is and under which key. */
export interface Visit {
  value: unknown;
  pointer: string;
  /** The property name that holds this value (for an array element, the array's property name). */
  key: string;
}

/** A key as a JSON pointer segment (`~` and `/` escaped). */
export function pointerSegment(segment: string): string {
  // Almost no key holds either character: skip the two replacements (a large share of a 10,000-page validation).
  if (!segment.includes("~") && !segment.includes("/")) return segment;
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Calls `visit` for every value in a JSON document, depth first. */
export function walk(value: unknown, visit: (node: Visit) => void, pointer = "", key = ""): void {
  visit({ value, pointer, key });
  // Plain loops: the validator walks every value of every page (millions at 10,000 pages), and forEach's and
  // Object.entries' allocations were a large share of that.
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) walk(value[index], visit, `${pointer}/${index}`, key);
  } else if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    for (const childKey in object) walk(object[childKey], visit, `${pointer}/${pointerSegment(childKey)}`, childKey);
  }
}
