import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BLOCKS_DIR, SCHEMA_DIR } from "../../model/paths.ts";
import { blockTypes } from "../../model/blockSchemas.ts";
import { withGeneratedSection } from "./generatedSection.ts";

interface Node {
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  items?: Node;
  properties?: Record<string, Node>;
  required?: string[];
  title?: string;
  definitions?: Record<string, Node>;
}

const defs = JSON.parse(readFileSync(join(SCHEMA_DIR, "defs.schema.json"), "utf8")).definitions as Record<string, Node>;

/** The definitions a block schema's own `$ref`s ("#/definitions/card") point into, while its rows are written. */
let local: Record<string, Node> = {};

/** The definition a `$ref` points at: into defs.schema.json, or into the block schema itself. */
function resolved(node: Node): Node {
  const name = node.$ref?.split("/definitions/")[1];
  const target = name ? (node.$ref!.startsWith("#") ? local[name] : defs[name]) : undefined;
  return target ? { ...target, description: node.description ?? target.description } : node;
}

/** A short pt-BR name for a field's kind, e.g. "texto", "lista de Action", "azul | laranja". */
function kindOf(node: Node): string {
  const target = resolved(node);
  const refName = node.$ref?.split("/definitions/")[1];
  if (refName === "action") return "botão (Action)";
  if (refName === "image") return "imagem (Image)";
  if (refName === "icon") return "ícone (veja a lista abaixo)";
  if (target.const !== undefined) return `"${String(target.const)}"`;
  if (target.enum) return target.enum.map((value) => JSON.stringify(value)).join(" \\| ");
  if (target.type === "array") return `lista de ${target.items ? kindOf(target.items) : "itens"}`;
  if (target.type === "object") return target.title ? `objeto (${target.title})` : "objeto";
  return (
    { string: "texto", number: "número", integer: "número inteiro", boolean: "true/false" }[String(target.type)] ??
    String(target.type ?? "")
  );
}

function escape(text: string): string {
  return text.replace(/\|/g, "\\|");
}

function fieldRows(node: Node, prefix = ""): string[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const row = `| \`${prefix}${name}\` | ${required.has(name) ? "sim" : ""} | ${kindOf(child)} | ${escape(resolved(child).description ?? "")} |`;
    // A list of a block's own definition (a card) is listed field by field; shared kinds (a button) are not.
    const items = child.items?.$ref?.startsWith("#") ? resolved(child.items) : child.items;
    const itemObject =
      child.type === "array" && items?.properties ? items : child.type === "object" ? child : undefined;
    return [
      row,
      ...(itemObject ? fieldRows(itemObject, `${prefix}${name}${child.type === "array" ? "[]" : ""}.`) : []),
    ];
  });
}

/** The block reference in Markdown, generated from the block schemas (so it cannot drift from them). */
export function blockReference(): string {
  return blockTypes()
    .map((type) => {
      const schema = JSON.parse(readFileSync(join(BLOCKS_DIR, type, `${type}.schema.json`), "utf8")) as Node;
      local = schema.definitions ?? {};
      return [
        `### \`${type}\``,
        "",
        schema.description ?? "",
        "",
        "| campo | obrigatório | tipo | para que serve |",
        "|---|---|---|---|",
        ...fieldRows(schema),
        "",
      ].join("\n");
    })
    .concat(["### Ícones disponíveis", "", (defs.icon?.enum ?? []).map((name) => `\`${String(name)}\``).join(", "), ""])
    .join("\n");
}

/** `guide` with its block reference section replaced by the current block reference. */
export function withBlockReference(guide: string): string {
  return withGeneratedSection(guide, "referência-de-blocos", blockReference());
}
