import { realpathSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Person, PublishingStatus, PublishResult } from "../shared/api.ts";
import { outboxOf, statusAt, type Sent } from "./delivery/outbox.ts";
import { pushTarget, type RemoteConfig } from "./delivery/pushTarget.ts";
import type { Scheduler } from "./delivery/scheduler.ts";
import { serialize } from "./delivery/serialize.ts";
import { GitRepository, type CommitOutcome } from "./gitRepository.ts";
import { refused, type Answer } from "./http.ts";
import type { FileToCommit } from "./indexEntries.ts";
import type { PagesFolder } from "./pageFiles.ts";
import type { SiteDirs } from "./pageValidation.ts";
import { reconcile, type Reconciled } from "./publication/reconcile.ts";

/** What publishing and history work on: the pages, the site's folders and the project (inside its git repository). */
export interface PublishingContext extends SiteDirs {
  pages: PagesFolder;
  /** The project's folder, in the git repository pages are published to. */
  projectDir: string;
  /** Variables added to git's environment (tests isolate git from the machine's configuration). */
  gitEnv?: NodeJS.ProcessEnv;
  /**
   * The site's repository and branch publications are sent to (the service reads EDITOR_GIT_REMOTE and
   * EDITOR_GIT_BRANCH); without it nothing is sent anywhere: commits stay in the checkout (the dev server's case).
   */
  remote?: RemoteConfig;
  /** The address POSTed once after each publication that reached the site's repository (EDITOR_DEPLOY_HOOK). */
  deployHook?: string;
  /** The signed-in person a request publishes as (the service makes a context per request); none on the dev server. */
  author?: Person;
  /** The clock and timer of the retries: the process's own unless a test moves time by hand. */
  scheduler?: Scheduler;
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

/** A publication recorded, and what sending it gave. */
interface Recorded {
  outcome: Exclude<CommitOutcome, { kind: "failed" }>;
  sent: Sent;
}

/** What a marketer publishes, as the messages name it. */
export type Published =
  "página" | "coleção" | "configuração do site" | "configuração do teste A/B" | "imagem" | "seção";

/**
 * Finishes or undoes a publication the process left half done when it died (reconcile.ts); the service runs it at
 * start, before anything else. Nothing to do without a repository.
 */
export async function reconcilePublication(context: PublishingContext): Promise<Reconciled> {
  const repository = await repositoryOf(context);
  if (!(repository instanceof GitRepository)) return "nothing";
  return serialize(repository.top, () => reconcile(repository));
}

/** Where publications from the context's repository stand on their way to the site (an endpoint shows it). */
export async function publishingStatus(context: PublishingContext): Promise<PublishingStatus> {
  const found = await GitRepository.find(context.projectDir, context.gitEnv);
  return "problem" in found ? statusAt("") : statusAt(found.top);
}

/**
 * Sends what earlier publications left unsent (the process stopped while a push was waiting for its retry), then
 * calls the deploy address if anything was sent: the service runs it once at start. Nothing is done without a
 * repository to send to.
 */
export async function sendPending(context: PublishingContext): Promise<PublishingStatus> {
  const repository = await repositoryOf(context);
  if (!(repository instanceof GitRepository)) return statusAt("");
  const outbox = outboxOf(repository);
  const sent = await serialize(repository.top, async () => {
    outbox.aim(destination(context));
    return outbox.send();
  });
  await outbox.callDeploy(sent);
  return outbox.status();
}

/** Where the context's publications go. */
const destination = (context: PublishingContext) => ({
  target: pushTarget(context.remote),
  deployHook: context.deployHook,
  scheduler: context.scheduler,
});

/**
 * Publishes what `prepare` gives (or answers its refusal), one publication at a time per repository: `prepare` reads
 * and validates inside the queue, so the commit holds what it validated and sits on the commit before it. Then the
 * commit is sent to the site's repository (caught up with it when it moved on, retried when it cannot be reached)
 * and, once it is there, the deploy address is called. A refusal says that the saved files are untouched.
 */
export async function publishFiles(
  context: PublishingContext,
  prepare: () => Promise<FileToCommit[] | Answer>,
  message: string,
  published: Published = "página",
  author: Person | undefined = context.author,
): Promise<Answer> {
  const repository = await repositoryOf(context);
  if (!(repository instanceof GitRepository)) {
    // Without git, a document's own problems are still the first thing to tell (nothing is committed either way).
    const files = await prepare();
    return Array.isArray(files) ? repository : files;
  }
  const outbox = outboxOf(repository);
  const done = await serialize(repository.top, async (): Promise<Recorded | { refusal: Answer }> => {
    // A publication an earlier process left half done is finished (or undone) before this one starts.
    await reconcile(repository);
    const files = await prepare();
    if (!Array.isArray(files)) return { refusal: files };
    const outcome = await repository.commit(files, message, author);
    if (outcome.kind === "failed") return { refusal: refused(500, notRecorded(published, outcome.detail)) };
    outbox.aim(destination(context));
    return { outcome, sent: await outbox.send() };
  });
  if ("refusal" in done) return done.refusal;
  const { outcome, sent } = done;
  const deploy = await outbox.callDeploy(sent);
  const project = realpathSync(context.projectDir);
  const committed = outcome.kind === "committed" ? outcome : undefined;
  const result: PublishResult = {
    commit: committed ? (sent.rewritten.get(committed.commit) ?? committed.commit) : null,
    files: (committed?.files ?? []).map((file) => relative(project, join(repository.top, file)).split(sep).join("/")),
    push: sent.push,
    ...(deploy && { deploy }),
    fallbackIdentity: committed?.fallbackIdentity ?? false,
  };
  return { status: 200, body: result };
}

const notRecorded = (published: Published, detail: string) =>
  `A ${published} continua salva, mas o git não registrou a publicação: ${detail}. Nada foi perdido; tente publicar de novo ou peça ajuda a quem cuida do site.`;

/**
 * Commits exactly `files` (absolute paths, or paths with the text to commit; nothing else, whatever else is staged)
 * with `message`, as `author` when given, and sends the commit to the site (see {@link publishFiles}).
 */
export function commitFiles(
  context: PublishingContext,
  files: (string | FileToCommit)[],
  message: string,
  published: Published = "página",
  author: Person | undefined = context.author,
): Promise<Answer> {
  const given = files.map((file) => (typeof file === "string" ? { path: file } : file));
  return publishFiles(context, () => Promise.resolve(given), message, published, author);
}
