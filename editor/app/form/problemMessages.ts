/**
 * The validator's problems as the editor words them: a field is named by its pt-BR title, never its JSON key, and
 * each message says what to do. The codes stay the validator's (SITE-005 …); a code not listed here keeps the
 * validator's own message and fix.
 */
import { patternMessage } from "../../../model/schemaKeywords.ts";
import type { Problem } from "../../shared/api.ts";
import { problemDetails } from "./problemDetails.ts";

/** The parts of a field's schema the messages use. */
export interface FieldSchema {
  type?: unknown;
  description?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

/** The field a problem is about: its pt-BR title and its schema. */
export interface ProblemField {
  title: string;
  schema: FieldSchema;
}

/** What is wrong and what to do (empty when the message already says it). */
export interface ProblemWords {
  message: string;
  hint: string;
}

const KIND_NAMES: Record<string, string> = {
  number: "um número",
  integer: "um número inteiro",
  string: "um texto",
  boolean: "Sim ou Não",
  array: "uma lista",
  object: "um grupo de campos",
};

const items = (count: number) => (count === 1 ? "1 item" : `${count} itens`);

/** The value a SITE-013 message quotes, when it was not cut short. */
function quotedValue(problem: Problem): string | undefined {
  const value = problemDetails(problem).value;
  if (!value || value.endsWith("…")) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "string" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** True when white space is what keeps `value` from the pattern: without it, the value would be accepted. */
export function onlySpacesWrong(value: string, pattern: string | undefined): boolean {
  if (!/\s/.test(value) || !pattern) return false;
  try {
    return new RegExp(pattern, "u").test(value.replace(/\s+/g, ""));
  } catch {
    return false;
  }
}

/** A value that does not follow its field's pattern: whether spaces are the fault, and what the field accepts. */
function formatWords(problem: Problem, { title, schema }: ProblemField): ProblemWords {
  const value = quotedValue(problem);
  const rule = patternMessage(schema as Record<string, unknown>) ?? schema.description ?? "";
  if (value !== undefined && onlySpacesWrong(value, schema.pattern))
    return { message: `“${title}” não pode ter espaços.`, hint: rule };
  return { message: `“${title}” não está no formato aceito.`, hint: rule };
}

/** Nothing where something is needed: a missing or empty text, a missing list or group. */
function fillWords({ title, schema }: ProblemField): ProblemWords {
  if (schema.type === "array") return { message: `Adicione ao menos um item em “${title}”.`, hint: "" };
  if (schema.type === "object") return { message: `Preencha os campos de “${title}”.`, hint: "" };
  return { message: `Preencha o campo “${title}”.`, hint: "" };
}

/** The editor's words for a problem on `field`, by the problem's code; undefined to keep the validator's. */
function fieldWords(problem: Problem, field: ProblemField): ProblemWords | undefined {
  const { title, schema } = field;
  switch (problem.code) {
    case "SITE-005":
    case "SITE-014":
    case "SITE-029":
      return fillWords(field);
    case "SITE-013":
      return formatWords(problem, field);
    case "SITE-015":
      return { message: `“${title}” precisa de pelo menos ${schema.minLength ?? 1} caracteres.`, hint: "" };
    case "SITE-016":
      return {
        message: `“${title}” passou do limite de ${schema.maxLength ?? "?"} caracteres.`,
        hint: "Encurte o texto.",
      };
    case "SITE-017":
      return { message: `“${title}” precisa de pelo menos ${items(schema.minItems ?? 1)}.`, hint: "" };
    case "SITE-018":
      return { message: `“${title}” aceita no máximo ${items(schema.maxItems ?? 0)}.`, hint: "Remova os que sobram." };
    case "SITE-019":
      return {
        message:
          schema.minimum === 0
            ? `“${title}” não pode ser negativo.`
            : `“${title}” não pode ser menor que ${schema.minimum ?? "o mínimo"}.`,
        hint: "",
      };
    case "SITE-020":
      return { message: `“${title}” não pode passar de ${schema.maximum ?? "o máximo"}.`, hint: "" };
    case "SITE-009":
      return { message: `O valor de “${title}” não está entre as opções.`, hint: "Escolha uma opção da lista." };
    case "SITE-011":
    case "SITE-012":
      return {
        message: `“${title}” precisa ser ${KIND_NAMES[String(schema.type)] ?? "outro tipo de valor"}.`,
        hint: "",
      };
    case "SITE-022":
      return { message: `O valor de “${title}” não é aceito.`, hint: schema.description ?? "" };
    default:
      return undefined;
  }
}

/** The editor's words for problems that name JSON keys whatever field they sit on. */
function pageWords(problem: Problem): ProblemWords | undefined {
  switch (problem.code) {
    case "SITE-024":
      return {
        message: "O botão precisa de um só destino.",
        hint: "Escolha um: link de chat, página do site ou endereço externo.",
      };
    case "SITE-026":
      return {
        message: `O link de chat “${problemDetails(problem).link ?? ""}” não existe nesta página.`,
        hint: "Escolha um link da lista ou crie um com “Novo link de chat”.",
      };
    default:
      return undefined;
  }
}

/** A problem in the editor's words: about `field` when it has one, else as general as the validator's. */
export function problemWords(problem: Problem, field?: ProblemField): ProblemWords {
  return (
    (field && fieldWords(problem, field)) ?? pageWords(problem) ?? { message: problem.message, hint: problem.hint }
  );
}
