import type { ErrorObject } from "ajv";
import { blockTypes } from "../lib/blockSchemas.ts";
import { didYouMean } from "./suggest.ts";

/** What a schema error says, in pt-BR, and where it points. */
export interface SchemaMessage {
  pointer: string;
  message: string;
  hint: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: "texto entre aspas",
  number: "número",
  integer: "número inteiro",
  boolean: "true ou false",
  object: "objeto { }",
  array: "lista [ ]",
};

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
}

/** " (description)" of a schema node, without its final period, or "". */
function descriptionOf(node: unknown): string {
  const description = (node as SchemaNode | undefined)?.description?.replace(/\.$/, "");
  return description ? ` (${description})` : "";
}

function lastSegment(pointer: string): string {
  return pointer.slice(pointer.lastIndexOf("/") + 1) || "raiz";
}

/** Translates one ajv error (compiled with `verbose: true`) into a located pt-BR message. */
export function schemaMessage(error: ErrorObject): SchemaMessage {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as SchemaNode | undefined;
  const field = lastSegment(at);
  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      return {
        pointer: at,
        message: `Falta o campo obrigatório "${missing}".`,
        hint: `Adicione "${missing}"${descriptionOf(parent?.properties?.[missing])} a este objeto.`,
      };
    }
    case "additionalProperties": {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {});
      return {
        pointer: `${at}/${extra}`,
        message: `Campo desconhecido "${extra}".`,
        hint: `Remova-o ou corrija o nome.${didYouMean(extra, allowed)} Campos aceitos aqui: ${allowed.join(", ")}.`,
      };
    }
    case "discriminator": {
      if (params.tag !== "type") return partKindMessage(error);
      if (params.error === "tag") {
        return { pointer: at, message: `O bloco não diz seu tipo.`, hint: `Adicione "type" com um destes: ${blockTypes().join(", ")}.` };
      }
      const wanted = String(params.tagValue);
      return {
        pointer: `${at}/type`,
        message: `Tipo de bloco desconhecido "${wanted}".`,
        hint: `Use um tipo existente.${didYouMean(wanted, blockTypes())} Tipos: ${blockTypes().join(", ")}.`,
      };
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return {
        pointer: at,
        message: `Valor ${JSON.stringify(error.data)} não é aceito em "${field}".`,
        hint: `Use um destes: ${allowed.join(", ")}.${didYouMean(String(error.data), allowed)}`,
      };
    }
    case "const":
      return { pointer: at, message: `"${field}" deve ser ${JSON.stringify(params.allowedValue)}.`, hint: `Troque o valor por ${JSON.stringify(params.allowedValue)}.` };
    case "type":
      return {
        pointer: at,
        message: `"${field}" deve ser ${TYPE_NAMES[String(params.type)] ?? params.type}.`,
        hint: quotedLiteral(error.data, String(params.type)) ?? `Corrija o valor${descriptionOf(parent)}.`,
      };
    case "pattern":
      return {
        pointer: at,
        message: `Formato inválido em "${field}": ${JSON.stringify(error.data)}.`,
        hint: parent?.description ? `Esperado: ${parent.description}` : `Esperado o formato ${params.pattern}.`,
      };
    case "minLength":
      return params.limit === 1
        ? { pointer: at, message: `"${field}" está vazio.`, hint: `Escreva o texto ou remova o campo${descriptionOf(parent)}.` }
        : { pointer: at, message: `"${field}" é curto demais.`, hint: `Use pelo menos ${params.limit} caracteres.` };
    case "maxLength":
      return { pointer: at, message: `"${field}" é longo demais (${String(error.data).length} caracteres).`, hint: `Use no máximo ${params.limit} caracteres.` };
    case "minItems":
      return { pointer: at, message: `A lista "${field}" tem itens de menos.`, hint: `Ponha pelo menos ${params.limit} item(ns).` };
    case "maxItems":
      return { pointer: at, message: `A lista "${field}" tem itens demais.`, hint: `Ponha no máximo ${params.limit} item(ns).` };
    case "minimum":
    case "maximum":
      return { pointer: at, message: `"${field}" está fora do limite.`, hint: `O valor deve ser ${error.keyword === "minimum" ? "no mínimo" : "no máximo"} ${params.limit}.` };
    case "propertyNames":
      return { pointer: at, message: `Nome inválido: ${JSON.stringify(params.propertyName)}.`, hint: "Use só letras e números, começando por letra." };
    default:
      return { pointer: at, message: `Valor inválido em "${field}": ${error.message ?? ""}.`, hint: `Confira o campo${descriptionOf(parent)}.` };
  }
}

/** The values a discriminated union's tag accepts: each branch's `const` or `enum`. */
function tagValues(error: ErrorObject): string[] {
  const tag = String((error.params as { tag: unknown }).tag);
  const branches = (error.parentSchema as { oneOf?: Array<{ properties?: Record<string, { const?: unknown; enum?: unknown[] }> }> } | undefined)?.oneOf ?? [];
  return branches.flatMap((branch) => {
    const property = branch.properties?.[tag];
    return (property?.const !== undefined ? [property.const] : (property?.enum ?? [])).map(String);
  });
}

/** A union inside a block (a richText part's "kind") that is missing its tag or has an unknown one. */
function partKindMessage(error: ErrorObject): SchemaMessage {
  const { tag, tagValue, error: reason } = error.params as { tag: string; tagValue?: unknown; error: string };
  const allowed = tagValues(error);
  if (reason === "tag") return { pointer: error.instancePath, message: `O trecho não diz seu "${tag}".`, hint: `Adicione "${tag}" com um destes: ${allowed.join(", ")}.` };
  const wanted = String(tagValue);
  return {
    pointer: `${error.instancePath}/${tag}`,
    message: `Valor ${JSON.stringify(tagValue)} não é aceito em "${tag}".`,
    hint: `Use um destes: ${allowed.join(", ")}.${didYouMean(wanted, allowed)}`,
  };
}

/** The fix for a number or true/false written in quotes ("3" where 3 is wanted), or undefined. */
function quotedLiteral(data: unknown, wanted: string): string | undefined {
  if (typeof data !== "string") return undefined;
  const isNumber = (wanted === "number" || wanted === "integer") && data.trim() !== "" && Number.isFinite(Number(data));
  const isBoolean = wanted === "boolean" && (data === "true" || data === "false");
  return isNumber || isBoolean ? `Escreva ${data} sem aspas.` : undefined;
}

/**
 * Drops errors that only restate another one: ajv reports a failed `propertyNames` pattern twice, a value of
 * the wrong type also fails its `enum`, which says nothing more, and a union's missing tag is also a missing
 * required field (the union's own message lists the values it accepts).
 */
export function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  const wrongType = new Set(errors.filter((error) => error.keyword === "type").map((error) => error.instancePath));
  const missingTag = new Set(
    errors.filter((error) => error.keyword === "discriminator" && (error.params as { error?: string }).error === "tag").map((error) => `${error.instancePath} ${(error.params as { tag?: string }).tag}`),
  );
  return errors.filter(
    (error) =>
      !(error.keyword === "pattern" && error.propertyName !== undefined) &&
      !(error.keyword === "enum" && wrongType.has(error.instancePath)) &&
      !(error.keyword === "required" && missingTag.has(`${error.instancePath} ${(error.params as { missingProperty?: string }).missingProperty}`)),
  );
}
