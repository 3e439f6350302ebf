import { join, relative, sep } from "node:path";
import type { PageAtCommit, PageCommit, PublishResult } from "../shared/api.ts";
import { GitRepository } from "./gitRepository.ts";
import { invalid, refused, type Answer } from "./http.ts";
import { pageImageFiles } from "./pageImages.ts";
import type { PagesFolder } from "./pageFiles.ts";
import { validateEditedPage, type SiteDirs } from "./pageValidation.ts";

/** What publishing and history work on: the pages, the site's folders and the project (inside its git repository). */
export interface PublishingContext extends SiteDirs {
  pages: PagesFolder;
  /** The project's folder, in the git repository pages are published to. */
  projectDir: string;
  /** Variables added to git's environment (tests isolate git from the machine's configuration). */
  gitEnv?: NodeJS.ProcessEnv;
}

const MAX_MESSAGE = 500;
const COMMIT = /^[0-9a-f]{40}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = JSON.parse(text);
    return isRecord(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** The repository, or the answer that says why there is none (git missing, not a repository): a 503 in Portuguese. */
async function repositoryOf(context: PublishingContext): Promise<GitRepository | Answer> {
  const found = await GitRepository.find(context.projectDir, context.gitEnv);
  return "problem" in found ? refused(503, found.problem) : found;
}

/** The absolute path of an existing page's file, or the refusal for a name that has none. */
function pagePath(pages: PagesFolder, name: string): string | Answer {
  const target = pages.pathFor(name, { creating: false });
  return "error" in target ? refused(400, target.error) : target.path;
}

/** The names of the pages saved but not published (modified or untracked), or undefined when git cannot tell. */
export function draftPages(context: PublishingContext): Promise<Set<string> | undefined> {
  return draftNames(context, context.pages.dir);
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

/** The marketer's commit message, or the refusal of a missing or too long one. */
export function publishMessage(body: Record<string, unknown>, published: Published = "página"): string | Answer {
  const message = typeof body.message === "string" ? body.message.trim() : "";
  if (!message) return refused(400, `Escreva uma mensagem que diga o que mudou na ${published}.`);
  if (message.length > MAX_MESSAGE)
    return refused(400, `A mensagem tem ${message.length} caracteres; use no máximo ${MAX_MESSAGE}.`);
  return message;
}

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

/**
 * Publishes a saved page: validates it as on disk, then commits its file and the images of public/img/ it shows
 * (nothing else, whatever else is staged) with the marketer's message, and pushes when the branch tracks a remote.
 * Every refusal says that the saved file is untouched.
 */
export async function publishPage(
  context: PublishingContext,
  name: string,
  body: Record<string, unknown>,
): Promise<Answer> {
  const message = publishMessage(body);
  if (typeof message !== "string") return message;
  const file = context.pages.read(name);
  if (!file) return refused(404, `A página pages/${name}.json não existe: salve-a antes de publicar.`);
  const data = parseObject(file.text);
  if (!data)
    return refused(
      422,
      `pages/${name}.json não é um JSON válido: corrija-o antes de publicar (npm run validate mostra onde).`,
    );
  const validation = await validateEditedPage(context, name, data);
  if (validation.problems.length) return invalid(validation);
  const page = join(context.pages.dir, `${name}.json`);
  return commitFiles(context, [page, ...pageImageFiles(data, context.publicDir)], message);
}

/** The commits of a page's file, newest first (across renames). */
export async function pageHistory(context: PublishingContext, name: string): Promise<Answer> {
  const path = pagePath(context.pages, name);
  if (typeof path !== "string") return path;
  const repository = await repositoryOf(context);
  if (!(repository instanceof GitRepository)) return repository;
  const commits: PageCommit[] = (await repository.log(path)).map(({ commit, author, date, message }) => ({
    commit,
    author,
    date,
    message,
  }));
  return { status: 200, body: commits };
}

/** The page's data at one commit of its history (only a commit of that history: no other file can be read). */
export async function pageAtCommit(context: PublishingContext, name: string, commit: string): Promise<Answer> {
  const path = pagePath(context.pages, name);
  if (typeof path !== "string") return path;
  const repository = await repositoryOf(context);
  if (!(repository instanceof GitRepository)) return repository;
  const entry = COMMIT.test(commit) && (await repository.log(path)).find((candidate) => candidate.commit === commit);
  if (!entry) return refused(404, `Essa versão não está no histórico de pages/${name}.json.`);
  const data = parseObject((await repository.contentAt(entry.commit, entry.path)) ?? "");
  if (!data)
    return refused(
      422,
      `Nessa versão, pages/${name}.json não é um JSON válido: ela não pode ser mostrada nem restaurada.`,
    );
  return { status: 200, body: { commit, data } satisfies PageAtCommit };
}
