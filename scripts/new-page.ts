/**
 * `npm run new-page -- <nome> --route /<caminho> [--from <página existente>]`
 * Creates site.config/pages/<nome>.json, ready to edit and valid from the start.
 */
import { lstatSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../model/load/loadConfig.ts";
import { configFileEntry } from "../model/pageFileRule.ts";
import { DEFAULT_CONFIG_DIR, PAGES_FOLDER } from "../model/paths.ts";
import { createPage, type NewPageRequest } from "../model/createPage.ts";
import type { PageConfig } from "../schema/generated/page.ts";
import { problemOf } from "../validator/loadProblems.ts";
import { formatProblem } from "../validator/problem.ts";

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const dir = option(args, "--dir") ?? DEFAULT_CONFIG_DIR;
const from = option(args, "--from");
const request: NewPageRequest = {
  name: args[0] ?? "",
  route: option(args, "--route") ?? "",
  start: from === undefined ? { kind: "template" } : { kind: "copy", page: from },
};
const pagesDir = join(dir, PAGES_FOLDER);
// The pages as every tool reads them (model/load/): a page to copy that cannot be read is refused with the reason.
const { pages, problems } = loadConfig(dir);
const byName = new Map(pages.map(configFileEntry).map(({ name, data }) => [name, data as PageConfig]));
const unreadable = problems.find((problem) => problem.file === `${PAGES_FOLDER}/${from}.json`);
if (from !== undefined && !byName.has(from) && unreadable) fail(formatProblem(problemOf(unreadable)));
/** Whether the name is taken by anything at all, a broken link included (which writing would follow). */
const taken = (name: string) => {
  try {
    return !!lstatSync(join(pagesDir, `${name}.json`));
  } catch {
    return false;
  }
};

const result = createPage(
  request,
  (name) => byName.get(name),
  taken,
  () => [...byName.values()],
);
if ("error" in result) fail(result.error);
const target = join(pagesDir, `${request.name}.json`);
// "wx": never through a link or over a file that appeared meanwhile.
writeFileSync(target, JSON.stringify(result.page, null, 2) + "\n", { flag: "wx" });
console.log(`Criada ${target} na rota ${request.route}. Edite os textos e rode \`npm run validate\`.`);
