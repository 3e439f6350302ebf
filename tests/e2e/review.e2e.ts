import { rmSync } from "node:fs";
import { createServer } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { createEditorService, type EditorService } from "../../editor/service/app.ts";
import { openDatabase } from "../../editor/service/database.ts";
import type { Person } from "../../editor/service/people/people.ts";
import type { Role } from "../../editor/shared/permissions.ts";
import { SESSION_COOKIE } from "../../editor/service/sessions/sessionCookie.ts";
import { buildEditorPages } from "./support/editorPages.ts";
import { launchBrowser } from "./support/browser.ts";

/**
 * Review in a browser, on the editor service serving `npm run editor:build`: an Editor asks for review of a draft
 * from the document, a Publisher reads its changes by block and field in "Revisões" and sends it back with a comment,
 * and the Editor finds the comment on the draft. Nothing is written to the site's files (drafts live in the database).
 */
let outDir: string;
let service: EditorService;
let base: string;
let browser: Browser;

/** A free port for the service, whose address (its origin) must be known before it is made. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const [pages, launched, port] = await Promise.all([buildEditorPages(), launchBrowser(), freePort()]);
  [outDir, browser] = [pages, launched];
  base = `http://127.0.0.1:${port}`;
  service = createEditorService({
    root: ROOT,
    config: { host: "127.0.0.1", port, publicUrl: base, dataDir: ":memory:" },
    db: openDatabase(":memory:"),
    logger: false,
    editorDist: outDir,
  });
  await service.app.listen({ host: "127.0.0.1", port });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await service?.app.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** A browser of its own for a person with `role`, signed in by a session cookie. */
async function personPage(name: string, role: Role): Promise<{ page: Page; person: Person }> {
  const person = service.stores.people.add({ name, email: `${role}@empresa.com.br`, role }, null, Date.now())!;
  const token = service.stores.sessions.start(person.id, Date.now());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, domain: "127.0.0.1", path: "/_editor" }]);
  return { page: await context.newPage(), person };
}

describe("review in the browser", () => {
  it("goes from the Editor's request to the Publisher's comparison and comment, and back to the Editor's draft", async () => {
    const { page: ana, person } = await personPage("Ana", "editor");
    // Ana's draft, as her editor saves it by itself after an edit.
    const published = service.context.pages.read("privacidade")!;
    const data = { ...(JSON.parse(published.text) as object), title: "Privacidade (nova)" };
    service.stores.drafts.save(
      "page",
      "privacidade",
      { data, version: published.version, revision: 0 },
      person,
      Date.now(),
    );
    await ana.goto(`${base}/_editor?pagina=privacidade`);
    await ana.getByText("Revisão, prévia e agenda", { exact: true }).click();
    await ana.getByLabel("Observação para quem vai revisar (opcional)").fill("Confere o título?");
    await ana.getByRole("button", { name: "Pedir revisão" }).click();
    await ana.getByText(/^Revisão pedida\. Pedido por Ana em /).waitFor();

    const { page: bia } = await personPage("Bia", "publisher");
    await bia.goto(`${base}/_editor`);
    await bia.getByRole("link", { name: "Revisões (1 pedido de revisão)" }).click();
    const card = bia.getByRole("article", { name: /^Página “/ });
    await card.waitFor();
    expect(await card.textContent()).toContain("Confere o título?");
    expect(await card.getByRole("listitem").first().textContent()).toMatch(
      /^Título: antes “.*” → depois “Privacidade \(nova\)”$/,
    );
    await card.getByLabel("Comentário para quem pediu").fill("Use o título antigo.");
    await card.getByRole("button", { name: "Devolver com comentário" }).click();
    await bia.getByText("Nenhum rascunho esperando revisão.").waitFor();

    await ana.reload();
    await ana.getByText("Bia devolveu este rascunho com um comentário: “Use o título antigo.”").waitFor();
  });
});
