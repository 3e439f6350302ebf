// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../../model/paths.ts";
import type { PublishingStatus, PublishResult } from "../../shared/api.ts";
import type { EditorContext } from "../api.ts";
import { runGit } from "../gitCommand.ts";
import { PagesFolder } from "../pageFiles.ts";
import { publishingStatus, sendPending } from "../publishing.ts";
import { callApi } from "../testApiCall.ts";
import { ManualScheduler } from "../testScheduler.ts";
import { DEPLOY_FAILED, DEPLOY_RETRYING, PUSH_MESSAGES } from "./deliveryMessages.ts";

const ISOLATED = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

let scratch: string;
let project: string;
let remote: string;
let scheduler: ManualScheduler;
let context: EditorContext;
let hook: { server: Server; url: string; calls: unknown[]; answers: number[] };

async function git(cwd: string, ...args: string[]): Promise<string> {
  const output = await runGit(cwd, args, ISOLATED);
  if (!output.ok) throw new Error(`git ${args.join(" ")}: ${output.detail}`);
  return output.stdout;
}

const pagePath = (dir: string, name: string) => join(dir, "site.config/pages", `${name}.json`);

/** Rewrites a page's title in the clone at `dir`. */
function retitle(dir: string, name: string, title: string) {
  const page = JSON.parse(readFileSync(pagePath(dir, name), "utf8"));
  writeFileSync(pagePath(dir, name), `${JSON.stringify({ ...page, title }, null, 2)}\n`);
}

/** Someone else's clone of the site's repository pushes a new title for `name`. */
async function pushedElsewhere(name: string, title: string) {
  const other = join(scratch, "outra-copia");
  await git(scratch, "clone", "--quiet", remote, other);
  retitle(other, name, title);
  await git(other, "-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "--quiet", "-am", "Por fora");
  await git(other, "push", "--quiet", "origin", "main");
  return (await git(other, "rev-parse", "HEAD")).trim();
}

const publish = async (name: string, title: string, at: EditorContext = context) => {
  retitle(project, name, title);
  const answer = await callApi(at, "POST", `publish/${name}`, { message: `Publica ${title}` });
  expect(answer.status).toBe(200);
  return answer.body as PublishResult;
};

const remoteHead = async () => (await git(remote, "rev-parse", "main")).trim();
const status = (): Promise<PublishingStatus> => publishingStatus(context);

/** A deploy address that counts its calls and answers each with the next status of `answers` (then 200). */
async function deployServer(): Promise<typeof hook> {
  const calls: unknown[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      calls.push(JSON.parse(body));
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/deploy`, calls, answers };
}

beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), "editor-delivery-"));
  project = join(scratch, "editor");
  remote = join(scratch, "site.git");
  cpSync(join(ROOT, "tests/fixtures/valid"), join(project, "site.config"), { recursive: true });
  await git(scratch, "init", "--quiet", "-b", "main", project);
  await git(project, "add", "-A");
  await git(project, "-c", "user.name=Começo", "-c", "user.email=c@example.com", "commit", "--quiet", "-m", "Começo");
  await git(scratch, "init", "--quiet", "--bare", "-b", "main", remote);
  await git(project, "push", "--quiet", remote, "main");
  scheduler = new ManualScheduler();
  hook = await deployServer();
  const config = join(project, "site.config");
  context = {
    configDir: config,
    publicDir: join(config, "public"),
    projectDir: project,
    pages: new PagesFolder(config),
    gitEnv: ISOLATED,
    schemas: () => Promise.reject(new Error("Os esquemas não deveriam ser lidos.")),
    author: { name: "Ana Marketing", email: "ana@example.com" },
    remote: { url: remote, branch: "main" },
    deployHook: hook.url,
    scheduler,
  };
});

afterEach(async () => {
  await new Promise((resolve) => hook.server.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

describe("sending a publication to the site", () => {
  it("pushes it to the configured repository, then calls the deploy address once with the commit", async () => {
    const result = await publish("privacidade", "Enviada");
    expect(result).toMatchObject({ push: { kind: "pushed" }, deploy: { kind: "called" } });
    expect(await remoteHead()).toBe(result.commit);
    expect(hook.calls).toEqual([{ commit: result.commit, ref: "refs/heads/main" }]);
    expect(scheduler.pending()).toEqual([]);
    expect(await status()).toEqual({ push: { state: "idle" }, deploy: { state: "idle" } });
  });

  it("catches up with a repository that moved on, and reports the commit that reached it", async () => {
    const theirs = await pushedElsewhere("contatos", "Mudada por fora");
    const result = await publish("privacidade", "Publicada depois");
    expect(result.push).toEqual({ kind: "pushed" });
    expect(await remoteHead()).toBe(result.commit);
    expect((await git(remote, "rev-parse", "main~1")).trim()).toBe(theirs);
    expect((await git(remote, "log", "-1", "--format=%an|%s", "main")).trim()).toBe(
      "Ana Marketing|Publica Publicada depois",
    );
    // The other change is now in the editor's folder too, and nothing shows as unpublished.
    expect(JSON.parse(readFileSync(pagePath(project, "contatos"), "utf8")).title).toBe("Mudada por fora");
    expect((await git(project, "status", "--porcelain")).trim()).toBe("");
    expect(hook.calls).toHaveLength(1);
  });

  it("explains, and sends nothing, when the repository changed the same page meanwhile", async () => {
    const theirs = await pushedElsewhere("privacidade", "A versão de lá");
    const result = await publish("privacidade", "A versão daqui");
    expect(result.push).toEqual({ kind: "failed", message: PUSH_MESSAGES.conflict });
    expect(result.deploy).toBeUndefined();
    expect(await remoteHead()).toBe(theirs);
    expect((await git(project, "rev-parse", "HEAD")).trim()).toBe(result.commit);
    expect((await status()).push).toEqual({ state: "failed", message: PUSH_MESSAGES.conflict });
    expect(scheduler.pending()).toEqual([]);
    expect(hook.calls).toEqual([]);
  });

  it("never overwrites saved, unpublished edits of a file the repository changed: it explains and sends nothing", async () => {
    const theirs = await pushedElsewhere("contatos", "Mudada por fora");
    retitle(project, "contatos", "Salva aqui, sem publicar");
    const result = await publish("privacidade", "Publicada ao lado");
    expect(result.push).toEqual({ kind: "failed", message: PUSH_MESSAGES.drafts });
    expect(await remoteHead()).toBe(theirs);
    expect(JSON.parse(readFileSync(pagePath(project, "contatos"), "utf8")).title).toBe("Salva aqui, sem publicar");
    expect((await git(project, "rev-parse", "HEAD")).trim()).toBe(result.commit);
  });

  it("explains a repository address where there is none, retries on its own, and sends once it exists", async () => {
    const later = join(scratch, "ainda-nao-existe.git");
    const at = { ...context, remote: { url: later, branch: "main" } };
    const result = await publish("privacidade", "Espera o repositório", at);
    expect(result.push).toEqual({ kind: "retrying", message: PUSH_MESSAGES.missing });
    expect((await callApi(at, "GET", "publishing")).body).toMatchObject({
      push: { state: "retrying", attempts: 1, message: PUSH_MESSAGES.missing, nextAttempt: "2026-11-27T12:00:10.000Z" },
    });
    expect(scheduler.pending()).toEqual([10_000]);

    await git(scratch, "init", "--quiet", "--bare", "-b", "main", later);
    expect(await scheduler.runNext()).toBe(true);
    expect((await git(later, "rev-parse", "main")).trim()).toBe(result.commit);
    expect(await publishingStatus(at)).toEqual({ push: { state: "idle" }, deploy: { state: "idle" } });
    expect(hook.calls).toHaveLength(1);
    expect(scheduler.pending()).toEqual([]);
  });

  it("retries an unreachable server with growing waits, and a later publication sends both", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = { ...context, remote: { url: `http://127.0.0.1:${port}/site.git`, branch: "main" } };

    const first = await publish("privacidade", "Sem rede", offline);
    expect(first.push).toEqual({ kind: "retrying", message: PUSH_MESSAGES.unreachable });
    await scheduler.runNext();
    expect(scheduler.pending()).toEqual([30_000]);
    expect((await status()).push).toMatchObject({ state: "retrying", attempts: 2 });

    const second = await publish("contatos", "Com rede de novo");
    expect(second.push).toEqual({ kind: "pushed" });
    expect(await remoteHead()).toBe(second.commit);
    expect((await git(remote, "rev-parse", "main~1")).trim()).toBe(first.commit);
    expect(scheduler.pending()).toEqual([]);
    expect(hook.calls).toHaveLength(1);
  });
});

describe("without a site's repository configured", () => {
  it("sends nothing, not even to the branch's upstream, and says the site does not receive it", async () => {
    await git(project, "remote", "add", "origin", remote);
    await git(project, "fetch", "--quiet", "origin");
    await git(project, "branch", "--quiet", "--set-upstream-to=origin/main");
    const before = await remoteHead();
    const result = await publish("privacidade", "Fica aqui", { ...context, remote: undefined });
    expect(result.push).toEqual({ kind: "no-remote" });
    expect(result.deploy).toBeUndefined();
    expect(await remoteHead()).toBe(before);
    expect(hook.calls).toEqual([]);
  });
});

describe("after a restart", () => {
  it("sends what an earlier process left unsent, and calls the deploy address only when something was sent", async () => {
    retitle(project, "privacidade", "Ficou para trás");
    await git(project, "-c", "user.name=Ana", "-c", "user.email=a@example.com", "commit", "--quiet", "-am", "Antes");
    expect(await sendPending(context)).toEqual({ push: { state: "idle" }, deploy: { state: "idle" } });
    expect(await remoteHead()).toBe((await git(project, "rev-parse", "HEAD")).trim());
    expect(hook.calls).toHaveLength(1);
    await sendPending(context);
    expect(hook.calls).toHaveLength(1);
    expect((await callApi(context, "GET", "publishing")).body).toEqual({
      push: { state: "idle" },
      deploy: { state: "idle" },
    });
  });
});

describe("the deploy address", () => {
  it("is called again after a 500, and once it answers, nothing waits", async () => {
    hook.answers.push(500);
    const result = await publish("privacidade", "Hospedagem instável");
    expect(result.deploy).toEqual({ kind: "retrying", message: DEPLOY_RETRYING });
    expect((await status()).deploy).toMatchObject({ state: "retrying", attempts: 1 });
    await scheduler.runNext();
    expect(hook.calls).toHaveLength(2);
    expect(await status()).toEqual({ push: { state: "idle" }, deploy: { state: "idle" } });
    expect(scheduler.pending()).toEqual([]);
  });

  it("is left to a person, with a Portuguese explanation, after six failed calls", async () => {
    hook.answers.push(500, 502, 503, 500, 500, 500, 500);
    await publish("privacidade", "Hospedagem fora do ar");
    while (await scheduler.runNext());
    expect(hook.calls).toHaveLength(6);
    expect((await status()).deploy).toEqual({ state: "failed", message: DEPLOY_FAILED });
  });
});

describe("the explanations", () => {
  it("never show git's words, a branch or an address to the person who published", () => {
    for (const message of [...Object.values(PUSH_MESSAGES), DEPLOY_RETRYING, DEPLOY_FAILED]) {
      expect(message).not.toMatch(/origin|main|ramo|branch|push|commit|fetch|rebase|remote|http|\//i);
    }
  });
});
