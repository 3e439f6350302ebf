import type { ValidateFunction } from "ajv";
import { reachesGoal, type ExperimentGoal } from "../model/experiments/goalReach.ts";
import { experimentName, ORIGINAL, variantFile } from "../model/experiments/variantFiles.ts";
import { configFileEntry } from "../model/pageFileRule.ts";
import { declaredRoutes } from "../model/routing/pageRoutes.ts";
import type { ExperimentConfig } from "../schema/generated/experiment.ts";
import type { FileProblem } from "./collectionChecks.ts";
import type { JsonFile } from "./jsonFile.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";
import { didYouMean } from "./suggest.ts";

/** What the A/B tests are checked against. */
export interface ExperimentInputs {
  experiments: JsonFile[];
  variants: JsonFile[];
  pages: JsonFile[];
  /** The pages some collection uses as its template. */
  templates: Set<JsonFile>;
  schemaProblems: (file: JsonFile, validate: ValidateFunction) => Problem[];
  validateExperiment: ValidateFunction;
  validatePage: ValidateFunction;
}

/** How a goal and what a variant lacks for it are said in a message. */
const GOAL_WORDS: Record<ExperimentGoal, { goal: string; missing: string }> = {
  chat: { goal: "clique no chat", missing: "nenhum botão de chat" },
  lead: { goal: "contato pelo formulário", missing: "formulário de contato" },
  either: { goal: "chat ou formulário", missing: "nem botão de chat nem formulário de contato" },
};

const blocksOf = (file: JsonFile) => (file.data as { blocks?: unknown })?.blocks;

/**
 * The problems of the A/B tests (experiments/<test>.json) and of their variants' pages: each file against its schema,
 * then a test's page (it exists and is no collection template), its weights (100 in all), its variants (distinct
 * names, each but the original with a page at the tested page's address) and its goal (every variant can reach it).
 */
export function experimentProblems(inputs: ExperimentInputs): { problems: Problem[]; located: FileProblem[] } {
  const { experiments, variants, pages, templates, schemaProblems } = inputs;
  const problems: Problem[] = [];
  const located: FileProblem[] = [];
  const pageByName = new Map(pages.map((page) => [configFileEntry(page).name, page]));
  const variantByFile = new Map(variants.map((file) => [file.file, file]));
  for (const file of variants) problems.push(...schemaProblems(file, inputs.validatePage));
  for (const file of experiments) {
    const found = schemaProblems(file, inputs.validateExperiment);
    problems.push(...found);
    if (found.length > 0) continue;
    const test = file.data as ExperimentConfig;
    const page = pageByName.get(test.page);
    if (!page) {
      const suggestion = didYouMean(test.page, pageByName.keys());
      located.push({
        in: file,
        pointer: "/page",
        ...problemText("experimentUnknownPage", { page: test.page, suggestion }),
      });
      continue;
    }
    if (templates.has(page)) {
      located.push({ in: file, pointer: "/page", ...problemText("experimentOfTemplate", { page: test.page }) });
      continue;
    }
    const total = test.variants.reduce((sum, variant) => sum + variant.weight, 0);
    if (total !== 100) located.push({ in: file, pointer: "/variants", ...problemText("experimentWeights", { total }) });
    const route = declaredRoutes(page.data)[0]?.route;
    const seen = new Set<string>();
    test.variants.forEach(({ name }, index) => {
      const pointer = `/variants/${index}`;
      if (seen.has(name)) {
        located.push({
          in: file,
          pointer: `${pointer}/name`,
          ...problemText("experimentDuplicateVariant", { variant: name }),
        });
        return;
      }
      seen.add(name);
      const variantPage = name === ORIGINAL ? page : variantByFile.get(variantFile(experimentName(file.file), name));
      if (!variantPage) {
        located.push({
          in: file,
          pointer: `${pointer}/name`,
          ...problemText("experimentVariantMissing", { variant: name }),
        });
        return;
      }
      const variantRoute = declaredRoutes(variantPage.data)[0]?.route;
      if (variantPage !== page && route !== undefined && variantRoute !== undefined && variantRoute !== route)
        located.push({
          in: variantPage,
          pointer: "/route",
          ...problemText("variantRoute", { route: variantRoute, expected: route }),
        });
      if (!reachesGoal(test.goal, blocksOf(variantPage)))
        located.push({
          in: file,
          pointer,
          ...problemText("experimentGoalUnreachable", { variant: name, ...GOAL_WORDS[test.goal] }),
        });
    });
  }
  return { problems, located };
}
