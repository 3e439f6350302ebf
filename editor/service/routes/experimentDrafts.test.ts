import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ExperimentSummary } from "../../shared/experiments.ts";
import type { DraftView } from "../../shared/drafts.ts";
import { gitIn, ISOLATED_GIT, projectInGit } from "../testProject.ts";
import { testService, type TestService } from "../testService.ts";

let service: TestService;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

const call = (method: string, path: string, cookie?: string, payload?: unknown) =>
  service.call(method, path, cookie, payload);
const variant = encodeURIComponent("preco/b");

describe("a test's variant on the editor service", () => {
  it("is a page's draft an Editor saves and a Publisher publishes, into its test's folder", async () => {
    project = await projectInGit("editor-variant-drafts-", "real");
    service = testService({}, project, ISOLATED_GIT);
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const bia = await service.signIn("publisher", "bia@empresa.com.br");
    expect((await call("POST", "pages/preco/variants", ana, { goal: "chat" })).statusCode).toBe(201);
    const opened = (await call("GET", `pages/${variant}`, ana)).json() as { data: Record<string, unknown> };
    const data = { ...opened.data, title: "Preços B" };
    // "Criar variante" made the variant's draft: the next save is based on it.
    const { version, revision } = (await call("GET", `rascunhos/page/${variant}`, ana)).json() as DraftView;
    const saved = await call("PUT", `rascunhos/page/${variant}`, ana, { data, version, revision });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call("POST", `rascunhos/page/${variant}/publicar`, ana, { message: "B" })).statusCode).toBe(403);
    const published = await call("POST", `rascunhos/page/${variant}/publicar`, bia, { message: "Título da B" });
    expect(published.statusCode, published.body).toBe(200);
    // The test was a draft too: it goes with its variant, in one commit.
    expect(published.json()).toMatchObject({
      files: ["site.config/experiments/preco.json", "site.config/experiments/preco/b.json"],
    });
    const file = join(project, "site.config/experiments/preco/b.json");
    expect(JSON.parse(readFileSync(file, "utf8")).title).toBe("Preços B");
  });

  it("keeps an Editor's buttons as drafts with a review, until a Publisher publishes them as one commit", async () => {
    project = await projectInGit("editor-variant-state-", "real");
    service = testService({}, project, ISOLATED_GIT);
    const git = (...args: string[]) => gitIn(project!, ...args);
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const bia = await service.signIn("publisher", "bia@empresa.com.br");
    expect((await call("POST", "pages/preco/variants", ana, { goal: "chat" })).statusCode).toBe(201);
    const started = await call("POST", "experiments/preco/status", bia, { status: "running", message: "Inicia" });
    expect(started.statusCode, started.body).toBe(200);
    const head = (await git("rev-parse", "HEAD")).trim();
    // Ana changes B's blocks, pauses, then ends the test with B: drafts of the test and of the page, a review asked.
    const b = (await call("GET", `pages/${variant}`, ana)).json() as { data: Record<string, unknown>; version: string };
    const blocks = (b.data.blocks as unknown[]).slice(0, 1);
    const saved = await call("PUT", `rascunhos/page/${variant}`, ana, {
      data: { ...b.data, blocks },
      version: b.version,
      revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const paused = await call("POST", "experiments/preco/status", ana, { status: "paused", message: "Pausa" });
    expect(paused.json()).toEqual({ reviewAsked: true });
    // The test still runs on the site: the screens say so, and show Ana's pause as a request.
    const listed = (await call("GET", "experiments", bia)).json() as ExperimentSummary[];
    expect(listed.find((test) => test.name === "preco")).toMatchObject({
      status: "running",
      requestedStatus: "paused",
    });
    const ended = await call("POST", "experiments/preco/winner", ana, { variant: "b", message: "Fica a B" });
    expect(ended.json()).toEqual({ reviewAsked: true });
    expect(await git("status", "--porcelain")).toBe("");
    expect((await git("rev-parse", "HEAD")).trim()).toBe(head);
    const drafts = (await call("GET", "rascunhos", bia)).json() as Array<{ kind: string; name: string }>;
    expect(drafts.map(({ kind, name }) => `${kind}/${name}`).sort()).toEqual([
      "experiment/preco",
      "page/preco",
      "page/preco/b",
    ]);
    expect((await call("GET", "revisoes/experiment/preco", bia)).json()).toMatchObject({
      note: "Fica a B",
      by: "Pessoa editor",
    });

    // Bia publishes the reviewed test: the page with B's blocks, the test and B, in one commit as Bia.
    const published = await call("POST", "rascunhos/experiment/preco/publicar", bia, { message: "Encerra com a B" });
    expect(published.statusCode, published.body).toBe(200);
    expect((await git("rev-list", "--count", `${head}..HEAD`)).trim()).toBe("1");
    expect((await git("log", "-1", "--format=%an")).trim()).toBe("Pessoa publisher");
    expect((await git("show", "--name-only", "--format=", "HEAD")).trim().split("\n")).toEqual([
      "site.config/experiments/preco.json",
      "site.config/experiments/preco/b.json",
      "site.config/pages/preco.json",
    ]);
    const page = JSON.parse(readFileSync(join(project, "site.config/pages/preco.json"), "utf8")) as {
      blocks: unknown[];
    };
    expect(page.blocks).toEqual(blocks);
    const test = JSON.parse(readFileSync(join(project, "site.config/experiments/preco.json"), "utf8")) as {
      status: string;
    };
    expect(test.status).toBe("ended");
    expect(await git("status", "--porcelain")).toBe("");
  });
});
