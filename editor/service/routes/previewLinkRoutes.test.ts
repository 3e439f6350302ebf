import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { NewPreviewLink, PreviewData, PreviewLinkView } from "../../shared/review.ts";
import { PREVIEW_LINK_LIFETIME } from "../review/previewLinks.ts";
import { ISOLATED_GIT, testProject } from "../review/testProject.ts";
import { testService, type TestService } from "../testService.ts";

let service: TestService;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

const call = (method: string, path: string, cookie?: string, payload?: unknown) =>
  service!.call(method, path, cookie, payload);

/** What a visitor without an account gets: the same-origin fetch of the preview page sends no cookie and no Origin. */
const visit = (token: string) => service.app.inject({ method: "GET", url: `/_editor/api/previas/${token}` });

const tokenOf = (link: NewPreviewLink) => new URL(link.link).hash.slice("#previa=".length);

async function linkTo(cookie: string, document = "page/home"): Promise<NewPreviewLink> {
  const made = await call("POST", `previas/${document}`, cookie);
  expect(made.statusCode).toBe(200);
  return made.json() as NewPreviewLink;
}

describe("preview links", () => {
  it("opens the document's current draft without an account, never indexed, then the published file once it is gone", async () => {
    service = testService();
    const ana = await service.signIn("editor");
    const link = await linkTo(ana);
    expect(link.link).toMatch(/^http:\/\/localhost:4300\/_editor\/preview#previa=[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe(service.clock.now() + PREVIEW_LINK_LIFETIME);

    const published = await visit(tokenOf(link));
    expect(published.statusCode).toBe(200);
    expect(published.headers["x-robots-tag"]).toBe("noindex");
    const opened = (await call("GET", "pages/home", ana)).json() as { data: Record<string, unknown>; version: string };
    expect((published.json() as PreviewData).config).toEqual(opened.data);

    await call("PUT", "rascunhos/page/home", ana, {
      data: { ...opened.data, title: "Rascunho" },
      version: opened.version,
      revision: 0,
    });
    expect(((await visit(tokenOf(link))).json() as PreviewData).config.title).toBe("Rascunho");
    await call("DELETE", "rascunhos/page/home", ana);
    expect(((await visit(tokenOf(link))).json() as PreviewData).config).toEqual(opened.data);
  });

  it("keeps only the token's hash: the database holds no link that opens the preview", async () => {
    service = testService();
    const link = await linkTo(await service.signIn("editor"));
    const rows = service.stores.db.prepare("SELECT * FROM preview_links").all();
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link));
  });

  it("answers 410 in Portuguese once the link is 7 days old, and lists it no more", async () => {
    service = testService();
    const ana = await service.signIn("editor");
    const link = await linkTo(ana);
    service.clock.move(PREVIEW_LINK_LIFETIME - 1);
    expect((await visit(tokenOf(link))).statusCode).toBe(200);
    service.clock.move(1);
    const expired = await visit(tokenOf(link));
    expect(expired.statusCode).toBe(410);
    expect(expired.headers["x-robots-tag"]).toBe("noindex");
    // Made at 09:00 in Brasília on 27/11.
    expect(expired.json().message).toBe(
      "Este link de prévia expirou em 04/12/2026 às 09:00. Peça um novo a quem o enviou.",
    );
    // The session has ended meanwhile too.
    const again = await service.signIn("editor", "ana@empresa.com.br");
    expect((await call("GET", "previas/page/home", again)).json()).toEqual([]);
  });

  it("answers 410 once the link is revoked, which the audit list records", async () => {
    service = testService();
    const ana = await service.signIn("editor");
    const link = await linkTo(ana);
    const listed = (await call("GET", "previas/page/home", ana)).json() as PreviewLinkView[];
    expect(listed).toEqual([{ id: link.id, by: "Pessoa editor", at: link.at, expiresAt: link.expiresAt }]);

    expect((await call("DELETE", `previas/page/home/${link.id}`, ana)).statusCode).toBe(200);
    const revoked = await visit(tokenOf(link));
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().message).toBe(
      "Este link de prévia foi revogado em 27/11/2026 às 09:00. Peça um novo a quem o enviou.",
    );
    expect((await call("DELETE", `previas/page/home/${link.id}`, ana)).statusCode).toBe(404);
    expect(service.stores.audit.latest()[0]).toMatchObject({ action: "revogou um link de prévia de" });
  });

  it("answers 404 to a token it never made", async () => {
    service = testService();
    const answer = await visit("x".repeat(43));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/^Este link de prévia não existe\./);
  });

  it("shows a collection as its template filled by its first row, and refuses site.json", async () => {
    const template = {
      route: "/sistema-para/:slug",
      title: "Sistema para {{row.segmento}}",
      description: "Modelo.",
      blocks: [],
    };
    const rows = [
      { slug: "restaurantes", segmento: "restaurantes" },
      { slug: "bares", segmento: "bares" },
    ];
    project = await testProject({
      "pages/modelo.json": template,
      "collections/segmentos.json": { page: "modelo", rows },
    });
    service = testService({}, project, ISOLATED_GIT);
    const ana = await service.signIn("editor");
    const collection = await visit(tokenOf(await linkTo(ana, "collection/segmentos")));
    expect(collection.json()).toMatchObject({ config: template, row: rows[0] });
    const page = await visit(tokenOf(await linkTo(ana, "page/modelo")));
    expect(page.json()).toMatchObject({ config: template, row: rows[0] });

    const site = await call("POST", "previas/site/site", ana);
    expect(site.statusCode).toBe(400);
    expect(site.json().message).toBe(
      "A configuração do site não é uma página: peça o link de prévia de uma página ou coleção.",
    );
  });
});
