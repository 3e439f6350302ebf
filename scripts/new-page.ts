/**
 * `npm run new-page -- <nome> --route /<caminho> [--from <página existente>]`
 * Creates site.config/pages/<nome>.json, ready to edit and valid from the start.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listPagesFolder, readConfigText } from "../model/pageFileRule.ts";
import { DEFAULT_CONFIG_DIR } from "../model/paths.ts";
import { createPage, type NewPageRequest } from "../model/createPage.ts";

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
const pagesDir = join(dir, "pages");
const read = (name: string) => {
  const path = join(pagesDir, `${name}.json`);
  return existsSync(path) ? JSON.parse(readConfigText(path)) : undefined;
};

const allPages = () => listPagesFolder(pagesDir).names.map(read);
const result = createPage(request, read, (name) => existsSync(join(pagesDir, `${name}.json`)), allPages);
if ("error" in result) fail(result.error);
const target = join(pagesDir, `${request.name}.json`);
writeFileSync(target, JSON.stringify(result.page, null, 2) + "\n");
console.log(`Criada ${target} na rota ${request.route}. Edite os textos e rode \`npm run validate\`.`);
