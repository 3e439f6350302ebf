/**
 * What the editor's A/B test endpoints and its "Testes A/B" screens exchange: one definition for the server and the
 * browser code. A test is experiments/<teste>.json; its variants but the original open as pages (variantNames.ts).
 */
import type { ExperimentConfig } from "../../schema/generated/experiment.ts";

/** What a test counts as a conversion. */
export type ExperimentGoal = ExperimentConfig["goal"];
/** Running, paused or ended. */
export type ExperimentStatus = ExperimentConfig["status"];

/** The most variants a test may have, the original among them (the test's schema says so too). */
export const MAX_VARIANTS = 5;

/** One variant in a test's summary. */
export interface VariantSummary {
  name: string;
  weight: number;
  /** The page name the editor opens it by (`<teste>/<variante>`); absent for the original (the tested page itself). */
  page?: string;
}

/** A test as the list shows it. */
export interface ExperimentSummary {
  /** The test's file name (experiments/<name>.json). */
  name: string;
  /** The name the team gave it. */
  title: string;
  /** The tested page's name and title. */
  page: string;
  pageTitle: string;
  goal: ExperimentGoal;
  /** Its state on the site (as last published). */
  status: ExperimentStatus;
  /** The state a draft asks for, when it differs (an Editor's "Iniciar" waits for a Publisher). */
  requestedStatus?: ExperimentStatus;
  start?: string;
  end?: string;
  variants: VariantSummary[];
}

/** What "Criar variante" sends: the goal, used only when the page has no test yet. */
export interface CreateVariantRequest {
  goal: ExperimentGoal;
}

/** What "Criar variante" answers: the test (made or added to) and the new variant's page name. */
export interface CreatedVariant {
  test: string;
  variant: string;
  page: string;
}

/** The goals a page can reach now, and the one "Criar variante" suggests. */
export interface PageGoals {
  reachable: ExperimentGoal[];
  suggested: ExperimentGoal;
  /** The page's test still running or paused, to which a variant would be added, if any. */
  test?: string;
}

/** What Iniciar, Pausar and Encerrar send. */
export interface StatusRequest {
  status: ExperimentStatus;
  message: string;
}

/** What "Encerrar e usar a variante X" sends. */
export interface WinnerRequest {
  variant: string;
  message: string;
}

/** Weights for `count` variants, as even as whole numbers allow (the first ones take what is left over). */
export function evenWeights(count: number): number[] {
  const share = Math.floor(100 / count);
  return Array.from({ length: count }, (_, index) => share + (index < 100 - share * count ? 1 : 0));
}
