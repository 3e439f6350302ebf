/** For tests: a project in a temp folder (the test site's config, the real schemas and blocks) in its own repository. */
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ROOT } from "../../../model/paths.ts";
import { runGit } from "../../server/gitCommand.ts";

/** Git without the machine's own settings. */
export const ISOLATED_GIT = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** Makes the project, with `files` (paths in site.config/ and their data) added, all committed; returns its folder. */
export async function testProject(files: Record<string, unknown> = {}): Promise<string> {
  const project = mkdtempSync(join(tmpdir(), "editor-review-"));
  cpSync(join(ROOT, "tests/fixtures/valid"), join(project, "site.config"), { recursive: true });
  cpSync(join(ROOT, "tests/fixtures/valid/public"), join(project, "public"), { recursive: true });
  symlinkSync(join(ROOT, "schema"), join(project, "schema"));
  symlinkSync(join(ROOT, "blocks"), join(project, "blocks"));
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(project, "site.config", path)), { recursive: true });
    writeFileSync(join(project, "site.config", path), `${JSON.stringify(data, null, 2)}\n`);
  }
  const git = async (...args: string[]) => {
    const output = await runGit(project, args, ISOLATED_GIT);
    if (!output.ok) throw new Error(`git ${args.join(" ")}: ${output.detail}`);
  };
  await git("init", "--quiet", "-b", "main");
  await git("config", "user.name", "Serviço de teste");
  await git("config", "user.email", "servico@example.com");
  await git("add", "-A");
  await git("commit", "--quiet", "-m", "Começo");
  return project;
}
