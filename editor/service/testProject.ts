/** For tests: a project in a temp folder (the test site's config, the real schemas and blocks) in its own git repository. */
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../model/paths.ts";
import { runGit } from "../server/gitCommand.ts";

/** Git without the machine's configuration. */
export const ISOLATED_GIT = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** Runs git in `project`; its output, or an error with git's own. */
export async function gitIn(project: string, ...args: string[]): Promise<string> {
  const output = await runGit(project, args, ISOLATED_GIT);
  if (!output.ok) throw new Error(`git ${args.join(" ")}: ${output.detail}`);
  return output.stdout;
}

/** The test site's config and images, or (`real`) the project's own site. */
const SITES = {
  test: { config: join(ROOT, "tests/fixtures/valid"), public: join(ROOT, "tests/fixtures/valid/public") },
  real: { config: join(ROOT, "site.config"), public: join(ROOT, "public") },
};

/** A new project folder with one commit of the test site, or of the real one (remove it after the test). */
export async function projectInGit(prefix = "editor-service-", site: keyof typeof SITES = "test"): Promise<string> {
  const project = mkdtempSync(join(tmpdir(), prefix));
  cpSync(SITES[site].config, join(project, "site.config"), { recursive: true });
  cpSync(SITES[site].public, join(project, "public"), { recursive: true });
  symlinkSync(join(ROOT, "schema"), join(project, "schema"));
  symlinkSync(join(ROOT, "blocks"), join(project, "blocks"));
  await gitIn(project, "init", "--quiet", "-b", "main");
  await gitIn(project, "config", "user.name", "Serviço de teste");
  await gitIn(project, "config", "user.email", "servico@example.com");
  await gitIn(project, "add", "-A");
  await gitIn(project, "commit", "--quiet", "-m", "Começo");
  return project;
}
