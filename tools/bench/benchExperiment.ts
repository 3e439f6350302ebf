import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { experimentCookie, variantHtmlPath } from "../../model/experiments/splits.ts";
import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../../model/experiments/consentCookie.ts";
import { variantFile } from "../../model/experiments/variantFiles.ts";

/** The test the experiment bench adds to a project copy: its name, the page's route and the variant's build file. */
export interface BenchExperiment {
  name: string;
  route: string;
  /** The variant B's prerendered HTML, as a site address (under dist/). */
  variantHtml: string;
  /** The `Cookie` of a returning visitor who accepted measurement and was given variant B. */
  variantCookie: string;
}

/**
 * Adds to a project copy a running A/B test of the page `pageName` (50/50, goal: a chat click) whose variant B is the
 * page with its first heading changed, as a marketer's variant would be: the same blocks, another text.
 */
export function addBenchExperiment(projectDir: string, pageName: string): BenchExperiment {
  const configDir = join(projectDir, "site.config");
  const page = JSON.parse(readFileSync(join(configDir, "pages", `${pageName}.json`), "utf8")) as {
    route: string;
    blocks: Array<Record<string, unknown>>;
  };
  const name = `bench-${pageName}`;
  const first = page.blocks[0];
  if (first && typeof first.title === "string") first.title = `${first.title} (versão B)`;
  mkdirSync(join(configDir, "experiments", name), { recursive: true });
  writeFileSync(join(configDir, variantFile(name, "b")), `${JSON.stringify(page, null, 2)}\n`);
  const experiment = {
    name: `Bench da página ${pageName}`,
    page: pageName,
    goal: "chat",
    status: "running",
    variants: [
      { name: "original", weight: 50 },
      { name: "b", weight: 50 },
    ],
  };
  writeFileSync(join(configDir, "experiments", `${name}.json`), `${JSON.stringify(experiment, null, 2)}\n`);
  return {
    name,
    route: page.route,
    variantHtml: variantHtmlPath(name, "b"),
    variantCookie: `${CONSENT_COOKIE}=${CONSENT_ACCEPTED}; ${experimentCookie(name)}=b`,
  };
}
