import type { ExperimentConfig } from "../schema/generated/experiment.ts";
import type { SiteConfig } from "../schema/generated/site.ts";
import { experimentName } from "../model/experiments/variantFiles.ts";
import type { JsonFile } from "./jsonFile.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";

/**
 * What a running A/B test needs before going live, beyond a valid config: without Tag Manager, the consent banner
 * asks for the site's own measurement on the tested page in its first-party words (consent.firstPartyText), or it
 * would speak of ads. One problem per running test, on site.json's consent texts.
 */
export function runningTestProblems(site: JsonFile | undefined, experiments: JsonFile[]): Problem[] {
  const config = site?.data as Partial<SiteConfig> | undefined;
  if (!site || !config || config.tagManager || config.consent?.firstPartyText) return [];
  const pointer = config.consent ? "/consent" : "";
  return experiments
    .filter((file) => (file.data as Partial<ExperimentConfig> | undefined)?.status === "running")
    .map((file) => ({
      file: site.file,
      pointer,
      ...site.locate(pointer),
      ...problemText("runningTestWithoutConsentText", { test: experimentName(file.file) }),
    }));
}
