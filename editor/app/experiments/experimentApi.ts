import type { OpenedPage, PublishResult, SaveRequest, ValidationResult } from "../../shared/api.ts";
import type {
  CreatedVariant,
  ExperimentGoal,
  ExperimentSummary,
  PageGoals,
  StatusRequest,
  WinnerRequest,
} from "../../shared/experiments.ts";
import type { ReviewAsked } from "../../shared/review.ts";
import { call } from "../api.ts";

const test = (name: string) => `experiments/${encodeURIComponent(name)}`;

/** The A/B tests' endpoints. */
export const experimentApi = {
  list: () => call<ExperimentSummary[]>("GET", "experiments"),
  goals: (page: string) => call<PageGoals>("GET", `pages/${encodeURIComponent(page)}/goals`),
  /** The page's next variant, a copy of it; its test made (paused, 50/50) when the page has none. */
  createVariant: (page: string, goal: ExperimentGoal) =>
    call<CreatedVariant>("POST", `pages/${encodeURIComponent(page)}/variants`, { goal }),
  open: (name: string) => call<OpenedPage>("GET", test(name)),
  validate: (name: string, data: unknown) => call<ValidationResult>("POST", `${test(name)}/validate`, { data }),
  save: (name: string, request: SaveRequest) => call<{ version: string }>("PUT", test(name), request),
  /** Iniciar, Pausar, Encerrar: the state changed and published with the variants (for an Editor, a review asked). */
  setStatus: (name: string, request: StatusRequest) =>
    call<PublishResult | ReviewAsked>("POST", `${test(name)}/status`, request),
  /** "Encerrar e usar a variante X": the winner's blocks become the page, the test ends, in one publication. */
  endWith: (name: string, request: WinnerRequest) =>
    call<PublishResult | ReviewAsked>("POST", `${test(name)}/winner`, request),
};
