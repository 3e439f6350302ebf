/** For tests: the service's test project (testProject.ts) with more documents, committed as its start. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gitIn, projectInGit } from "../testProject.ts";

export { ISOLATED_GIT } from "../testProject.ts";

/** Makes the project with `files` (paths in site.config/ and their data) added, all committed; returns its folder. */
export async function testProject(files: Record<string, unknown> = {}): Promise<string> {
  const project = await projectInGit("editor-review-");
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(project, "site.config", path)), { recursive: true });
    writeFileSync(join(project, "site.config", path), `${JSON.stringify(data, null, 2)}\n`);
  }
  if (Object.keys(files).length) {
    await gitIn(project, "add", "-A");
    await gitIn(project, "commit", "--quiet", "-m", "Documentos do teste");
  }
  return project;
}
