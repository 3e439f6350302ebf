import type { ExperimentGoal } from "./goalReach.ts";
import type { VariantCounts } from "./verdict.ts";

/** The same-origin address a page sends a conversion beacon to: POST /_ab/conversao?teste=…&variante=…&tipo=…. */
export const CONVERSION_PATH = "/_ab/conversao";

/** The first-party cookie with a visitor's random id, so that each visitor counts once per test (no personal data). */
export const VISITOR_COOKIE = "ab_visitante";

/** What a page converts with: a chat link's click or a lead the contact service accepted. */
export type ConversionKind = "chat" | "lead";

/** What a record counts: a visitor who saw a variant (impressao) or converted on it. */
export type RecordKind = "impressao" | ConversionKind;

/** One line of the recorded data (JSON Lines, written by npm run serve, or by nginx's log format of the same fields). */
export interface ExperimentRecord {
  /** ISO time it was recorded. */
  em?: string;
  teste: string;
  variante: string;
  tipo: RecordKind;
  visitante: string;
}

/** A visitor id as the servers write it: letters, digits and hyphens (a UUID, or nginx's request id). */
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;
const KINDS: readonly string[] = ["impressao", "chat", "lead"];

/** A line of recorded data, or undefined for anything else (a cut line, a stranger's text, nginx's empty fields). */
export function parseRecord(line: string): ExperimentRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const { em, teste, variante, tipo, visitante } = value as Record<string, unknown>;
  if (typeof teste !== "string" || teste === "" || typeof variante !== "string" || variante === "") return undefined;
  if (typeof tipo !== "string" || !KINDS.includes(tipo)) return undefined;
  if (typeof visitante !== "string" || !VISITOR_ID.test(visitante)) return undefined;
  return { ...(typeof em === "string" && { em }), teste, variante, tipo: tipo as RecordKind, visitante };
}

/** Whether a conversion of this kind counts for a test's goal. */
export function countsForGoal(kind: ConversionKind, goal: ExperimentGoal): boolean {
  return goal === "either" || goal === kind;
}

/**
 * Each variant's distinct visitors and distinct converted visitors of one test, in the order of `variants`: a visitor
 * counts once per variant however often they came back, a conversion only for the goal and only from a visitor
 * recorded seeing that variant (so a rate never passes 100 %, and a stray beacon counts for nothing).
 */
export function countRecords(
  records: Iterable<ExperimentRecord>,
  test: string,
  goal: ExperimentGoal,
  variants: string[],
): VariantCounts[] {
  const seen = new Map(variants.map((name) => [name, new Set<string>()]));
  const converted = new Map(variants.map((name) => [name, new Set<string>()]));
  const conversions: ExperimentRecord[] = [];
  for (const record of records) {
    if (record.teste !== test || !seen.has(record.variante)) continue;
    if (record.tipo === "impressao") seen.get(record.variante)!.add(record.visitante);
    else if (countsForGoal(record.tipo, goal)) conversions.push(record);
  }
  for (const { variante, visitante } of conversions)
    if (seen.get(variante)!.has(visitante)) converted.get(variante)!.add(visitante);
  return variants.map((name) => ({
    name,
    visitors: seen.get(name)!.size,
    conversions: converted.get(name)!.size,
  }));
}
