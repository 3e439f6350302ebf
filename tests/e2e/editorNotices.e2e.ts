import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditorService } from "../../editor/service/app.ts";
import type { Person } from "../../editor/service/people/people.ts";
import type { Role } from "../../editor/shared/permissions.ts";
import { serviceInBrowser, type ServiceInBrowser } from "./support/serviceInBrowser.ts";

/**
 * Notices, refusals and problems in a browser, on the editor service serving `npm run editor:build`: a Publisher's
 * open page list shows a request for review as it is made, and the Editor's open draft shows its return; an address
 * an Editor cannot open says so; a page's problem count leads to the field, and asking for review with it is
 * confirmed and shown to the reviewer.
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

/** Saves `person`'s draft of the page `name` with `change` applied, as their editor does by itself after an edit. */
function draftOf(name: string, person: Person, change: (data: Record<string, unknown>) => Record<string, unknown>) {
  const published = service.context.pages.read(name)!;
  const data = change(JSON.parse(published.text) as Record<string, unknown>);
  service.stores.drafts.save("page", name, { data, version: published.version, revision: 0 }, person, Date.now());
}

describe("notices, refusals and problems in the browser", () => {
  it("badges a request on the Publisher's open page list and shows its return on the Editor's open draft", async () => {
    const { page: ana, person } = await personPage("ana", "editor");
    draftOf("privacidade", person, (data) => ({ ...data, title: "Privacidade (nova)" }));
    await ana.goto(`${base}/_editor?pagina=privacidade`);
    const { page: bia } = await personPage("bia", "publisher");
    await bia.goto(`${base}/_editor`);
    await bia.getByRole("link", { name: "Revisões", exact: true }).waitFor();

    await ana.getByText("Revisão, prévia e agenda", { exact: true }).click();
    await ana.getByRole("button", { name: "Pedir revisão" }).click();
    await ana.getByText(/^Revisão pedida\. Pedido por ana em /).waitFor();

    // Bia's tab, never reloaded, learns of it.
    await bia.getByRole("link", { name: "Revisões (1 pedido de revisão)" }).waitFor({ timeout: 20_000 });
    expect(await bia.locator(".draft-list .badge").allTextContents()).toEqual(["Revisão pedida"]);
    await bia.getByRole("link", { name: "Revisões (1 pedido de revisão)" }).click();
    const card = bia.getByRole("article", { name: /^Página “/ });
    await card.getByLabel("Comentário para quem pediu").fill("Use o título antigo.");
    await card.getByRole("button", { name: "Devolver com comentário" }).click();
    await bia.getByText("Nenhum rascunho esperando revisão.").waitFor();

    // Ana's tab, never reloaded, says so.
    await ana.getByText("Devolvida com comentário", { exact: true }).waitFor({ timeout: 20_000 });
    await ana.getByText("bia devolveu este rascunho com um comentário: “Use o título antigo.”").waitFor();
    await ana.goto(`${base}/_editor`);
    await ana.getByRole("link", { name: "Revisões (1 rascunho seu devolvido com comentário)" }).waitFor();
    expect(await ana.locator(".draft-list .badge").allTextContents()).toEqual(["Devolvida com comentário"]);
    await ana.context().close();
    await bia.context().close();
  });

  it("leads from the problem count to the empty answer, and asks before a review that the reviewer sees with it", async () => {
    const { page: ana, person } = await personPage("carla", "editor");
    draftOf("preco", person, (data) => {
      const blocks = structuredClone(data.blocks) as { type: string; items?: { answer: string }[] }[];
      blocks.find((block) => block.type === "faq")!.items![0]!.answer = "";
      return { ...data, blocks };
    });
    await ana.goto(`${base}/_editor?pagina=preco`);
    const count = ana.getByRole("button", { name: "1 problema nesta página" });
    await count.click();
    await ana
      .locator("#lista-de-problemas")
      .getByRole("button", { name: /Resposta$/ })
      .click();
    // The block opened, and the cursor is in the empty answer, which shows its problem.
    await expect.poll(() => ana.evaluate(() => document.activeElement?.id ?? "")).toMatch(/_items_0_answer$/);
    const answer = ana.locator(":focus");
    expect(await answer.getAttribute("aria-invalid")).toBe("true");

    await ana.getByText("Revisão, prévia e agenda", { exact: true }).click();
    await ana.getByRole("button", { name: "Pedir revisão" }).click();
    await ana.getByRole("button", { name: "Pedir revisão mesmo assim" }).click();
    await ana.getByText(/^Revisão pedida\. Pedido por carla em /).waitFor();

    const { page: bia } = await personPage("davi", "publisher");
    await bia.goto(`${base}/_editor?tela=revisoes`);
    await bia.getByText("Pedido com 1 problema ainda sem correção.").waitFor();
    await ana.context().close();
    await bia.context().close();
  });

  it("tells an Editor who opens Pessoas by its address that it is an Administrador's", async () => {
    const { page } = await personPage("edu", "editor");
    await page.goto(`${base}/_editor?tela=pessoas`);
    await page.getByRole("heading", { name: "Pessoas", level: 1 }).waitFor();
    expect(await page.getByRole("alert").textContent()).toBe(
      "“Pessoas” é com um Administrador: o seu papel (Editor) não abre esta tela. Para convidar alguém, mudar um papel ou saber quem fez o quê, peça a um Administrador.",
    );
    await page.context().close();
  });
});
