/**
 * Writes a changed JSON document back into its original text, touching only what changed: untouched values keep
 * their bytes (and their one-line or many-line layout), new keys go where the schema puts them, new values are
 * written with 2-space indentation. See decision 022.
 */
import { isDeepStrictEqual } from "node:util";
import { findNodeAtLocation, parseTree, type Node } from "jsonc-parser";
import { alternativeFor, childSchema, keyRank, orderKeys, type SchemaNode } from "./keyOrder.ts";

type Json = unknown;
type Key = string | number;

const isObject = (value: Json): value is Record<string, Json> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** A new document's text: keys in schema order, 2-space indentation, final newline. */
export function freshJsonText(data: Json, schema: SchemaNode | undefined): string {
  return `${JSON.stringify(orderKeys(data, schema), null, 2)}\n`;
}

/** `text` changed so that it parses to `next`; text that does not parse is written afresh. */
export function updateJsonText(text: string, next: Json, schema: SchemaNode | undefined): string {
  let before: Json;
  try {
    before = JSON.parse(text);
  } catch {
    return freshJsonText(next, schema);
  }
  return new TextEditor(text).change([], before, next, alternativeFor(schema, next));
}

/** The text of one JSON document and the splices that change it, each re-reading positions from the current text. */
class TextEditor {
  constructor(private text: string) {}

  /** Changes the value at `path` from `before` to `after` with the fewest splices; returns the whole new text. */
  change(path: Key[], before: Json, after: Json, schema: SchemaNode | undefined): string {
    if (isDeepStrictEqual(before, after)) return this.text;
    if (isObject(before) && isObject(after)) this.changeObject(path, before, after, schema);
    else if (Array.isArray(before) && Array.isArray(after)) this.changeArray(path, before, after, schema);
    else this.replace(path, orderKeys(after, schema));
    return this.text;
  }

  private changeObject(
    path: Key[],
    before: Record<string, Json>,
    after: Record<string, Json>,
    schema: SchemaNode | undefined,
  ): void {
    for (const key of Object.keys(before)) {
      if (!Object.hasOwn(after, key)) this.remove(path, this.keys(path).indexOf(key));
    }
    for (const key of Object.keys(after)) {
      if (Object.hasOwn(before, key))
        this.change([...path, key], before[key], after[key], childSchema(schema, key, after[key]));
    }
    const added = Object.keys(after)
      .filter((key) => !Object.hasOwn(before, key))
      .sort((a, b) => keyRank(schema, a) - keyRank(schema, b));
    for (const key of added) {
      const present = this.keys(path);
      const at = present.findIndex((other) => keyRank(schema, other) > keyRank(schema, key));
      const value = orderKeys(after[key], childSchema(schema, key, after[key]));
      this.insert(path, at < 0 ? present.length : at, { key, json: (layout) => serialize(value, layout) });
    }
  }

  private changeArray(path: Key[], before: Json[], after: Json[], schema: SchemaNode | undefined): void {
    // An element moved or duplicated keeps its original text, so a move changes only the moved lines.
    const originals = this.elementTexts(path);
    let cursor = 0;
    for (const step of alignment(before, after)) {
      if (step.kind === "keep") cursor += 1;
      else if (step.kind === "remove") this.remove(path, cursor);
      else if (step.kind === "change") {
        const value = after[step.to];
        this.change([...path, cursor], before[step.from], value, childSchema(schema, cursor, value));
        cursor += 1;
      } else {
        const value = after[step.to];
        const same = before.findIndex((old) => isDeepStrictEqual(old, value));
        const ordered = orderKeys(value, childSchema(schema, cursor, value));
        this.insert(path, cursor, {
          json: (layout) =>
            same >= 0 && layout.multiline === originals[same]!.multiline
              ? originals[same]!.text
              : serialize(ordered, layout),
        });
        cursor += 1;
      }
    }
  }

  /** The parsed node of the value at `path` in the current text. */
  private node(path: Key[]): Node {
    return findNodeAtLocation(parseTree(this.text)!, path)!;
  }

  /** The names of an object's keys, in the text's order. */
  private keys(path: Key[]): string[] {
    return (this.node(path).children ?? []).map((property) => property.children![0]!.value as string);
  }

  /** The original text of each element of the array at `path`, and whether it spans lines. */
  private elementTexts(path: Key[]): Array<{ text: string; multiline: boolean }> {
    return (this.node(path).children ?? []).map((element) => {
      const text = this.text.slice(element.offset, element.offset + element.length);
      return { text, multiline: text.includes("\n") };
    });
  }

  private splice(start: number, end: number, content: string): void {
    this.text = this.text.slice(0, start) + content + this.text.slice(end);
  }

  private replace(path: Key[], value: Json): void {
    const at = this.node(path);
    this.splice(
      at.offset,
      at.offset + at.length,
      serialize(value, { multiline: true, indent: lineIndent(this.text, at.offset) }),
    );
  }

  /** The container at `path` and where each of its members starts (its key, for a property) and ends. */
  private members(path: Key[]): {
    container: { start: number; end: number };
    spans: Array<{ start: number; end: number }>;
  } {
    const container = this.node(path);
    const spans = (container.children ?? []).map((member) => ({
      start: member.offset,
      end: member.offset + member.length,
    }));
    return { container: { start: container.offset, end: container.offset + container.length }, spans };
  }

  private remove(path: Key[], index: number): void {
    const { container, spans } = this.members(path);
    if (spans.length === 1) this.splice(container.start + 1, container.end - 1, "");
    else if (index < spans.length - 1) this.splice(spans[index]!.start, spans[index + 1]!.start, "");
    else this.splice(spans[index - 1]!.end, spans[index]!.end, "");
  }

  private insert(path: Key[], index: number, member: { key?: string; json: (layout: Layout) => string }): void {
    const { container, spans } = this.members(path);
    const write = (layout: Layout) =>
      (member.key === undefined ? "" : `${JSON.stringify(member.key)}: `) + member.json(layout);
    if (spans.length === 0) {
      // An empty container ({} or []) opens onto lines of its own.
      const indent = lineIndent(this.text, container.start);
      const inner = `${indent}  `;
      this.splice(
        container.start + 1,
        container.end - 1,
        `\n${inner}${write({ multiline: true, indent: inner })}\n${indent}`,
      );
      return;
    }
    const separator =
      spans.length > 1
        ? this.text.slice(spans[0]!.end, spans[1]!.start)
        : this.text.slice(container.start, container.end).includes("\n")
          ? `,\n${lineIndent(this.text, spans[0]!.start)}`
          : ", ";
    const layout: Layout = separator.includes("\n")
      ? { multiline: true, indent: separator.slice(separator.lastIndexOf("\n") + 1) }
      : { multiline: false, indent: "" };
    if (index < spans.length) this.splice(spans[index]!.start, spans[index]!.start, write(layout) + separator);
    else this.splice(spans[spans.length - 1]!.end, spans[spans.length - 1]!.end, separator + write(layout));
  }
}

/** How a new value is laid out: over lines at an indentation, or on one line as in `{ "a": 1, "b": [1, 2] }`. */
interface Layout {
  multiline: boolean;
  indent: string;
}

function serialize(value: Json, layout: Layout): string {
  if (layout.multiline) return JSON.stringify(value, null, 2).replace(/\n/g, `\n${layout.indent}`);
  return compact(value);
}

function compact(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(compact).join(", ")}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${compact(item)}`);
    return entries.length ? `{ ${entries.join(", ")} }` : "{}";
  }
  return JSON.stringify(value);
}

/** The spaces that start the line `position` is on. */
function lineIndent(text: string, position: number): string {
  const start = text.lastIndexOf("\n", position - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))![0];
}

type Step =
  | { kind: "keep"; from: number; to: number }
  | { kind: "change"; from: number; to: number }
  | { kind: "remove"; from: number }
  | { kind: "insert"; to: number };

/** Two values that are edited in place rather than replaced: both containers of one kind, blocks of one type. */
function sameKind(a: Json, b: Json): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return true;
  if (isObject(a) && isObject(b)) return a.type === b.type;
  return !isObject(a) && !isObject(b) && !Array.isArray(a) && !Array.isArray(b);
}

/**
 * How `before` became `after`: elements both keep (their longest common subsequence), and between those, elements
 * changed in place (paired in order while they are of one kind), removed or inserted.
 */
export function alignment(before: Json[], after: Json[]): Step[] {
  const n = before.length;
  const m = after.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = isDeepStrictEqual(before[i], after[j])
        ? lcs[i + 1]![j + 1]! + 1
        : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  let removed: number[] = [];
  let inserted: number[] = [];
  const flush = () => {
    while (removed.length && inserted.length && sameKind(before[removed[0]!], after[inserted[0]!])) {
      steps.push({ kind: "change", from: removed.shift()!, to: inserted.shift()! });
    }
    steps.push(
      ...removed.map((from) => ({ kind: "remove" as const, from })),
      ...inserted.map((to) => ({ kind: "insert" as const, to })),
    );
    removed = [];
    inserted = [];
  };
  while (i < n || j < m) {
    if (i < n && j < m && isDeepStrictEqual(before[i], after[j])) {
      flush();
      steps.push({ kind: "keep", from: i++, to: j++ });
    } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) removed.push(i++);
    else inserted.push(j++);
  }
  flush();
  return steps;
}
