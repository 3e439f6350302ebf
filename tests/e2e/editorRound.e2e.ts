import { rmSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toBrasiliaInput } from "../../editor/shared/brasiliaTime.ts";
import { shownText } from "../../editor/shared/siteData.ts";
import type { Role } from "../../editor/shared/permissions.ts";
import { hashPassword } from "../../editor/service/people/passwords.ts";
import { launchBrowser } from "./support/browser.ts";
import { gitIn } from "./support/checkoutGit.ts";
import { buildEditorPages, remoteLog, startEditorService, type RunningService } from "./support/editorService.ts";
import { draftSaved, pagesList, personAt, signIn, type ServicePerson } from "./support/servicePeople.ts";

/**
 * The whole round by three people in browsers of their own on the editor service (an Editor, a Publicador, an
 * Administrador): a draft, a same-field conflict resolved side by side, a review asked, an A/B test started with an
 * edited variant, a publication and a scheduled one. The checkout's files never change before a publication; each
 * publication is one commit by the person who published, pushed only to the site's repository (a local bare one).
 */
let dist: string;
let running: RunningService;
let browser: Browser;
let edu: ServicePerson;
let paula: ServicePerson;
let ana: ServicePerson;

const MINUTE = 60 * 1000;
/** Two cities as a spreadsheet copies them: a header line, tabs between cells, Windows line ends. */
const SPREADSHEET = ["Cidade\tEstado", "Curitiba\tPR", "Porto Alegre\tRS"].join("\r\n");

/** A person of the team with `role`, made in the service's people, at a browser of their own. */
async function member(name: string, email: string, role: Role): Promise<ServicePerson> {
  const password = `senha-de-${email.split("@")[0]}-2026`;
  running.current.stores.people.add({ name, email, role }, await hashPassword(password), running.clock.now());
  return personAt(browser, running.url, { name, email, password });
}

beforeAll(async () => {
  [dist, browser] = await Promise.all([buildEditorPages(), launchBrowser()]);
  running = await startEditorService(dist);
  [edu, paula, ana] = await Promise.all([
    member("Edu Editor", "edu@empresa.com.br", "editor"),
    member("Paula Publicadora", "paula@empresa.com.br", "publisher"),
    member("Ana Administradora", "ana@empresa.com.br", "admin"),
  ]);
  for (const person of [edu, paula, ana]) {
    const page = await person.context.newPage();
    await page.goto(`${running.url}/_editor`, { waitUntil: "load" });
    await signIn(page, person);
    await pagesList(page);
    await page.close();
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const git = (...args: string[]) => gitIn(running.checkout.dir, ...args);
const head = () => git("rev-parse", "HEAD").trim();

/** The checkout as the last publication left it: nothing changed, nothing new. */
function untouchedSince(commit: string) {
  expect(git("status", "--porcelain")).toBe("");
  expect(head()).toBe(commit);
}

/** One publication since `commit`: one commit by `person`, on the site's repository too, and a clean checkout. */
function publishedOnceBy(person: ServicePerson, commit: string, message: string) {
  expect(git("rev-list", "--count", `${commit}..HEAD`).trim()).toBe("1");
  expect(remoteLog(running.bare)[0]).toEqual({ subject: message, author: `${person.name} <${person.email}>` });
  expect(gitIn(running.bare, "rev-parse", "main").trim()).toBe(head());
  expect(git("status", "--porcelain")).toBe("");
}

/** Opens the service's editor at `query` in `page`, waiting for the document's heading. */
async function openDocument(page: Page, query: string) {
  await page.goto(`${running.url}/_editor${query}`, { waitUntil: "load" });
  await page.getByRole("heading", { name: /^Editando a / }).waitFor({ timeout: 30_000 });
}

describe("the whole round by three people on the editor service", () => {
  let start: string;

  it("Edu and Paula change the same title: Paula keeps Edu's side by side, Edu asks for review, nothing changes yet", async () => {
    start = head();
    const edus = await edu.tab();
    const paulas = await paula.tab();
    for (const { page } of [edus, paulas]) await openDocument(page, "?pagina=sobre");
    const edusTitle = "Quem somos: a equipe do Edu | {{brand.name}}";
    await edus.driver.field(edus.page, "pagina_title").fill(edusTitle);
    await draftSaved(edus.page);
    await paulas.driver.field(paulas.page, "pagina_title").fill("Quem somos, pela Paula | {{brand.name}}");
    const notice = paulas.page.getByRole("alert").filter({ hasText: "Outra pessoa mudou este rascunho" });
    await notice.getByRole("button", { name: "Comparar" }).click();
    const dialog = paulas.page.getByRole("dialog", { name: "Comparar as duas versões" });
    await dialog
      .getByRole("group", { name: "Título" })
      .getByRole("radio", { name: `A de Edu Editor: “${shownText(edusTitle)}”` })
      .check();
    await dialog.getByRole("button", { name: "Manter as duas" }).click();
    await paulas.page.getByText(/^Pronto: ficou a de Edu Editor em Título/).waitFor();

    await edus.page.getByText("Revisão, prévia e agenda", { exact: true }).click();
    await edus.page.getByRole("button", { name: "Pedir revisão" }).click();
    await edus.page.getByText(/^Revisão pedida\./).waitFor();
    expect(running.current.stores.drafts.get("page", "sobre")!.data.title).toBe(edusTitle);
    untouchedSince(start);
    for (const { page, errors } of [edus, paulas]) {
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 180_000);

  it("Paula publishes the reviewed page: one commit by her, sent to the site", async () => {
    const { page, errors } = await paula.tab();
    await openDocument(page, "?pagina=sobre");
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: /^Publicar a página “/ });
    await dialog.getByLabel("O que mudou").fill("Título da página Quem somos");
    await dialog.getByRole("button", { name: "Publicar" }).click();
    await page.locator("section.outcome", { hasText: "Enviada ao site." }).waitFor({ timeout: 60_000 });
    publishedOnceBy(paula, start, "Título da página Quem somos");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  /** The name "Criar variante" gives the pricing page's A/B test, which names it on every screen. */
  const PRICE_TEST = "Teste da página Preços e planos do sistema de gestão online";

  it("Edu starts an A/B test with an edited variant: drafts and a review; Ana starts it with Edu's variant in one commit", async () => {
    start = head();
    const edus = await edu.tab();
    await edus.page.goto(`${running.url}/_editor`, { waitUntil: "load" });
    await pagesList(edus.page);
    await edus.page
      .locator('tr[data-page="preco"]')
      .getByRole("button", { name: /^Criar variante de / })
      .click();
    const create = edus.page.getByRole("dialog", { name: /^Nova variante de / });
    await create.getByRole("button", { name: "Criar variante" }).click();
    await edus.page
      .getByRole("heading", {
        name: "Editando a variante B do teste da página “Preços e planos do sistema de gestão online”",
      })
      .waitFor();
    const banner = await edus.driver.expand(0);
    await edus.driver.field(banner, "_title").fill("Preço que cabe no bolso");
    await draftSaved(edus.page);
    await edus.page.getByRole("button", { name: /Voltar ao teste/ }).click();
    await edus.page.getByRole("heading", { name: "Pedir a publicação" }).waitFor({ timeout: 30_000 });
    await edus.page.getByRole("button", { name: "Iniciar" }).click();
    await edus.page.getByText(/^Mudança guardada como rascunho e revisão pedida/).waitFor({ timeout: 30_000 });
    untouchedSince(start);
    expect(edus.errors).toEqual([]);
    await edus.page.close();

    const anas = await ana.tab();
    await anas.page.goto(`${running.url}/_editor`, { waitUntil: "load" });
    // The request is in "Revisões": Ana publishes it from there, with the variant as Edu left it.
    await anas.page.getByRole("link", { name: /^Revisões/ }).click();
    const card = anas.page.locator("article.review-card", { hasText: `teste A/B “${PRICE_TEST}”` });
    await card.getByLabel("Mensagem da publicação").fill("Inicia o teste da página de preços");
    await card.getByRole("button", { name: "Publicar", exact: true }).click();
    await anas.page
      .getByText(`Publicação feita: o teste A/B “${PRICE_TEST}”.`, { exact: false })
      .waitFor({ timeout: 60_000 });
    publishedOnceBy(ana, start, "Inicia o teste da página de preços");
    const b = JSON.parse(git("show", "HEAD:site.config/experiments/preco/b.json")) as { blocks: { title: string }[] };
    expect(b.blocks[0]!.title).toBe("Preço que cabe no bolso");
    expect(JSON.parse(git("show", "HEAD:site.config/experiments/preco.json"))).toMatchObject({ status: "running" });
    expect(anas.errors).toEqual([]);
    await anas.page.close();
  }, 240_000);

  it("Edu makes a collection from pasted rows: its template names the columns, previews the first row, and the table offers the column it lacks", async () => {
    start = head();
    const { page, driver, errors } = await edu.tab();
    await page.goto(`${running.url}/_editor`, { waitUntil: "load" });
    await pagesList(page);
    const collections = page.getByRole("region", { name: "Coleções de páginas" });
    await collections.getByRole("button", { name: "Nova coleção" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova coleção" });
    await dialog.getByLabel("Nome da coleção").fill("Cidades atendidas");
    await dialog.getByRole("button", { name: "Criar" }).click();
    await page.getByRole("heading", { name: "Editando a coleção “cidades-atendidas”" }).waitFor();
    await page.getByLabel("Texto copiado da planilha").evaluate((field, copied) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData("text/plain", copied);
      field.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
    }, SPREADSHEET);
    await page.getByRole("button", { name: "Acrescentar ao fim da tabela" }).click();
    await draftSaved(page);

    // The template is a draft, not yet a page of the site: its menus and its preview know its collection all the same.
    await openDocument(page, "?pagina=cidades-atendidas-modelo");
    const title = driver.field(page, "pagina_title");
    await title.fill("Sistema de gestão em ");
    await page
      .getByRole("combobox", { name: /^Inserir dado do site em “Título/ })
      .first()
      .selectOption({ label: "Coluna: cidade" });
    expect(await title.inputValue()).toBe("Sistema de gestão em [Coluna: cidade]");
    const banner = await driver.expand(0);
    await driver.field(banner, "_title").fill("Notas em [Coluna: cidade], a partir de [Coluna: preco]");
    await driver.previewShows(/Notas em Curitiba, a partir de/);
    await draftSaved(page);

    await openDocument(page, "?colecao=cidades-atendidas");
    await page.getByRole("button", { name: "Adicionar a coluna “preco”" }).click();
    await page.getByLabel("preco da linha 1", { exact: true }).fill("R$ 99");
    expect(await page.getByRole("button", { name: "Adicionar a coluna “preco”" }).count()).toBe(0);
    await draftSaved(page);
    expect(running.current.stores.drafts.get("collection", "cidades-atendidas")!.data.rows).toEqual([
      { slug: "curitiba", cidade: "Curitiba", estado: "PR", preco: "R$ 99" },
      { slug: "porto-alegre", cidade: "Porto Alegre", estado: "RS", preco: "" },
    ]);
    untouchedSince(start);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("Edu changes a page and Paula schedules it: nothing changes until its time, then one commit by her", async () => {
    start = head();
    const edus = await edu.tab();
    await openDocument(edus.page, "?pagina=contatos");
    await edus.driver.field(edus.page, "pagina_description").fill("Fale com a equipe de vendas e de suporte.");
    await draftSaved(edus.page);
    await edus.page.close();

    const { page, errors } = await paula.tab();
    await openDocument(page, "?pagina=contatos");
    await page.getByText("Revisão, prévia e agenda", { exact: true }).click();
    await page.getByLabel("Data e hora (horário de Brasília)").fill(toBrasiliaInput(running.clock.now() + 60 * MINUTE));
    await page.getByLabel("Mensagem da publicação").fill("Descrição da página de contatos");
    await page.locator(".document-tools__part > button", { hasText: "Agendar publicação" }).click();
    await page.getByText(/^Publicação agendada para .* por Paula Publicadora/).waitFor();
    expect(errors).toEqual([]);
    await page.close();
    expect(await running.current.scheduler.tick()).toBe(0);
    untouchedSince(start);

    const scheduled = running.current.stores.schedules
      .list(running.clock.now())
      .find((item) => item.name === "contatos" && item.doneAt === null);
    running.clock.move(scheduled!.dueAt + MINUTE - running.clock.now());
    expect(await running.current.scheduler.tick()).toBe(1);
    publishedOnceBy(paula, start, "Descrição da página de contatos");
  }, 180_000);
});
