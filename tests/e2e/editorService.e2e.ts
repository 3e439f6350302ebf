import { renameSync, rmSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toBrasiliaInput } from "../../editor/shared/brasiliaTime.ts";
import { PUSH_MESSAGES } from "../../editor/server/delivery/deliveryMessages.ts";
import { firstAccessLine } from "../../editor/service/firstAccess.ts";
import { sendPending } from "../../editor/server/publishing.ts";
import { launchBrowser } from "./support/browser.ts";
import { gitIn } from "./support/checkoutGit.ts";
import { buildEditorPages, remoteLog, startEditorService, type RunningService } from "./support/editorService.ts";
import {
  acceptInvitation,
  draftSaved,
  pagesList,
  personAt,
  signIn,
  type ServicePerson,
} from "./support/servicePeople.ts";
import { shownText } from "../../editor/shared/siteData.ts";

/**
 * A marketing team's work on the editor service (`npm run editor:serve` as a test runs it: its built pages, a local bare
 * repository as the site's remote, a deploy hook that counts its calls, a clock the test moves), with two people in
 * browsers of their own: the administrator, who also publishes, and the Editor they invite. Then the failures a
 * marketer can meet, each in Portuguese and losing nothing. Decision 077 says how the suite is built.
 */
let dist: string;
let running: RunningService;
let browser: Browser;
let paula: ServicePerson;
let edu: ServicePerson;
/** The page as its first publication left it on the site's repository. */
let firstVersion: Record<string, unknown>;

const PAGE = "black-friday";
const DRAFT_TITLE = "Black Friday: 40% de desconto no primeiro ano";
const FIRST_MESSAGE = "Publica a página da Black Friday";
const SCHEDULED_MESSAGE = "Black Friday: novo preço do plano Bronze";
const NEW_PRICE = "59,90";
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  [dist, browser] = await Promise.all([buildEditorPages(), launchBrowser()]);
  running = await startEditorService(dist);
  paula = await personAt(browser, running.url, {
    name: "Paula Publicadora",
    email: "paula@empresa.com.br",
    password: "senha-da-paula-2026",
  });
  edu = await personAt(browser, running.url, {
    name: "Edu Editor",
    email: "edu@empresa.com.br",
    password: "senha-do-edu-2026",
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** The page's file as the site's repository has it on `main`. */
const remotePage = (name: string) =>
  JSON.parse(gitIn(running.bare, "show", `main:site.config/pages/${name}.json`)) as Record<string, unknown>;

/**
 * Requests that failed and should not have. Opening a document asks for its file, its draft and the person's pending
 * copy of it: a page that exists only as its draft has no file yet, a page with nothing unpublished has no draft, and
 * a person whose changes all joined the draft has no pending copy (404 each).
 */
const unexpected = (failed: string[]) =>
  failed.filter(
    (line) =>
      line !== `404 GET /_editor/api/pages/${PAGE}` &&
      line !== `404 GET /_editor/api/rascunhos/page/${PAGE}` &&
      line !== `404 GET /_editor/api/rascunhos/page/${PAGE}/pendente`,
  );

/** Publishes the open document with "Publicar" (with `message`, or the one suggested) and answers what it says. */
async function publishFromEditor(page: Page, message: string | undefined, sent = true): Promise<string> {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /^Publicar a página “/ });
  if (message !== undefined) await dialog.getByLabel("O que mudou").fill(message);
  await dialog.getByRole("button", { name: "Publicar" }).click();
  const outcome = page.locator("section.outcome", { hasText: "Publicada" });
  await outcome.waitFor({ timeout: 30_000 });
  const text = (await outcome.textContent()) ?? "";
  if (sent) expect(text).toContain("Enviada ao site.");
  return text;
}

/** Opens the service's editor at `query` (e.g. `?pagina=promo`) in `page`. */
const openEditor = (page: Page, query = "") => page.goto(`${running.url}/_editor${query}`, { waitUntil: "load" });

describe("two people on the editor service", () => {
  it("the first administrator's link makes Paula's account; she invites Edu from Pessoas; Edu's link signs him in", async () => {
    const first = /(http\S+#convite=\S+)/.exec(firstAccessLine(running.current) ?? "")?.[1];
    expect(first).toBeDefined();
    const { page, errors } = await paula.tab();
    await page.goto(first!);
    await acceptInvitation(page, paula, true);
    await page.getByText("Paula Publicadora (Administrador)").waitFor();

    await page.getByRole("link", { name: "Pessoas" }).click();
    await page.getByRole("heading", { name: "Pessoas", level: 1 }).waitFor();
    await page.getByLabel("E-mail da pessoa").fill(edu.email);
    await page.getByRole("button", { name: "Convidar pessoa" }).click();
    await page.getByRole("button", { name: "Copiar link" }).click();
    await page.getByText("Link copiado.").waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await page.getByLabel("Link do convite").inputValue());
    expect(link).toMatch(new RegExp(`^${running.url}/_editor#convite=`));
    expect(errors).toEqual([]);

    const edus = await edu.tab();
    await edus.page.goto(link);
    await edus.page.getByText("Você foi convidado para o editor do site como Editor.").waitFor();
    await acceptInvitation(edus.page, edu);
    await edus.page.getByText("Edu Editor (Editor)").waitFor();
    // An Editor manages nobody: the administrators' links are not theirs.
    expect(await edus.page.getByRole("link", { name: "Pessoas" }).count()).toBe(0);
    expect(edus.errors).toEqual([]);
    await edus.page.close();
  }, 120_000);

  it("a wrong password is refused in Portuguese, and the right one then signs in", async () => {
    const stranger = await browser.newContext({ locale: "pt-BR" });
    try {
      const page = await stranger.newPage();
      await openEditor(page);
      await signIn(page, edu, "senha-errada-demais");
      await expect
        .poll(() => page.getByRole("alert").textContent())
        .toBe("E-mail ou senha incorretos. Confira e tente de novo.");
      await signIn(page, edu);
      await pagesList(page);
    } finally {
      await stranger.close();
    }
  }, 60_000);

  it("Edu builds a page, closes the tab with problems unsolved, and finds his draft with everything typed", async () => {
    const first = await edu.tab();
    await openEditor(first.page);
    await pagesList(first.page);
    await first.page.getByRole("button", { name: "Nova página" }).click();
    // The page's name gives its file and suggests its address.
    await first.page.getByLabel("Nome da página").fill("Black Friday");
    expect(await first.page.getByLabel("Endereço", { exact: true }).inputValue()).toBe(`/${PAGE}`);
    await first.page.getByRole("button", { name: "Criar", exact: true }).click();
    await first.page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    await first.driver.field(first.page, "pagina_title").fill("Black Friday | {{brand.name}}");
    const banner = await first.driver.addBlock("banner");
    await first.driver.field(banner, "_title").fill(DRAFT_TITLE);
    await first.driver.addBlock("plans");
    // A question-and-answer block added empty: its question and answer are missing, which the validator reports.
    await first.driver.addBlock("faq", "blank");
    expect(await first.driver.validated()).toMatch(/problema/);
    await draftSaved(first.page);
    // The last thing typed, and the tab closed at once: the editor sends it as the page is left.
    await first.driver.field(first.page, "pagina_description").fill("Planos com desconto até domingo.");
    await first.page.close();
    await expect
      .poll(() => running.current.stores.drafts.get("page", PAGE)?.data.description, { timeout: 15_000 })
      .toBe("Planos com desconto até domingo.");

    const again = await edu.tab();
    await openEditor(again.page);
    await again.page.getByRole("heading", { name: "Rascunhos" }).waitFor();
    const line = again.page.locator(".draft-list li", { hasText: /Página “/ });
    await expect.poll(() => line.textContent()).toContain("de Edu Editor");
    await line.getByRole("button", { name: "Abrir" }).click();
    await again.page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    expect(await again.driver.field(again.page, "pagina_description").inputValue()).toBe(
      "Planos com desconto até domingo.",
    );
    const kept = await again.driver.expand(0);
    expect(await again.driver.field(kept, "_title").inputValue()).toBe(DRAFT_TITLE);
    expect(await again.driver.validated()).toMatch(/problema/);
    expect(again.errors).toEqual([]);
    expect(unexpected(again.failed)).toEqual([]);
    await again.page.close();
  }, 120_000);

  it("a restart of the service in the middle of Edu's edit keeps his draft and his session", async () => {
    const { page, driver, errors, failed } = await edu.tab();
    await openEditor(page, `?pagina=${PAGE}`);
    await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    const faq = await driver.expand(2);
    await driver.field(faq, "_items_0_question").fill("O desconto vale para qualquer plano?");
    await draftSaved(page);
    await running.restart();
    // Typing goes on in the same tab, against the service started again over the same database file.
    await driver.field(faq, "_items_0_answer").fill("Sim, para todos os planos contratados até domingo.");
    // The plans' buttons open a chat: the page says what the visitor's first message is.
    await driver.field(page, "pagina_links_contato_message").fill("Olá! Quero o desconto da Black Friday.");
    expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
    await draftSaved(page);
    await page.reload({ waitUntil: "load" });
    await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    const reopened = await driver.expand(2);
    expect(await driver.field(reopened, "_items_0_question").inputValue()).toBe("O desconto vale para qualquer plano?");
    expect(await driver.field(reopened, "_items_0_answer").inputValue()).toBe(
      "Sim, para todos os planos contratados até domingo.",
    );
    expect(errors).toEqual([]);
    expect(unexpected(failed)).toEqual([]);
    await page.close();
  }, 120_000);
  it("Paula sees that Edu has the page open, and publishes it: the commit is hers on the site's repository, the site told once", async () => {
    const edus = await edu.tab();
    await openEditor(edus.page, `?pagina=${PAGE}`);
    await edus.page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    const { page, errors, failed } = await paula.tab();
    await openEditor(page, `?pagina=${PAGE}`);
    await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    await page.getByText("Edu Editor está editando esta página.").waitFor();
    await edus.page.close();

    const deploysBefore = running.deployHook.calls;
    await publishFromEditor(page, FIRST_MESSAGE);
    expect(remoteLog(running.bare)[0]).toEqual({ subject: FIRST_MESSAGE, author: `${paula.name} <${paula.email}>` });
    expect(running.deployHook.calls).toBe(deploysBefore + 1);
    firstVersion = remotePage(PAGE);
    expect(firstVersion.title).toBe("Black Friday | {{brand.name}}");
    expect(errors).toEqual([]);
    expect(unexpected(failed)).toEqual([]);
    await page.close();
  }, 120_000);

  it("Edu changes a plan's price: a new draft over the published page", async () => {
    const { page, driver, errors, failed } = await edu.tab();
    await openEditor(page, `?pagina=${PAGE}`);
    await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    const plans = await driver.expand(1);
    await driver.field(plans, "_plans_0_price").fill(NEW_PRICE);
    await draftSaved(page);
    expect(running.current.stores.drafts.get("page", PAGE)?.by).toBe(edu.name);
    expect(errors).toEqual([]);
    expect(unexpected(failed)).toEqual([]);
    await page.close();
  }, 60_000);

  it("Edu asks for review; Paula reads the change by field and opens the preview link in a browser with no account", async () => {
    const edus = await edu.tab();
    await openEditor(edus.page, `?pagina=${PAGE}`);
    await edus.page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    await edus.page.getByText("Revisão, prévia e agenda", { exact: true }).click();
    await edus.page.getByRole("button", { name: "Pedir revisão" }).click();
    await edus.page.getByText(/^Revisão pedida\./).waitFor();
    expect(edus.errors).toEqual([]);
    expect(unexpected(edus.failed)).toEqual([]);
    await edus.page.close();

    const { page, errors, failed } = await paula.tab();
    await openEditor(page);
    await page.getByRole("link", { name: /^Revisões/ }).click();
    const card = page.locator("article.review-card", { hasText: /Página “/ });
    await card.waitFor();
    // The comparison arrives after the card (it needs the schemas).
    await expect
      .poll(() => card.textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`Preço:\\s*(antes)?\\s*R\\$\\s[\\d.,]+.*R\\$\\s${NEW_PRICE}`));
    await card.getByRole("link", { name: "Abrir o rascunho" }).click();
    await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    await page.getByText("Revisão, prévia e agenda", { exact: true }).click();
    await page.getByRole("button", { name: "Link de prévia" }).click();
    const link = await page.getByLabel("Link de prévia criado:").inputValue();
    expect(link).toMatch(new RegExp(`^${running.url}/_editor/preview#previa=`));
    expect(errors).toEqual([]);
    expect(unexpected(failed)).toEqual([]);
    await page.close();

    const nobody = await browser.newContext({ locale: "pt-BR" });
    try {
      const anonymous = await nobody.newPage();
      const data = anonymous.waitForResponse((response) => response.url().includes("/_editor/api/previas/"));
      await anonymous.goto(link, { waitUntil: "load" });
      expect((await data).headers()["x-robots-tag"]).toBe("noindex");
      await anonymous.getByText("Prévia — esta página ainda não foi publicada").waitFor();
      // Prices are written with a no-break space after R$.
      await expect.poll(() => anonymous.locator("body").innerText()).toMatch(new RegExp(`R\\$\\s${NEW_PRICE}`));
      expect(await anonymous.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      expect(await nobody.cookies()).toEqual([]);
    } finally {
      await nobody.close();
    }
  }, 120_000);

  it("Paula schedules the publication; it goes live when the clock passes its time: pushed as hers, the site told once", async () => {
    const due = running.clock.now() + 60 * MINUTE;
    const { page, errors, failed } = await paula.tab();
    await openEditor(page, `?pagina=${PAGE}`);
    await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    await page.getByText("Revisão, prévia e agenda", { exact: true }).click();
    await page.getByLabel("Data e hora (horário de Brasília)").fill(toBrasiliaInput(due));
    await page.getByLabel("Mensagem da publicação").fill(SCHEDULED_MESSAGE);
    await page.locator(".document-tools__part > button", { hasText: "Agendar publicação" }).click();
    await page.getByText(/^Publicação agendada para .* por Paula Publicadora/).waitFor();
    expect(errors).toEqual([]);
    expect(unexpected(failed)).toEqual([]);
    await page.close();

    const deploysBefore = running.deployHook.calls;
    expect(await running.current.scheduler.tick()).toBe(0);
    // One minute past the time set (the form takes whole minutes), however long the browser took to get here.
    const scheduled = running.current.stores.schedules
      .list(running.clock.now())
      .find((item) => item.name === PAGE && item.doneAt === null);
    running.clock.move(scheduled!.dueAt + MINUTE - running.clock.now());
    expect(await running.current.scheduler.tick()).toBe(1);
    expect(remoteLog(running.bare)[0]).toEqual({
      subject: SCHEDULED_MESSAGE,
      author: `${paula.name} <${paula.email}>`,
    });
    expect((remotePage(PAGE).blocks as { plans: { price: number }[] }[])[1]!.plans[0]!.price).toBe(59.9);
    expect(running.deployHook.calls).toBe(deploysBefore + 1);
    expect(running.current.stores.drafts.get("page", PAGE)).toBeUndefined();
    const [done] = running.current.stores.schedules.list(running.clock.now());
    expect(done).toMatchObject({
      ok: true,
      outcome: expect.stringMatching(/^Publicada às \d\d:\d\d\. Enviada ao site\. No ar: .+$/),
    });

    const { page: agenda, errors: agendaErrors } = await paula.tab();
    await openEditor(agenda);
    await agenda.getByRole("link", { name: "Agenda" }).click();
    const line = agenda.locator("li", { hasText: /a página “/ });
    await expect.poll(() => line.textContent()).toMatch(/por Paula Publicadora: Publicada às \d\d:\d\d\./);
    expect(agendaErrors).toEqual([]);
    await agenda.close();
  }, 120_000);

  it("Paula restores the page's first version from Histórico and publishes it", async () => {
    const { page, errors, failed } = await paula.tab();
    await openEditor(page, `?pagina=${PAGE}`);
    await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    await page.getByRole("button", { name: "Histórico" }).click();
    const history = page.getByRole("dialog", { name: /^Histórico: Página “/ });
    await history.getByRole("button", { name: new RegExp(`^Restaurar: .*, ${FIRST_MESSAGE}$`) }).click();
    await page.locator("section.outcome", { hasText: "foi carregada no editor como alteração não salva" }).waitFor();
    await publishFromEditor(page, undefined);
    const [restored] = remoteLog(running.bare);
    expect(restored).toEqual({
      subject: expect.stringMatching(new RegExp(`^Restaura a página ${PAGE} à versão de `)),
      author: `${paula.name} <${paula.email}>`,
    });
    expect(remotePage(PAGE)).toEqual(firstVersion);
    expect(errors).toEqual([]);
    expect(unexpected(failed)).toEqual([]);
    await page.close();
  }, 120_000);

  it("a push to a site repository that is gone is explained in Portuguese, and the publication reaches it once it is back", async () => {
    const away = `${running.bare}-fora`;
    renameSync(running.bare, away);
    const { page, driver, errors } = await paula.tab();
    try {
      await openEditor(page, `?pagina=${PAGE}`);
      await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
      await driver.field(page, "pagina_title").fill("Black Friday até domingo | {{brand.name}}");
      await draftSaved(page);
      const outcome = await publishFromEditor(page, "Título com o prazo", false);
      expect(outcome).toContain(PUSH_MESSAGES.missing);
      expect(outcome).not.toMatch(/origin|main|fatal|error|repository/i);
    } finally {
      renameSync(away, running.bare);
    }
    expect(remoteLog(running.bare)[0]!.subject).not.toBe("Título com o prazo");
    await sendPending(running.current.context);
    expect(remoteLog(running.bare)[0]).toEqual({
      subject: "Título com o prazo",
      author: `${paula.name} <${paula.email}>`,
    });
    expect(remotePage(PAGE).title).toBe("Black Friday até domingo | {{brand.name}}");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("Edu and Paula change the same page at once: the second save keeps both changes and says so", async () => {
    const edus = await edu.tab();
    const paulas = await paula.tab();
    for (const { page } of [edus, paulas]) {
      await openEditor(page, `?pagina=${PAGE}`);
      await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    }
    const faq = await edus.driver.expand(2);
    await edus.driver.field(faq, "_items_0_answer").fill("Sim, para todos os planos, até domingo à meia-noite.");
    await draftSaved(edus.page);
    // Paula's page opened before Edu's save: hers is based on no draft, and the service merges it with his.
    await paulas.driver.field(paulas.page, "pagina_description").fill("Descontos em todos os planos até domingo.");
    await paulas.page
      .getByText(
        "Edu Editor também mudou este rascunho enquanto você editava, em outros campos. Ficaram as mudanças de Edu Editor (Bloco 3 (Perguntas frequentes) › Pergunta 1 › Resposta) e as suas (Descrição).",
      )
      .waitFor();
    await draftSaved(paulas.page);
    const data = running.current.stores.drafts.get("page", PAGE)!.data as {
      description: string;
      blocks: { items?: { answer: string }[] }[];
    };
    expect(data.description).toBe("Descontos em todos os planos até domingo.");
    expect(data.blocks[2]!.items![0]!.answer).toBe("Sim, para todos os planos, até domingo à meia-noite.");
    for (const { page, errors, failed } of [edus, paulas]) {
      expect(errors).toEqual([]);
      expect(unexpected(failed)).toEqual([]);
      await page.close();
    }
  }, 90_000);

  it("Edu and Paula change the same field: Paula sees both titles side by side, keeps Edu's, and is told exactly that", async () => {
    const edus = await edu.tab();
    const paulas = await paula.tab();
    for (const { page } of [edus, paulas]) {
      await openEditor(page, `?pagina=${PAGE}`);
      await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    }
    const edusTitle = "Black Friday do Edu | {{brand.name}}";
    const paulasTitle = "Black Friday da Paula | {{brand.name}}";
    await edus.driver.field(edus.page, "pagina_title").fill(edusTitle);
    await draftSaved(edus.page);
    await paulas.driver.field(paulas.page, "pagina_title").fill(paulasTitle);
    await paulas.driver.field(paulas.page, "pagina_description").fill("Descrição da Paula.");
    // Nothing is saved over Edu's title: Paula is asked to compare.
    const notice = paulas.page.getByRole("alert").filter({ hasText: "Outra pessoa mudou este rascunho" });
    await notice.getByText(/Vocês mudaram os mesmos campos\. Nada foi salvo por cima de ninguém/).waitFor();
    expect(running.current.stores.drafts.get("page", PAGE)!.data.title).toBe(edusTitle);
    await notice.getByRole("button", { name: "Comparar" }).click();
    const dialog = paulas.page.getByRole("dialog", { name: "Comparar as duas versões" });
    const title = dialog.getByRole("group", { name: "Título" });
    await title.getByRole("radio", { name: `A sua: “${shownText(paulasTitle)}”` }).waitFor();
    await title.getByRole("radio", { name: `A de Edu Editor: “${shownText(edusTitle)}”` }).check();
    await dialog.getByRole("button", { name: "Manter as duas" }).click();
    await paulas.page
      .getByText("Pronto: ficou a de Edu Editor em Título; as outras mudanças das duas versões também ficaram.", {
        exact: true,
      })
      .waitFor();
    await draftSaved(paulas.page);
    const data = running.current.stores.drafts.get("page", PAGE)!.data;
    expect(data.title).toBe(edusTitle);
    expect(data.description).toBe("Descrição da Paula.");
    expect(await paulas.driver.field(paulas.page, "pagina_title").inputValue()).toBe(shownText(edusTitle));
    for (const { page, errors, failed } of [edus, paulas]) {
      expect(errors).toEqual([]);
      // The one refusal is Paula's save that met Edu's title, which she then settled.
      expect(unexpected(failed).filter((line) => !line.startsWith("409 PUT /_editor/api/rascunhos/"))).toEqual([]);
      await page.close();
    }
  }, 90_000);

  it("an invitation opened after its 7 days says so in Portuguese and creates no account", async () => {
    const { page } = await paula.tab();
    await openEditor(page);
    await page.getByRole("link", { name: "Pessoas" }).click();
    await page.getByLabel("E-mail da pessoa").fill("ana@empresa.com.br");
    await page.getByRole("button", { name: "Convidar pessoa" }).click();
    const link = await page.getByLabel("Link do convite").inputValue();
    await page.close();
    running.clock.move(8 * DAY);
    const late = await browser.newContext({ locale: "pt-BR" });
    try {
      const ana = await late.newPage();
      await ana.goto(link, { waitUntil: "load" });
      await ana.getByRole("heading", { name: "Criar sua conta no editor" }).waitFor();
      const said = await ana.getByRole("alert").textContent();
      expect(said).toMatch(/expirou|venceu|não vale mais/);
      expect(said).not.toMatch(/expired|invalid|token/i);
      expect(await ana.getByLabel("Seu nome").count()).toBe(0);
      expect(running.current.stores.people.withPassword("ana@empresa.com.br")).toBeUndefined();
    } finally {
      await late.close();
    }
  }, 60_000);
});
