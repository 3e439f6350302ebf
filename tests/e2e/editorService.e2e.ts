import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { toBrasiliaInput } from "../../editor/shared/brasiliaTime.ts";
import { PUSH_MESSAGES } from "../../editor/server/delivery/deliveryMessages.ts";
import { firstAccessLine } from "../../editor/service/firstAccess.ts";
import { sendPending } from "../../editor/server/publishing.ts";
import { launchBrowser } from "./support/browser.ts";
import { gitIn } from "./support/checkoutGit.ts";
import {
  buildEditorPages,
  remoteLog,
  startEditorService,
  tickScheduler,
  type RunningService,
} from "./support/editorService.ts";
import {
  acceptInvitation,
  draftSaved,
  pagesList,
  personAt,
  signIn,
  type ServicePerson,
} from "./support/servicePeople.ts";

/**
 * Issue 37's journey on the editor service (`npm run editor:serve` as a test runs it: its built pages, a local bare
 * repository as the site's remote, a deploy hook that counts its calls, a clock the test moves), with two people in
 * browsers of their own: the administrator, who also publishes, and the Editor they invite. Then the failures a
 * marketer can meet, each in Portuguese and losing nothing. Decision 077 says how the suite is built.
 */
let dist: string;
let running: RunningService;
let browser: Browser;
let paula: ServicePerson;
let edu: ServicePerson;

/** Review, preview links and the agenda, once they are in the project (their screens come with them). */
const REVIEW_ON_MAIN = existsSync(join(ROOT, "editor/service/routes/reviewRoutes.ts"));

const PAGE = "black-friday";
const DRAFT_TITLE = "Black Friday: 40% de desconto no primeiro ano";
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

/** Requests that failed and should not have: a page that exists only as its draft has no file to open (404). */
const unexpected = (failed: string[]) => failed.filter((line) => line !== `404 GET /_editor/api/pages/${PAGE}`);

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
    const link = await page.getByLabel("Link do convite").inputValue();
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
    await first.page.getByLabel("Nome do arquivo").fill(PAGE);
    await first.page.getByLabel("Rota", { exact: true }).fill(`/${PAGE}`);
    await first.page.getByRole("button", { name: "Criar" }).click();
    await first.page.getByRole("heading", { name: `Editando pages/${PAGE}.json` }).waitFor();
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
    const line = again.page.locator(".draft-list li", { hasText: `pages/${PAGE}.json` });
    await expect.poll(() => line.textContent()).toContain("de Edu Editor");
    await line.getByRole("button", { name: "Abrir" }).click();
    await again.page.getByRole("heading", { name: `Editando pages/${PAGE}.json` }).waitFor();
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
    await page.getByRole("heading", { name: `Editando pages/${PAGE}.json` }).waitFor();
    const faq = await driver.expand(2);
    await driver.field(faq, "_items_0_question").fill("O desconto vale para qualquer plano?");
    await draftSaved(page);
    await running.restart();
    // Typing goes on in the same tab, against the service started again over the same database file.
    await driver.field(faq, "_items_0_answer").fill("Sim, para todos os planos contratados até domingo.");
    // The plans' buttons open a chat: the page says what the visitor's first message is.
    await driver.field(page, "pagina_links_contato_message").fill("Olá! Quero o desconto da Black Friday.");
    expect(await driver.validated()).toBe("Nenhum problema encontrado pelo validador.");
    await draftSaved(page);
    await page.reload({ waitUntil: "load" });
    await page.getByRole("heading", { name: `Editando pages/${PAGE}.json` }).waitFor();
    const reopened = await driver.expand(2);
    expect(await driver.field(reopened, "_items_0_question").inputValue()).toBe("O desconto vale para qualquer plano?");
    expect(await driver.field(reopened, "_items_0_answer").inputValue()).toBe(
      "Sim, para todos os planos contratados até domingo.",
    );
    expect(errors).toEqual([]);
    expect(unexpected(failed)).toEqual([]);
    await page.close();
  }, 120_000);
});
