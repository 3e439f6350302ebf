/** The A/B tests the editor lists, and the goals a page could be tested for. */
import { reachesGoal } from "../../../model/experiments/goalReach.ts";
import { interpolate } from "../../../model/content/interpolate.ts";
import { placeholdersFrom } from "../../../model/content/currentYear.ts";
import { ORIGINAL } from "../../../model/experiments/variantFiles.ts";
import type { ExperimentGoal, ExperimentSummary, PageGoals } from "../../shared/experiments.ts";
import { variantPageName } from "../../shared/variantNames.ts";
import { refused, type Answer } from "../http.ts";
import { PagesFolder } from "../pageFiles.ts";
import type { PublishingContext } from "../publishing.ts";
import { EXPERIMENT } from "./experimentKind.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { storeOf } from "../documents/fileStore.ts";

const GOALS: readonly ExperimentGoal[] = ["chat", "lead", "either"];
const STATUSES = ["running", "paused", "ended"] as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A page's title as a marketer reads it (`{{brand.name}}` filled in), or its name when it has none. */
function pageTitle(context: PublishingContext, page: string): string {
  const site = new PagesFolder(context.configDir, ".").readObject("site");
  const title = text(context.pages.readObject(page)?.title);
  return title ? interpolate(title, site ? placeholdersFrom(site) : {}) : page;
}

/** One test's summary from its data (fields the schema would refuse read as empty, so a broken file still lists). */
export function experimentSummary(context: PublishingContext, name: string, data: Record<string, unknown>) {
  const page = text(data.page);
  const variants = (Array.isArray(data.variants) ? data.variants : []).map((variant: Record<string, unknown>) => {
    const variantName = text(variant?.name);
    const weight = typeof variant?.weight === "number" ? variant.weight : 0;
    return variantName === ORIGINAL
      ? { name: variantName, weight }
      : { name: variantName, weight, page: variantPageName(name, variantName) };
  });
  const summary: ExperimentSummary = {
    name,
    title: text(data.name) || name,
    page,
    pageTitle: page ? pageTitle(context, page) : "",
    goal: GOALS.find((goal) => goal === data.goal) ?? "either",
    status: STATUSES.find((status) => status === data.status) ?? "paused",
    variants,
    ...(typeof data.start === "string" && { start: data.start }),
    ...(typeof data.end === "string" && { end: data.end }),
  };
  return summary;
}

/**
 * Every test of the site, by file name, as the team is editing it (a test made by "Criar variante" may be a draft),
 * in the state the site has it: a state a draft asks for (an Editor's "Iniciar") is a request until it is published.
 */
export function experimentList(context: EditorContext): ExperimentSummary[] {
  const folder = EXPERIMENT.folder(context);
  const store = storeOf(context);
  const names = [...new Set([...folder.names(), ...store.draftNames(EXPERIMENT)])].sort();
  return names.map((name) => {
    const published = folder.readObject(name);
    const summary = experimentSummary(context, name, store.draft(EXPERIMENT, name)?.data ?? published ?? {});
    const onSite = published ? experimentSummary(context, name, published).status : "paused";
    return onSite === summary.status ? summary : { ...summary, status: onSite, requestedStatus: summary.status };
  });
}

/** The test of `page` still running or paused (a variant is added to it), if any. */
export function openTestOf(context: EditorContext, page: string): ExperimentSummary | undefined {
  return experimentList(context).find((test) => test.page === page && test.status !== "ended");
}

/** The goals page `page` can reach now, the one suggested (both ways: either; else the one it has) and its test. */
export function pageGoals(context: EditorContext, page: string): Answer {
  const data = context.pages.readObject(page);
  if (!data || !context.pages.has(page)) return refused(404, `A página ${page} não existe.`);
  const reachable = GOALS.filter((goal) => reachesGoal(goal, data.blocks));
  const suggested: ExperimentGoal = reachable.includes("chat")
    ? reachable.includes("lead")
      ? "either"
      : "chat"
    : reachable.includes("lead")
      ? "lead"
      : "either";
  const test = openTestOf(context, page)?.name;
  return { status: 200, body: { reachable, suggested, ...(test && { test }) } satisfies PageGoals };
}
