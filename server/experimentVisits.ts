import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../model/experiments/consentCookie.ts";
import { countsForGoal, VISITOR_COOKIE, type ConversionKind, type Recorded } from "../model/experiments/records.ts";
import type { ExperimentSplit } from "../model/experiments/splits.ts";
import type { VisitorSigner } from "../model/experiments/visitorSignature.ts";
import { EXPERIMENT_COOKIE_SECONDS } from "./experimentSplit.ts";

/**
 * Who is recorded on a tested page and what their beacons count: the same for npm run serve (createSiteServer.ts) and
 * the edge Worker (server/edge/), so nothing here needs Node.
 */

/** The visitor's signed id from their cookie, or a new one and the `Set-Cookie` that keeps it. */
export async function visitorOf(
  cookies: Map<string, string>,
  signer: VisitorSigner,
): Promise<{ id: string; setCookie?: string }> {
  const kept = await signer.verify(cookies.get(VISITOR_COOKIE));
  if (kept) return { id: kept };
  const id = await signer.issue();
  return { id, setCookie: `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${EXPERIMENT_COOKIE_SECONDS}; SameSite=Lax` };
}

const KINDS: readonly string[] = ["chat", "lead"];

/**
 * The conversion a beacon reports (`?teste=…&variante=…&tipo=chat|lead`), when it may be counted: the visitor accepted
 * measurement and has an id a server of the site signed, the test is running with that variant, and the kind is the
 * test's goal.
 */
export async function conversionOf(
  query: URLSearchParams,
  cookies: Map<string, string>,
  splits: ExperimentSplit[],
  signer: VisitorSigner,
): Promise<Recorded | undefined> {
  if (cookies.get(CONSENT_COOKIE) !== CONSENT_ACCEPTED) return undefined;
  const [teste, variante, tipo] = ["teste", "variante", "tipo"].map((name) => query.get(name) ?? "");
  const split = splits.find((candidate) => candidate.name === teste);
  if (!split || !KINDS.includes(tipo!)) return undefined;
  if (!split.variants.some((variant) => variant.name === variante)) return undefined;
  if (!countsForGoal(tipo as ConversionKind, split.goal)) return undefined;
  const visitor = await signer.verify(cookies.get(VISITOR_COOKIE));
  if (!visitor) return undefined;
  return { teste: teste!, variante: variante!, tipo: tipo as ConversionKind, visitante: visitor };
}
