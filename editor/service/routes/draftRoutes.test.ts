import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../../model/paths.ts";
import type { DraftConflict, DraftView } from "../../shared/drafts.ts";
import { PRESENCE_WINDOW } from "../drafts/presence.ts";
import { gitIn, ISOLATED_GIT, projectInGit as makeProject } from "../testProject.ts";
import { testService, type TestService } from "../testService.ts";

const ISOLATED = ISOLATED_GIT;

let service: TestService;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

const call = (method: string, path: string, cookie?: string, payload?: unknown) =>
  service!.call(method, path, cookie, payload);

const git = (...args: string[]) => gitIn(project!, ...args);

/** The test site in its own repository, removed after the test. */
async function projectInGit(): Promise<string> {
  project = await makeProject("editor-drafts-");
  return project;
}

const pageFile = () => join(project!, "site.config/pages/privacidade.json");
const privacy = () => JSON.parse(readFileSync(pageFile(), "utf8")) as Record<string, unknown>;

describe("saving drafts", () => {
  it("answers a save based on a stale revision with 409, who saved it and when in Brasília time, and their data", async () => {
    service = testService();
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const caio = await service.signIn("publisher", "caio@empresa.com.br");
    const first = await call("PUT", "rascunhos/page/home", ana, { data: { title: "" }, version: "v1", revision: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ revision: 1, by: "Pessoa editor" });
    const opened = (await call("GET", "rascunhos/page/home", caio)).json() as DraftView;
    expect(opened).toMatchObject({ data: { title: "" }, version: "v1", revision: 1 });

    // 12:00 UTC plus 2 h 3 min is 11:03 in Brasília (UTC−3).
    service.clock.move((2 * 60 + 3) * 60 * 1000);
    await call("PUT", "rascunhos/page/home", ana, { data: { title: "Da Ana" }, version: "v1", revision: 1 });
    const stale = await call("PUT", "rascunhos/page/home", caio, {
      data: { title: "Do Caio" },
      version: "v1",
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json() as DraftConflict;
    expect(conflict.reason).toBe("conflict");
    expect(conflict.theirs).toMatchObject({ data: { title: "Da Ana" }, revision: 2, at: service.clock.now() });
    expect(conflict.message).toBe("Pessoa editor salvou este rascunho às 11:03 depois que você o abriu.");
    expect(((await call("GET", "rascunhos/page/home", ana)).json() as DraftView).data).toEqual({ title: "Da Ana" });
    // The same person in another window is told so.
    const mine = await call("PUT", "rascunhos/page/home", ana, { data: {}, version: "v1", revision: 1 });
    expect(mine.json().message).toBe("Você salvou este rascunho em outra janela às 11:03, depois de abri-lo nesta.");
  });

  it("merges a stale save with what others saved when they changed other fields, and keeps a clashing one aside", async () => {
    service = testService();
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const caio = await service.signIn("publisher", "caio@empresa.com.br");
    const opened = { title: "Promo", description: "Curta" };
    await call("PUT", "rascunhos/page/home", ana, { data: opened, version: "v1", revision: 0 });
    await call("PUT", "rascunhos/page/home", ana, { data: { ...opened, title: "Da Ana" }, version: "v1", revision: 1 });
    const merged = await call("PUT", "rascunhos/page/home", caio, {
      data: { ...opened, description: "Longa" },
      version: "v1",
      revision: 1,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      revision: 3,
      merged: { data: { title: "Da Ana", description: "Longa" }, with: ["Pessoa editor"] },
    });

    // Ana, still on revision 2, changes the description too: her copy waits for her, and nothing else changes.
    const clash = { title: "Da Ana", description: "Média" };
    const refused = await call("PUT", "rascunhos/page/home", ana, { data: clash, version: "v1", revision: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ base: { title: "Da Ana", description: "Curta" }, theirs: { revision: 3 } });
    expect((await call("GET", "rascunhos/page/home/pendente", ana)).json()).toMatchObject({ data: clash });
    expect((await call("GET", "rascunhos/page/home/pendente", caio)).statusCode).toBe(404);
    expect((await call("DELETE", "rascunhos/page/home/pendente", ana)).statusCode).toBe(200);
    expect((await call("GET", "rascunhos/page/home/pendente", ana)).statusCode).toBe(404);
  });

  it("lists the drafts with who saved them and when, and forgets a discarded one", async () => {
    service = testService();
    const ana = await service.signIn("editor");
    await call("PUT", "rascunhos/site/site", ana, { data: {}, version: "v1", revision: 0 });
    service.clock.move(1000);
    await call("PUT", "rascunhos/page/nova-promo", ana, { data: {}, version: null, revision: 0 });
    expect((await call("GET", "rascunhos", ana)).json()).toEqual([
      { kind: "page", name: "nova-promo", revision: 1, by: "Pessoa editor", at: service.clock.now() },
      { kind: "site", name: "site", revision: 1, by: "Pessoa editor", at: service.clock.now() - 1000 },
    ]);
    expect((await call("DELETE", "rascunhos/site/site", ana)).statusCode).toBe(200);
    expect((await call("GET", "rascunhos/site/site", ana)).statusCode).toBe(404);
    expect((await call("GET", "rascunhos", ana)).json()).toHaveLength(1);
  });

  it("refuses a draft of a collection that does not exist, a page name npm run new-page would refuse, or an unknown kind", async () => {
    service = testService();
    const ana = await service.signIn("editor");
    const body = { data: {}, version: null, revision: 0 };
    expect((await call("PUT", "rascunhos/collection/nenhuma", ana, body)).json().message).toBe(
      "A coleção collections/nenhuma.json não existe.",
    );
    expect((await call("PUT", "rascunhos/page/Nome%20Ruim", ana, body)).statusCode).toBe(400);
    expect((await call("PUT", "rascunhos/planilha/x", ana, body)).statusCode).toBe(400);
  });

  it("refuses a draft over 2 MB, as the editor's saves", async () => {
    service = testService();
    const ana = await service.signIn("editor");
    const big = { data: { text: "x".repeat(2 * 1024 * 1024) }, version: null, revision: 0 };
    const answer = await call("PUT", "rascunhos/page/grande", ana, big);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe("Pedido grande demais (o limite é 2 MB).");
  });
});

describe("publishing a draft", () => {
  it("refuses a draft with problems (422), then writes, commits and forgets a clean one; the file is untouched before", async () => {
    service = testService({}, await projectInGit(), ISOLATED);
    const bia = await service.signIn("publisher", "bia@empresa.com.br");
    const before = readFileSync(pageFile(), "utf8");
    const version = (await call("GET", "pages/privacidade", bia)).json().version as string;
    const broken = { ...privacy(), title: "" };
    await call("PUT", "rascunhos/page/privacidade", bia, { data: broken, version, revision: 0 });
    expect(readFileSync(pageFile(), "utf8")).toBe(before);

    const refused = await call("POST", "rascunhos/page/privacidade/publicar", bia, { message: "Título novo" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().reason).toBe("invalid");
    expect(refused.json().validation.problems.length).toBeGreaterThan(0);
    expect(readFileSync(pageFile(), "utf8")).toBe(before);

    const clean = { ...privacy(), title: "Privacidade revista" };
    await call("PUT", "rascunhos/page/privacidade", bia, { data: clean, version, revision: 1 });
    const published = await call("POST", "rascunhos/page/privacidade/publicar", bia, { message: "Título novo" });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ files: ["site.config/pages/privacidade.json"] });
    expect(published.json().version).toBe((await call("GET", "pages/privacidade", bia)).json().version);
    expect(privacy().title).toBe("Privacidade revista");
    expect(await git("log", "-1", "--format=%s")).toBe("Título novo\n");
    expect(await git("status", "--porcelain")).toBe("");
    expect((await call("GET", "rascunhos/page/privacidade", bia)).statusCode).toBe(404);
    const audit = service.stores.audit.latest();
    expect(audit[0]).toMatchObject({ action: "publicou", subject: "pages/privacidade.json", detail: "Título novo" });
  });

  it("refuses to publish over a file changed since the draft started, unless asked to", async () => {
    service = testService({}, await projectInGit(), ISOLATED);
    const bia = await service.signIn("publisher");
    const draft = { ...privacy(), title: "Do rascunho" };
    await call("PUT", "rascunhos/page/privacidade", bia, { data: draft, version: "versao-antiga", revision: 0 });
    const stale = await call("POST", "rascunhos/page/privacidade/publicar", bia, { message: "Publica" });
    expect(stale.statusCode).toBe(409);
    expect(privacy().title).toBe("Privacidade de teste");
    const forced = await call("POST", "rascunhos/page/privacidade/publicar", bia, { message: "Publica", force: true });
    expect(forced.statusCode).toBe(200);
    expect(privacy().title).toBe("Do rascunho");
  });

  it("puts the file back when the publication is refused, and keeps the draft", async () => {
    project = mkdtempSync(join(tmpdir(), "editor-drafts-"));
    cpSync(join(ROOT, "tests/fixtures/valid"), join(project, "site.config"), { recursive: true });
    cpSync(join(ROOT, "tests/fixtures/valid/public"), join(project, "public"), { recursive: true });
    symlinkSync(join(ROOT, "schema"), join(project, "schema"));
    symlinkSync(join(ROOT, "blocks"), join(project, "blocks"));
    // Not a git repository: the publication is refused after the file was written.
    service = testService({}, project, { ...ISOLATED, GIT_CEILING_DIRECTORIES: project });
    const bia = await service.signIn("publisher");
    const before = readFileSync(pageFile(), "utf8");
    const version = (await call("GET", "pages/privacidade", bia)).json().version as string;
    await call("PUT", "rascunhos/page/privacidade", bia, {
      data: { ...privacy(), title: "Outro" },
      version,
      revision: 0,
    });
    const answer = await call("POST", "rascunhos/page/privacidade/publicar", bia, { message: "Publica" });
    expect(answer.statusCode).toBe(503);
    expect(readFileSync(pageFile(), "utf8")).toBe(before);
    expect((await call("GET", "rascunhos/page/privacidade", bia)).statusCode).toBe(200);
  });

  it("is refused to an Editor with 403", async () => {
    service = testService();
    const ana = await service.signIn("editor");
    const answer = await call("POST", "rascunhos/page/home/publicar", ana, { message: "Publica" });
    expect(answer.statusCode).toBe(403);
  });
});

describe("presence", () => {
  it("answers who else has the document open, until their heartbeats stop for longer than the window", async () => {
    service = testService();
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const caio = await service.signIn("publisher", "caio@empresa.com.br");
    expect((await call("POST", "presenca/page/home", ana)).json()).toEqual([]);
    expect((await call("POST", "presenca/page/home", caio)).json()).toMatchObject([{ name: "Pessoa editor" }]);
    service.clock.move(15_000);
    expect((await call("POST", "presenca/page/home", ana)).json()).toMatchObject([{ name: "Pessoa publisher" }]);
    service.clock.move(PRESENCE_WINDOW);
    expect((await call("POST", "presenca/page/home", ana)).json()).toEqual([]);
    await call("POST", "presenca/page/home", caio);
    expect((await call("DELETE", "presenca/page/home", caio)).statusCode).toBe(200);
    expect((await call("POST", "presenca/page/home", ana)).json()).toEqual([]);
  });
});
