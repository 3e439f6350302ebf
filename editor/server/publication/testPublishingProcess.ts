/**
 * For the fault test: a process that publishes a draft as the service does, and is killed wherever EDITOR_FAULT_AT
 * says. Arguments: the project's folder, the site's repository, and the draft's file (a JSON object mapping each
 * file of the site, from the project's folder, to its text). The draft is removed only once the publication is
 * recorded, as the service discards a draft.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { PagesFolder } from "../pageFiles.ts";
import { commitFiles } from "../publishing.ts";

const [project = "", remote = "", draftFile = ""] = process.argv.slice(2);
const draft = JSON.parse(readFileSync(draftFile, "utf8")) as Record<string, string>;
const configDir = join(project, "site.config");
const answer = await commitFiles(
  {
    configDir,
    publicDir: join(configDir, "public"),
    projectDir: project,
    pages: new PagesFolder(configDir),
    gitEnv: { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" },
    remote: { url: remote, branch: "main" },
  },
  Object.entries(draft).map(([path, text]) => ({ path: join(project, path), text })),
  "Publica o rascunho da Ana",
  "página",
  { name: "Ana Marketing", email: "ana@example.com" },
);
if (answer.status !== 200) {
  console.error(JSON.stringify(answer.body));
  process.exit(1);
}
rmSync(draftFile);
