import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { join, sep } from "node:path";
import type { ExperimentConfig } from "../../schema/generated/experiment.ts";
import type { ExperimentResult } from "../experiments/result.ts";
import { countRecords, parseRecord, type ExperimentRecord } from "../experiments/records.ts";
import { EXPERIMENTS_FOLDER } from "../experiments/variantFiles.ts";
import { verdictOf } from "../experiments/verdict.ts";
import { verdictSentence } from "../experiments/verdictText.ts";

/** Where the recorded impressions and conversions are: npm run serve's data folder, nginx's log, or both. */
export interface RecordSources {
  /** The folder of <teste>.jsonl files npm run serve writes (SITE_DATA_DIR/experiments). */
  dataDir?: string;
  /** The file nginx logs the A/B lines to (the generated config's `log_format`). */
  nginxLog?: string;
}

/** A test's name as experiments/<name>.json is written: nothing that could leave the folder. */
const TEST_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/;

/** The lines of a file that exists, else none. */
function linesOf(file: string | undefined): string[] {
  return file && existsSync(file) ? readFileSync(file, "utf8").split("\n") : [];
}

/** Every record of a test in the sources (npm run serve's file of the test, and nginx's log of every test). */
export function readRecords(sources: RecordSources, test: string): ExperimentRecord[] {
  const lines = [...linesOf(sources.dataDir && join(sources.dataDir, `${test}.jsonl`)), ...linesOf(sources.nginxLog)];
  return lines.flatMap((line) => {
    const record = line.trim() === "" ? undefined : parseRecord(line);
    return record && record.teste === test ? [record] : [];
  });
}

/** The names of the tests in a config folder (experiments/<name>.json), sorted. */
export function testNames(configDir: string): string[] {
  const folder = join(configDir, EXPERIMENTS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json") && TEST_NAME.test(file.slice(0, -".json".length)))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}

/** A test's result from its file in the config folder and the recorded data, or a pt-BR line saying why there is none. */
export function experimentResult(
  configDir: string,
  name: string,
  sources: RecordSources,
): ExperimentResult | { problem: string } {
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
  const verdict = verdictOf(countRecords(readRecords(sources, name), name, config.goal, variants));
  return {
    name,
    title: config.name,
    page: config.page,
    goal: config.goal,
    status: config.status,
    verdict,
    sentence: verdictSentence(verdict),
  };
}
