import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { ROOT } from "../../model/paths.ts";

/** A JSON Schema node, loosely typed: the rewrite only looks at `$ref`, `title`, `description` and `definitions`. */
export type SchemaNode = { [key: string]: unknown };

/** A schema with a `title`, compiled on its own into `export interface|type <title>`. */
export interface NamedType {
  name: string;
  schema: SchemaNode;
}

/** The types one generated module declares, and the names it takes from the shared module. */
export interface TypeModule {
  types: NamedType[];
  imports: string[];
}

/**
 * Keys that say nothing about a type (editor snippets, the schema's own `$schema`, the pt-BR name of a schema whose
 * `title` is its type name) and are left out.
 */
const IGNORED = new Set(["$schema", "defaultSnippets", "definitions", "x-title"]);

/** Keywords whose value is a schema or a list of schemas, and those whose value maps names to schemas. */
const SUBSCHEMA = new Set([
  "items",
  "additionalItems",
  "additionalProperties",
  "propertyNames",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "oneOf",
  "anyOf",
  "allOf",
]);
const SUBSCHEMA_MAP = new Set(["properties", "patternProperties"]);

function isNode(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A property's schema without its pt-BR label, which names the field in the editor and is no type name: its `title`,
 * or its `x-title` where its `title` names the type of a group written in place (`"title": "Brand"`).
 */
function withoutLabel(property: SchemaNode): SchemaNode {
  const { "x-title": label, ...rest } = property;
  if (label !== undefined) return rest;
  const { title: _label, ...untitled } = rest;
  return untitled;
}

function readSchema(file: string): SchemaNode {
  return JSON.parse(readFileSync(file, "utf8")) as SchemaNode;
}

/** `quoteAuthor` → `QuoteAuthor`, for the key of an untitled definition or the name of an untitled schema file. */
function implicitName(where: string): string | undefined {
  const [file = "", pointer = ""] = where.split("#");
  const key =
    /^\/definitions\/([A-Za-z][A-Za-z0-9]*)$/.exec(pointer)?.[1] ??
    (pointer === "" ? /([A-Za-z][A-Za-z0-9]*)\.schema\.json$/.exec(file)?.[1] : undefined);
  return key && key[0]!.toUpperCase() + key.slice(1);
}

/** The node a JSON pointer fragment (`/definitions/text`, or "" for the whole file) designates. */
function atPointer(document: SchemaNode, pointer: string, where: string): SchemaNode {
  let node: unknown = document;
  for (const segment of pointer.split("/").slice(1))
    node = isNode(node) ? node[segment.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  if (!isNode(node)) throw new Error(`${where}: o $ref não aponta para um esquema.`);
  return node;
}

/**
 * Rewrites JSON Schemas for json-schema-to-typescript so that the types read like hand-written ones.
 *
 * The compiler turns a `$ref` that carries its own `description` into a fresh copy of the target (`Text1` …
 * `Text104`, three copies of the icon union) and drops that description. Here every `$ref` becomes the *name* of
 * the type it points at (the target's `title`, as a `tsType`) and keeps its description, which the compiler then
 * writes as the property's JSDoc; each target is declared once, as a named type of its own. Targets inside the
 * shared file (schema/defs.schema.json) are imported from its module instead of declared again.
 *
 * A type's name is its schema's `title` (or an untitled definition's key), and a name may belong to one schema
 * only: a clash stops the generator and says which schema to rename, so a new block or definition can never bring
 * numbered aliases back.
 */
export class NamedTypes {
  private readonly documents = new Map<string, SchemaNode>();
  private readonly owners = new Map<string, string>();
  private readonly declared: NamedType[] = [];
  private readonly imported = new Set<string>();

  /** `sharedFile`: the schema whose definitions live in the shared module (absolute path). */
  constructor(private readonly sharedFile: string) {}

  /** Every definition of the shared file, in the order written there. */
  static shared(sharedFile: string): TypeModule {
    const types = new NamedTypes(sharedFile);
    const definitions = readSchema(sharedFile).definitions;
    for (const name of Object.keys(isNode(definitions) ? definitions : {}))
      types.declare(sharedFile, `/definitions/${name}`);
    return types.module();
  }

  /** The root schema in `file` (given as `schema` when it is not yet on disk) and everything it references. */
  static root(file: string, schema: SchemaNode, sharedFile: string): TypeModule {
    const types = new NamedTypes(sharedFile);
    types.documents.set(file, schema);
    types.declare(file, "");
    return types.module();
  }

  private module(): TypeModule {
    return { types: this.declared, imports: [...this.imported].sort() };
  }

  private document(file: string): SchemaNode {
    let document = this.documents.get(file);
    if (!document) this.documents.set(file, (document = readSchema(file)));
    return document;
  }

  /** Declares the titled schema at `file#pointer` once; returns its name. */
  private declare(file: string, pointer: string): string {
    const where = `${relative(ROOT, file)}#${pointer}`;
    return this.declareNode(atPointer(this.document(file), pointer, where), file, pointer);
  }

  private declareNode(target: SchemaNode, file: string, pointer: string): string {
    const name = this.claim(target, `${relative(ROOT, file)}#${pointer}`);
    if (this.declared.some((type) => type.name === name)) return name;
    const entry: NamedType = { name, schema: {} };
    this.declared.push(entry);
    entry.schema = this.rewrite(target, file, pointer, true);
    return name;
  }

  /**
   * The type name of a schema, checked to name no other schema: its `title`, or for an untitled definition or
   * schema file the definition's key or the file's name in PascalCase (`"definitions": { "quoteAuthor" … }` →
   * `QuoteAuthor`).
   */
  private claim(node: SchemaNode, where: string): string {
    const name = node.title ?? implicitName(where);
    if (typeof name !== "string" || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
      throw new Error(`${where}: dê a este esquema um "title" em PascalCase (vira o nome do tipo TypeScript).`);
    }
    const owner = this.owners.get(name);
    if (owner !== undefined && owner !== where)
      throw new Error(`${where}: o "title" ${name} já nomeia ${owner}; escolha outro.`);
    this.owners.set(name, where);
    return name;
  }

  /** A copy of `node` with every `$ref` in its subschemas replaced by the name of its target. */
  private rewrite(node: SchemaNode, file: string, pointer: string, isDeclaration = false): SchemaNode {
    if (typeof node.$ref === "string") return this.reference(node, node.$ref, file, pointer);
    // A titled schema written in place is a named type too: declared on its own, used by name here.
    if (!isDeclaration && node.title !== undefined)
      return this.typeName(this.declareNode(node, file, pointer), node, pointer);
    const copy: SchemaNode = {};
    for (const [key, value] of Object.entries(node)) {
      if (IGNORED.has(key)) continue;
      const at = `${pointer}/${key}`;
      const sub = (child: unknown, path: string) => (isNode(child) ? this.rewrite(child, file, path) : child);
      if (SUBSCHEMA.has(key))
        copy[key] = Array.isArray(value) ? value.map((item, index) => sub(item, `${at}/${index}`)) : sub(value, at);
      else if (SUBSCHEMA_MAP.has(key) && isNode(value))
        copy[key] = Object.fromEntries(
          Object.entries(value).map(([name, child]) => [
            name,
            sub(key === "properties" && isNode(child) ? withoutLabel(child) : child, `${at}/${name}`),
          ]),
        );
      else copy[key] = value;
    }
    return copy;
  }

  /** `{ tsType: <name> }` for a `$ref`, with the description the property gives it (or the target's own). */
  private reference(node: SchemaNode, ref: string, file: string, pointer: string): SchemaNode {
    const [path = "", fragment = ""] = ref.split("#");
    const targetFile = path ? resolve(dirname(file), path) : file;
    const name =
      targetFile === this.sharedFile && file !== this.sharedFile
        ? this.claimShared(fragment, `${relative(ROOT, file)}#${pointer}`)
        : this.declare(targetFile, fragment);
    return this.typeName(
      name,
      { description: node.description ?? atPointer(this.document(targetFile), fragment, ref).description },
      pointer,
    );
  }

  /**
   * `{ tsType: name }`, described (for the property's JSDoc) when it is the value of a property: the compiler
   * writes no comment on a named type's uses, only on its declaration.
   */
  private typeName(name: string, { description }: SchemaNode, pointer: string): SchemaNode {
    const isProperty = pointer.split("/").at(-2) === "properties";
    return isProperty && description !== undefined ? { tsType: name, description } : { tsType: name };
  }

  /** The name of a shared definition, recorded as an import. */
  private claimShared(fragment: string, where: string): string {
    const target = atPointer(this.document(this.sharedFile), fragment, where);
    const name = this.claim(target, `${relative(ROOT, this.sharedFile)}#${fragment}`);
    this.imported.add(name);
    return name;
  }
}
