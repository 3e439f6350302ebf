/**
 * Where a publication stands on its way to the visitors, and how every screen says it (the page editor, "Revisões",
 * the A/B tests, the agenda): registered (committed) → sent to the site (pushed) → live (the site's host answered
 * the deploy call), with the reason and what to do when a step did not happen.
 */
import type { PublishResult } from "./api.ts";

export type PublicationStage = "registered" | "sent" | "live";

export interface PublicationStatus {
  stage: PublicationStage;
  /** Why it went no further (a sentence in Portuguese that says what to do); absent when nothing went wrong. */
  problem?: string;
  /** True while the editor keeps trying the next step by itself. */
  trying?: boolean;
}

/** Nothing is sent without a site's repository configured (decision 095). */
export const NOT_CONNECTED =
  "Este editor ainda não está ligado ao site: a publicação ficou registrada só aqui, e o site não recebe nenhuma publicação até que quem cuida do servidor do editor o ligue ao site.";

/** The status a publication's result gives. */
export function publicationStatus({ push, deploy }: Pick<PublishResult, "push" | "deploy">): PublicationStatus {
  if (push.kind === "no-remote") return { stage: "registered", problem: NOT_CONNECTED };
  if (push.kind !== "pushed") return { stage: "registered", problem: push.message, trying: push.kind === "retrying" };
  if (!deploy) return { stage: "sent" };
  if (deploy.kind === "called") return { stage: "live" };
  return { stage: "sent", problem: deploy.message, trying: deploy.kind === "retrying" };
}

const HEADLINES = {
  registered: "Não enviada ao site.",
  sent: "Enviada ao site.",
  live: "Enviada ao site.",
} as const;

const LIVE = "No ar: o serviço que atualiza o site foi avisado e respondeu; a nova versão aparece em instantes.";

/** The status in sentences: the step reached, then why it went no further, or that it is live. */
export function publicationWords({ stage, problem, trying }: PublicationStatus): string[] {
  const headline = stage === "registered" && trying ? "Enviando ao site…" : HEADLINES[stage];
  return [headline, ...(problem ? [problem] : []), ...(stage === "live" ? [LIVE] : [])];
}
