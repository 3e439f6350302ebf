import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { DraftView } from "../../shared/drafts.ts";
import { ISOLATED_GIT, projectInGit } from "../testProject.ts";
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

  it("changes state only for those who may publish", async () => {
    project = await projectInGit("editor-variant-state-");
    service = testService({}, project, ISOLATED_GIT);
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    await call("POST", "pages/home/variants", ana, { goal: "either" });
    const refused = await call("POST", "experiments/home/status", ana, { status: "running", message: "Inicia" });
    expect(refused.statusCode).toBe(403);
  });
});
