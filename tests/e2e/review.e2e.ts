import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditorService } from "../../editor/service/app.ts";
import type { Role } from "../../editor/shared/permissions.ts";
import { serviceInBrowser, type ServiceInBrowser } from "./support/serviceInBrowser.ts";

/**
 * Review in a browser, on the editor service serving `npm run editor:build`: an Editor asks for review of a draft
 * from the document, a Publisher reads its changes by block and field in "Revisões" and sends it back with a comment,
 * and the Editor finds the comment on the draft. Nothing is written to the site's files (drafts live in the database).
 */
let suite: ServiceInBrowser;
let service: EditorService;
let base: string;

beforeAll(async () => {
  suite = await serviceInBrowser();
  ({ service, base } = suite);
}, 240_000);

afterAll(() => suite?.close());

const personPage = (name: string, role: Role) => suite.personPage(name, role);

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

  it("shows the Publisher the problems a request was confirmed with, each opening the draft at its field", async () => {
    const { page: ana, person } = await personPage("Carla", "editor");
    const published = service.context.pages.read("sobre")!;
    const data = { ...(JSON.parse(published.text) as object), description: "" };
    service.stores.drafts.save("page", "sobre", { data, version: published.version, revision: 0 }, person, Date.now());
    await ana.goto(`${base}/_editor?pagina=sobre`);
    await ana.getByText("Revisão, prévia e agenda", { exact: true }).click();
    await ana.getByRole("button", { name: "Pedir revisão" }).click();
    await ana.getByRole("button", { name: "Pedir revisão mesmo assim" }).click();
    await ana.getByText(/^Revisão pedida\./).waitFor();

    const { page: dani } = await personPage("Dani", "publisher");
    await dani.goto(`${base}/_editor?tela=revisoes`);
    const card = dani.getByRole("article", { name: /^Página “/ });
    const problems = card.getByRole("region", { name: "1 problema a corrigir antes de publicar" });
    const place = problems.getByRole("link", { name: "Dados da página › Descrição" });
    await place.waitFor();
    // The message the publication would be recorded with starts as the editor offers it, named by the page's title.
    expect(await card.getByLabel("Mensagem da publicação").inputValue()).toMatch(/^Publica a página “.+”$/);
    await place.click();
    await expect.poll(() => dani.evaluate(() => document.activeElement?.id ?? "")).toBe("pagina_description");
  });
});
