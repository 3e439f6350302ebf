import { relative, sep } from "node:path";
import type { PublishResult } from "../shared/api.ts";
import { GitRepository } from "./gitRepository.ts";
import { refused, type Answer } from "./http.ts";
import type { PagesFolder } from "./pageFiles.ts";
import type { SiteDirs } from "./pageValidation.ts";

/** What publishing and history work on: the pages, the site's folders and the project (inside its git repository). */
export interface PublishingContext extends SiteDirs {
  pages: PagesFolder;
  /** The project's folder, in the git repository pages are published to. */
  projectDir: string;
  /** Variables added to git's environment (tests isolate git from the machine's configuration). */
  gitEnv?: NodeJS.ProcessEnv;
}

/** The repository, or the answer that says why there is none (git missing, not a repository): a 503 in Portuguese. */
export async function repositoryOf(context: PublishingContext): Promise<GitRepository | Answer> {
  const found = await GitRepository.find(context.projectDir, context.gitEnv);
  return "problem" in found ? refused(503, found.problem) : found;
}

/** The names of a config folder's files saved but not published, or undefined when git cannot tell. */
export async function draftNames(context: PublishingContext, dir: string): Promise<Set<string> | undefined> {
  const found = await GitRepository.find(context.projectDir, context.gitEnv);
  if ("problem" in found) return undefined;
  try {
    const changed = await found.changed([dir]);
    return new Set(
      [...changed]
        .map((path) => relative(dir, path))
        .filter((file) => !file.includes(sep) && file.endsWith(".json"))
        .map((file) => file.slice(0, -".json".length)),
    );
  } catch {
    return undefined;
  }
}

/** What a marketer publishes, as the messages name it. */
export type Published = "página" | "coleção" | "configuração do site";

/**
 * Commits exactly `paths` (nothing else, whatever else is staged) with `message`, and pushes when the branch tracks a
 * remote. A refusal says that the saved files are untouched.
 */
export async function commitFiles(
  context: PublishingContext,
  paths: string[],
  message: string,
  published: Published = "página",
): Promise<Answer> {
  const repository = await repositoryOf(context);
  if (!(repository instanceof GitRepository)) return repository;
  const outcome = await repository.commit(paths, message);
  if (outcome.kind === "failed")
    return refused(
      500,
      `A ${published} continua salva, mas o git não registrou a publicação: ${outcome.detail}. Nada foi perdido; tente publicar de novo ou peça ajuda a quem cuida do site.`,
    );
  const push = await repository.push();
  const committed = outcome.kind === "committed";
  const result: PublishResult = {
    commit: committed ? outcome.commit : null,
    files: committed ? paths.map((path) => relative(context.projectDir, path).split(sep).join("/")) : [],
    push,
    fallbackIdentity: committed && outcome.fallbackIdentity,
  };
  return { status: 200, body: result };
}
