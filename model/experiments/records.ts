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

/**
 * One record: one JSON object per line (decision 098), what every server writes for a consenting visitor of a running
 * test: npm run serve in <SITE_DATA_DIR>/experiments/<teste>.jsonl, nginx in its A/B log, a Worker with `console.log` (a
 * Logpush file of Workers Trace Events carries it in `Logs[].Message[0]`).
 */
export interface ExperimentRecord {
  /** ISO time it was recorded. */
  em?: string;
  teste: string;
  variante: string;
  tipo: RecordKind;
  /** The visitor's id as the server issued it: signed (`<id>.<assinatura>`), or nginx's own unsigned id. */
  visitante: string;
  /** nginx only: the id was issued by this answer (its Set-Cookie), which is what makes its unsigned id trusted. */
  novo?: boolean;
}

/** What a server records: a record without its time (added on writing) and without nginx's mark. */
export type Recorded = Omit<ExperimentRecord, "em" | "novo">;

/**
 * The line a server writes for a record, its time first: npm run serve appends it to the test's file, the edge Worker
 * logs it (`console.log`), so both write the same JSON (decision 098).
 */
export function recordLine(record: Recorded, at: Date): string {
  return JSON.stringify({ em: at.toISOString(), ...record });
}

/** A visitor id as the servers write it: a signed id (letters, digits, `-`, `_` and one `.`), or nginx's request id. */
const VISITOR_ID = /^[A-Za-z0-9_.-]{8,64}$/;
const KINDS: readonly string[] = ["impressao", "chat", "lead"];

/** A record as a line is parsed, or undefined for anything else (a cut line, a stranger's text, nginx's empty fields). */
export function recordOf(value: unknown): ExperimentRecord | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { em, teste, variante, tipo, visitante, novo } = value as Record<string, unknown>;
  if (typeof teste !== "string" || teste === "" || typeof variante !== "string" || variante === "") return undefined;
  if (typeof tipo !== "string" || !KINDS.includes(tipo)) return undefined;
  if (typeof visitante !== "string" || !VISITOR_ID.test(visitante)) return undefined;
  return {
    ...(typeof em === "string" && { em }),
    teste,
    variante,
    tipo: tipo as RecordKind,
    visitante,
    ...((novo === true || novo === "1") && { novo: true }),
  };
}

/** A line of recorded data, or undefined for anything else. */
export function parseRecord(line: string): ExperimentRecord | undefined {
  try {
    return recordOf(JSON.parse(line));
  } catch {
    return undefined;
  }
}

/** Whether a conversion of this kind counts for a test's goal. */
export function countsForGoal(kind: ConversionKind, goal: ExperimentGoal): boolean {
  return goal === "either" || goal === kind;
}

/** Why a record of a test was left out of its counts. */
export type IgnoredReason = "unsigned" | "repeated" | "unknownVariant" | "offGoal" | "notSeen";

/** A test's counts and the records left out of them, by reason. */
export interface Tally {
  counts: VariantCounts[];
  ignored: Record<IgnoredReason, number>;
}

/**
 * Each variant's distinct visitors and distinct converted visitors of one test, in the order of `variants`, and what
 * was left out: a record whose visitor no server of the site issued (`trusted` says), a repeat (a visitor counts once
 * per variant and kind however often they came back), a variant the test does not have, a conversion off the goal, and
 * a conversion from a visitor never recorded seeing that variant (so a rate never passes 100 %).
 */
export function tallyRecords(
  records: Iterable<ExperimentRecord>,
  test: string,
  goal: ExperimentGoal,
  variants: string[],
  trusted: (visitor: string) => boolean = () => true,
): Tally {
  const ignored: Record<IgnoredReason, number> = {
    unsigned: 0,
    repeated: 0,
    unknownVariant: 0,
    offGoal: 0,
    notSeen: 0,
  };
  const seen = new Map(variants.map((name) => [name, new Set<string>()]));
  const converted = new Map(variants.map((name) => [name, new Set<string>()]));
  const conversions: ExperimentRecord[] = [];
  const counted = new Set<string>();
  for (const record of records) {
    if (record.teste !== test) continue;
    const reason = !trusted(record.visitante)
      ? "unsigned"
      : !seen.has(record.variante)
        ? "unknownVariant"
        : record.tipo !== "impressao" && !countsForGoal(record.tipo, goal)
          ? "offGoal"
          : undefined;
    if (reason) {
      ignored[reason]++;
      continue;
    }
    // Any conversion of the goal counts once per visitor and variant, whichever kind it was.
    const key = JSON.stringify([record.variante, record.tipo === "impressao" ? "impressao" : "meta", record.visitante]);
    if (counted.has(key)) {
      ignored.repeated++;
      continue;
    }
    counted.add(key);
    if (record.tipo === "impressao") seen.get(record.variante)!.add(record.visitante);
    else conversions.push(record);
  }
  for (const { variante, visitante } of conversions)
    if (seen.get(variante)!.has(visitante)) converted.get(variante)!.add(visitante);
    else ignored.notSeen++;
  const counts = variants.map((name) => ({
    name,
    visitors: seen.get(name)!.size,
    conversions: converted.get(name)!.size,
  }));
  return { counts, ignored };
}

/** Each variant's distinct visitors and converted visitors of one test ({@link tallyRecords} without what it left out). */
export function countRecords(
  records: Iterable<ExperimentRecord>,
  test: string,
  goal: ExperimentGoal,
  variants: string[],
): VariantCounts[] {
  return tallyRecords(records, test, goal, variants).counts;
}
