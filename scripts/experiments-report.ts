/**
 * `npm run experiments:report -- [teste] [--dados PASTA] [--nginx ARQUIVO]… [--logpush ARQUIVO|PASTA]… [--config PASTA]`:
 * prints each A/B test's table (visitors, conversions, rate, difference to the original with its 95 % interval), the
 * chi-square test, the lines it left out and why, and the verdict, in Portuguese. It reads any mix of the servers'
 * records, each signed visitor counted once across them (decision 098): what npm run serve recorded
 * (SITE_DATA_DIR/experiments, default .data/experiments), nginx's A/B logs (--nginx, as many as given, rotated and
 * .gz ones too) and Cloudflare Logpush files of a Worker's Trace Events (--logpush, files or folders). Visitor ids are
 * checked with SITE_AB_SECRET, or the secret npm run serve keeps in its data folder. Exit 1 for a test that does not
 * exist or whose records cannot be checked.
 */
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { experimentResult, testNames } from "../model/experimentData/experimentResult.ts";
import { reportText } from "../model/experimentData/reportText.ts";
import { visitorSecret } from "../model/experimentData/visitorSecret.ts";
import { DEFAULT_CONFIG_DIR, ROOT } from "../model/paths.ts";

const USAGE =
  "Uso: npm run experiments:report -- [teste] [--dados PASTA] [--nginx ARQUIVO]… [--logpush ARQUIVO|PASTA]… [--config PASTA]";
let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      dados: { type: "string" },
      nginx: { type: "string", multiple: true },
      logpush: { type: "string", multiple: true },
      config: { type: "string" },
    },
  });
}
try {
  parsed = parse();
} catch {
  console.error(USAGE);
  process.exit(1);
}
const { values, positionals } = parsed;
const configDir = values.config ?? DEFAULT_CONFIG_DIR;
const dataDir = values.dados ?? join(process.env.SITE_DATA_DIR || join(ROOT, ".data"), "experiments");
const secret = visitorSecret(process.env, dataDir);
if (typeof secret === "object") {
  console.error(secret.problem);
  process.exit(1);
}
const files = [...(values.nginx ?? []), ...(values.logpush ?? [])];
const names = positionals.length > 0 ? positionals : testNames(configDir);
if (names.length === 0) console.log(`Nenhum teste A/B em ${relative(process.cwd(), configDir) || "."}/experiments.`);
let failed = false;
for (const [index, name] of names.entries()) {
  const result = await experimentResult(configDir, name, { dataDir, files, secret });
  if ("problem" in result) {
    console.error(result.problem);
    failed = true;
    continue;
  }
  console.log(`${index > 0 ? "\n" : ""}${reportText(result)}`);
}
process.exit(failed ? 1 : 0);
