/**
 * `npm run editor:backup -- <arquivo>`: a consistent copy of the editor service's database (EDITOR_DATA_DIR), made
 * while the service runs. deploy/README.md says how to restore it.
 */
import { resolve } from "node:path";
import { ROOT } from "../../model/paths.ts";
import { backupDatabase } from "./backup/backupDatabase.ts";
import { readConfig } from "./config.ts";
import { databaseFile } from "./database.ts";

const config = readConfig(process.env, ROOT);
if ("problems" in config) {
  console.error(config.problems.join("\n"));
  process.exit(1);
}
const [target] = process.argv.slice(2);
if (!target) {
  console.error("Diga onde gravar a cópia: npm run editor:backup -- /caminho/editor-AAAA-MM-DD.sqlite");
  process.exit(1);
}
const outcome = await backupDatabase(databaseFile(config.dataDir), resolve(target));
if ("problem" in outcome) {
  console.error(outcome.problem);
  process.exit(1);
}
console.log(
  `Cópia de segurança gravada em ${outcome.file} (${Math.ceil(outcome.bytes / 1024)} KB, esquema ${outcome.schema}).`,
);
