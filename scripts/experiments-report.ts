/**
 * `npm run experiments:report -- [teste] [--dados PASTA] [--nginx ARQUIVO] [--config PASTA]`: prints each A/B test's
 * table (visitors, conversions, rate, difference to the original with its 95 % interval), the chi-square test and the
 * verdict, in Portuguese. It reads what npm run serve recorded (SITE_DATA_DIR/experiments, default .data/experiments)
 * and, given --nginx, the A/B log of the generated nginx config. Exit 1 for a test that does not exist.
 */
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { experimentResult, testNames } from "../model/experimentData/experimentResult.ts";
import { reportText } from "../model/experimentData/reportText.ts";
import { DEFAULT_CONFIG_DIR, ROOT } from "../model/paths.ts";

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: { dados: { type: "string" }, nginx: { type: "string" }, config: { type: "string" } },
  });
}
try {
  parsed = parse();
} catch {
  console.error("Uso: npm run experiments:report -- [teste] [--dados PASTA] [--nginx ARQUIVO] [--config PASTA]");
  process.exit(1);
}
const { values, positionals } = parsed;
const configDir = values.config ?? DEFAULT_CONFIG_DIR;
const dataDir = values.dados ?? join(process.env.SITE_DATA_DIR || join(ROOT, ".data"), "experiments");
const names = positionals.length > 0 ? positionals : testNames(configDir);
if (names.length === 0) console.log(`Nenhum teste A/B em ${relative(process.cwd(), configDir) || "."}/experiments.`);
let failed = false;
for (const [index, name] of names.entries()) {
  const result = experimentResult(configDir, name, { dataDir, nginxLog: values.nginx });
  if ("problem" in result) {
    console.error(result.problem);
    failed = true;
    continue;
  }
  console.log(`${index > 0 ? "\n" : ""}${reportText(result)}`);
}
process.exit(failed ? 1 : 0);
