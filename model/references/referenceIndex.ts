import { pointerSegment } from "../content/walk.ts";
import type { ReferenceKind } from "./referenceKinds.ts";

/** One reference in a document: what it is, where it is and its value as written. */
export interface Reference {
  kind: ReferenceKind;
  /** JSON pointer to the value. */
  pointer: string;
  value: unknown;
}

/** Every reference of one document, in document order (an action's own `chat`, `to` or `href` come after it). */
export type FindReferences = (document: unknown) => Reference[];

/** Which parts of the values a schema describes can hold references: the schema compiled once, walked per value. */
interface Plan {
  kinds: ReferenceKind[];
  properties: Map<string, Plan>;
  /** For the keys `properties` does not name (`additionalProperties`, `patternProperties`). */
  additional?: Plan;
  items?: Plan;
  /** A tagged union (`discriminator`): the variant named by the value's `tag` property. */
  tag?: string;
  variants?: Map<unknown, Plan>;
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A plan with no reference anywhere: the walk does not enter the values it describes. */
const NOTHING: Plan = { kinds: [], properties: new Map() };

function isEmpty(plan: Plan): boolean {
  return (
    plan.kinds.length === 0 &&
    plan.properties.size === 0 &&
    !plan.additional &&
    !plan.items &&
    (plan.variants?.size ?? 0) === 0
  );
}

/** `a` and `b` together: every reference either finds. */
function merge(a: Plan, b: Plan): Plan {
  if (a === NOTHING) return b;
  if (b === NOTHING) return a;
  const properties = new Map(a.properties);
  for (const [key, plan] of b.properties) properties.set(key, merge(properties.get(key) ?? NOTHING, plan));
  const variants = a.variants || b.variants ? new Map(a.variants) : undefined;
  for (const [tag, plan] of b.variants ?? []) variants!.set(tag, merge(variants!.get(tag) ?? NOTHING, plan));
  return {
    kinds: [...new Set([...a.kinds, ...b.kinds])],
    properties,
    additional: a.additional && b.additional ? merge(a.additional, b.additional) : (a.additional ?? b.additional),
    items: a.items && b.items ? merge(a.items, b.items) : (a.items ?? b.items),
    tag: a.tag ?? b.tag,
    variants,
  };
}

/** The value at a JSON pointer of a schema document. */
function nodeAt(document: unknown, fragment: string): unknown {
  let node = document;
  for (const segment of fragment.split("/").slice(1)) {
    if (!isSchema(node)) return undefined;
    node = node[decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return node;
}

/**
 * Compiles the schemas of `documents` (by their absolute address) into plans, each schema node once: what the index
 * costs per value is a map lookup, not a `$ref` resolved again (the editor checks again on each edit, and sites of
 * 10,000 pages exist).
 */
function compiler(documents: ReadonlyMap<string, unknown>, kinds: ReadonlyMap<string, ReferenceKind>) {
  const plans = new WeakMap<object, Plan>();
  const compiling = new WeakSet<object>();

  function resolve(ref: string, base: string): { node: unknown; base: string; address: string } {
    const url = new URL(ref, base);
    const fragment = decodeURIComponent(url.hash.slice(1));
    url.hash = "";
    const address = `${url.href}#${fragment}`;
    return { node: nodeAt(documents.get(url.href), fragment), base: url.href, address };
  }

  function compileMany(list: unknown, base: string): Plan {
    return Array.isArray(list) ? list.reduce<Plan>((plan, node) => merge(plan, compile(node, base)), NOTHING) : NOTHING;
  }

  /** The variants of a tagged `oneOf`, by the constant of their tag property. */
  function variants(schema: Schema, tag: string, base: string): Map<unknown, Plan> {
    const byTag = new Map<unknown, Plan>();
    for (const variant of Array.isArray(schema.oneOf) ? schema.oneOf : []) {
      let node: unknown = variant;
      let at = base;
      // A variant is usually a `$ref` to a block's schema: its tag is read there.
      while (isSchema(node) && typeof node.$ref === "string") ({ node, base: at } = resolve(node.$ref, at));
      const properties = isSchema(node) && isSchema(node.properties) ? node.properties : {};
      const constant = isSchema(properties[tag]) ? properties[tag].const : undefined;
      const plan = compile(variant, base);
      if (constant !== undefined && plan !== NOTHING) byTag.set(constant, plan);
    }
    return byTag;
  }

  function build(schema: Schema, base: string): Plan {
    let plan: Plan = NOTHING;
    if (typeof schema.$ref === "string") {
      const target = resolve(schema.$ref, base);
      const kind = kinds.get(target.address);
      if (kind) plan = merge(plan, { kinds: [kind], properties: new Map() });
      plan = merge(plan, compile(target.node, target.base));
    }
    if (isSchema(schema.properties)) {
      const properties = new Map<string, Plan>();
      for (const [key, node] of Object.entries(schema.properties)) {
        const child = compile(node, base);
        if (child !== NOTHING) properties.set(key, child);
      }
      plan = merge(plan, { kinds: [], properties });
    }
    const additional = merge(
      isSchema(schema.additionalProperties) ? compile(schema.additionalProperties, base) : NOTHING,
      compileMany(isSchema(schema.patternProperties) ? Object.values(schema.patternProperties) : [], base),
    );
    if (additional !== NOTHING) plan = merge(plan, { kinds: [], properties: new Map(), additional });
    const items = Array.isArray(schema.items) ? compileMany(schema.items, base) : compile(schema.items, base);
    if (items !== NOTHING) plan = merge(plan, { kinds: [], properties: new Map(), items });
    const tag = isSchema(schema.discriminator) ? schema.discriminator.propertyName : undefined;
    if (typeof tag === "string")
      plan = merge(plan, { kinds: [], properties: new Map(), tag, variants: variants(schema, tag, base) });
    // Without a tag, a value may follow any alternative: each one's references are looked for.
    else plan = merge(plan, compileMany(schema.oneOf, base));
    plan = merge(plan, compileMany(schema.anyOf, base));
    plan = merge(plan, compileMany(schema.allOf, base));
    plan = merge(plan, compileMany([schema.then, schema.else], base));
    return isEmpty(plan) ? NOTHING : plan;
  }

  function compile(node: unknown, base: string): Plan {
    if (!isSchema(node)) return NOTHING;
    const known = plans.get(node);
    if (known) return known;
    // A schema that contains itself (none does today) is followed once: its inner repetitions hold no references.
    if (compiling.has(node)) return NOTHING;
    compiling.add(node);
    const plan = build(node, base);
    compiling.delete(node);
    plans.set(node, plan);
    return plan;
  }

  return compile;
}

function find(plan: Plan, value: unknown, pointer: string, found: Reference[]): void {
  for (const kind of plan.kinds) found.push({ kind, pointer, value });
  if (typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    if (plan.items)
      for (let index = 0; index < value.length; index++) find(plan.items, value[index], `${pointer}/${index}`, found);
    return;
  }
  const object = value as Record<string, unknown>;
  if (plan.variants) {
    const variant = plan.variants.get(object[plan.tag!]);
    if (variant) find(variant, value, pointer, found);
  }
  if (plan.properties.size === 0 && !plan.additional) return;
  for (const key in object) {
    const child = plan.properties.get(key) ?? plan.additional;
    if (child) find(child, object[key], `${pointer}/${pointerSegment(key)}`, found);
  }
}

/**
 * The index of references of the documents one schema describes: every value whose schema is one of `kinds`'
 * definitions (by their full address), found through `$ref`s, properties, `additionalProperties`, array items and
 * unions (a tagged union by its tag, as blocks by their `type`). `documents` holds every schema file by its absolute
 * address, which relative `$ref`s resolve against; `root` is the address of the schema of the documents.
 */
export function referenceIndex(
  documents: ReadonlyMap<string, unknown>,
  root: string,
  kinds: ReadonlyMap<string, ReferenceKind>,
): FindReferences {
  const plan = compiler(documents, kinds)(documents.get(root), root);
  return (document) => {
    const found: Reference[] = [];
    find(plan, document, "", found);
    return found;
  };
}
