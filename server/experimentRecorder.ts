import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../model/experiments/consentCookie.ts";
import {
  countsForGoal,
  VISITOR_COOKIE,
  type ConversionKind,
  type ExperimentRecord,
} from "../model/experiments/records.ts";
import type { ExperimentSplit } from "../model/experiments/splits.ts";
import { appendInOrder } from "./appendInOrder.ts";
import { EXPERIMENT_COOKIE_SECONDS } from "./experimentSplit.ts";

/** What the servers record: one line of a test's file, the time added on writing. */
export type Recorded = Omit<ExperimentRecord, "em">;

/** The file of a test's records in the data folder: <folder>/<test>.jsonl (JSON Lines). */
export function recordsFile(dataDir: string, test: string): string {
  return join(dataDir, `${test}.jsonl`);
}

/**
 * Appends records to the data folder, one JSON line each, without holding the answer up: the write is queued
 * (appendInOrder keeps lines whole) and a failed one is reported on stderr, never to the visitor.
 */
export function experimentRecorder(dataDir: string, now: () => Date = () => new Date()): (record: Recorded) => void {
  return (record) => {
    const line = `${JSON.stringify({ em: now().toISOString(), ...record })}\n`;
    appendInOrder(recordsFile(dataDir, record.teste), line).catch((error: unknown) =>
      console.error(`Não foi possível guardar o registro do teste A/B ${record.teste}: ${String(error)}`),
    );
  };
}

const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The visitor's id from their cookie, or a new random one and the `Set-Cookie` that keeps it. */
export function visitorOf(cookies: Map<string, string>): { id: string; setCookie?: string } {
  const kept = cookies.get(VISITOR_COOKIE);
  if (kept && VISITOR_ID.test(kept)) return { id: kept };
  const id = randomUUID();
  return { id, setCookie: `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${EXPERIMENT_COOKIE_SECONDS}; SameSite=Lax` };
}

const KINDS: readonly string[] = ["chat", "lead"];

/**
 * The conversion a beacon reports (`?teste=…&variante=…&tipo=chat|lead`), when it may be counted: the visitor accepted
 * measurement and has a visitor id, the test is running with that variant, and the kind is the test's goal.
 */
export function conversionOf(
  query: URLSearchParams,
  cookies: Map<string, string>,
  splits: ExperimentSplit[],
): Recorded | undefined {
  if (cookies.get(CONSENT_COOKIE) !== CONSENT_ACCEPTED) return undefined;
  const visitor = cookies.get(VISITOR_COOKIE);
  const [teste, variante, tipo] = ["teste", "variante", "tipo"].map((name) => query.get(name) ?? "");
  const split = splits.find((candidate) => candidate.name === teste);
  if (!visitor || !VISITOR_ID.test(visitor) || !split || !KINDS.includes(tipo!)) return undefined;
  if (!split.variants.some((variant) => variant.name === variante)) return undefined;
  if (!countsForGoal(tipo as ConversionKind, split.goal)) return undefined;
  return { teste: teste!, variante: variante!, tipo: tipo as ConversionKind, visitante: visitor };
}
