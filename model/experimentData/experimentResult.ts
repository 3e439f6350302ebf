import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { join, sep } from "node:path";
import type { ExperimentConfig } from "../../schema/generated/experiment.ts";
import type { ExperimentResult } from "../experiments/result.ts";
import { tallyRecords } from "../experiments/records.ts";
import { EXPERIMENTS_FOLDER } from "../experiments/variantFiles.ts";
import { verdictOf } from "../experiments/verdict.ts";
import { verdictSentence } from "../experiments/verdictText.ts";
import { readRecords, type RecordSources } from "./recordFiles.ts";
import { trustedVisitors } from "./trustedVisitors.ts";

export type { RecordSources };

/** A test's name as experiments/<name>.json is written: nothing that could leave the folder. */
const TEST_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/;

/** The names of the tests in a config folder (experiments/<name>.json), sorted. */
export function testNames(configDir: string): string[] {
  const folder = join(configDir, EXPERIMENTS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json") && TEST_NAME.test(file.slice(0, -".json".length)))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}

/**
 * A test's result from its file in the config folder and the records of every server (recordFiles.ts), each visitor
 * counted once across them and only when a server of the site issued their id (trustedVisitors.ts); or a pt-BR line
 * saying why there is none.
 */
export async function experimentResult(
  configDir: string,
  name: string,
  sources: RecordSources,
): Promise<ExperimentResult | { problem: string }> {
  const missing = { problem: `Não há teste A/B chamado "${name}".` };
  if (!TEST_NAME.test(name)) return missing;
  const file = join(configDir, EXPERIMENTS_FOLDER, `${name}.json`);
  // A link that leads out of the config folder is no test of this site: nothing outside it is ever read.
  if (!existsSync(file) || !realpathSync(file).startsWith(realpathSync(configDir) + sep)) return missing;
  let config: ExperimentConfig;
  try {
    config = JSON.parse(readFileSync(file, "utf8")) as ExperimentConfig;
  } catch {
    return { problem: `O teste A/B "${name}" não pôde ser lido: corrija-o no editor e tente de novo.` };
  }
  if (!Array.isArray(config.variants)) return { problem: `O teste A/B "${name}" não tem variantes.` };
  const variants = config.variants.map((variant) => variant.name);
  const { records, unreadable } = readRecords(sources, name);
  if (!sources.secret && records.some((record) => !record.novo && record.visitante.includes(".")))
    return {
      problem: `Sem o segredo dos visitantes não dá para conferir os registros do teste "${name}": defina SITE_AB_SECRET com o mesmo valor dos servidores, ou indique com --dados a pasta de dados do site, onde ele fica.`,
    };
  const tally = tallyRecords(records, name, config.goal, variants, await trustedVisitors(records, sources.secret));
  const verdict = verdictOf(tally.counts);
  return {
    name,
    title: config.name,
    page: config.page,
    goal: config.goal,
    status: config.status,
    verdict,
    sentence: verdictSentence(verdict),
    ignored: { ...tally.ignored, unreadable },
  };
}
