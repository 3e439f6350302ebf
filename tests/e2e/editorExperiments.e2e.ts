import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { gotoReady, launchBrowser, saveScreenshot } from "./support/browser.ts";
import { makeCheckout, type Checkout } from "./support/checkout.ts";
import { ensureGitRepository, gitIn } from "./support/checkoutGit.ts";
import { DEV_SERVER_SETUP_MS, startDevServer, type DevServer } from "./support/devServer.ts";
import { EditorDriver } from "./support/editor.ts";
import { startSite, type RunningSite } from "./support/server.ts";
import { site as siteJson } from "./support/siteConfig.ts";
import { interceptThirdParties } from "./support/thirdParty.ts";

/**
 * An A/B test made and ended from the editor only, as a marketer would: "Criar variante" on the price page, B's
 * heading changed, Iniciar; the site built and served, visited by a consenting visitor (one variant, kept on reload),
 * one who did not accept (the page, no test cookie) and one without scripts (the variant its cookie names); then
 * "Encerrar e usar a variante B", which puts B's blocks on the page and ends the test in one commit.
 */
let checkout: Checkout;
let dev: DevServer;
let browser: Browser;

const B_TITLE = "Preço que *cabe no bolso* da sua empresa";
const B_HEADING = "Preço que cabe no bolso da sua empresa";
const A_HEADING = "Escolha o plano ideal para a sua empresa";
const TEST_COOKIE = "ab_preco";
const { consent } = siteJson;

beforeAll(async () => {
  checkout = makeCheckout("site-experiments-");
  // Without a Tag Manager container there is no consent banner, and so nobody is split.
  const file = join(checkout.dir, "site.config/site.json");
  const config = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, `${JSON.stringify({ ...config, tagManager: { containerId: "GTM-TESTE12" } }, null, 2)}\n`);
  ensureGitRepository(checkout.dir);
  [dev, browser] = await Promise.all([startDevServer(checkout.dir, "/_editor"), launchBrowser()]);
}, DEV_SERVER_SETUP_MS);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  checkout?.remove();
});

const readConfig = (file: string) => JSON.parse(readFileSync(join(checkout.dir, "site.config", file), "utf8"));
const headingOf = (page: Page) => page.locator("main h1").first().innerText();

/** The editor at its page list. */
async function editor(): Promise<{ context: BrowserContext; page: Page; driver: EditorDriver }> {
  const context = await browser.newContext({ locale: "pt-BR", viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  onTestFailed(() => saveScreenshot(page, "editor-experiments"));
  return { context, page, driver: new EditorDriver(page, dev.url) };
}

/** Opens the test's screen from the page list's "Testes A/B". */
async function openTest(page: Page): Promise<void> {
  await page.goto(`${dev.url}/_editor`);
  await page.getByRole("link", { name: "Testes A/B" }).click();
  await page.getByRole("link", { name: /^Abrir o teste “Teste da página Preços e planos/ }).click();
  await page.getByRole("heading", { name: "Publicar" }).waitFor({ timeout: 30_000 });
}

describe("an A/B test from the editor", () => {
  let site: RunningSite | undefined;
  afterAll(() => site?.stop());

  it("is created with Criar variante, its variant edited like a page, and published with Iniciar", async () => {
    const { context, page, driver } = await editor();
    try {
      await page.goto(`${dev.url}/_editor`);
      await page
        .locator('tr[data-page="preco"]')
        .getByRole("button", { name: /^Criar variante de / })
        .click();
      const dialog = page.getByRole("dialog", { name: /^Nova variante de / });
      // The price page has chat buttons and no contact form: chat is the goal it can reach.
      await expect.poll(() => dialog.getByLabel("Objetivo do teste").inputValue()).toBe("chat");
      await dialog.getByRole("button", { name: "Criar variante" }).click();
      await page.getByRole("heading", { name: /^Editando a variante B do teste da página “/ }).waitFor();
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      const banner = await driver.expand(0);
      await driver.field(banner, "_title").fill(B_TITLE);
      await driver.previewShows(B_HEADING);
      await driver.save();

      // From the variant back to its test, where it is started.
      await page.getByRole("button", { name: /Voltar ao teste/ }).click();
      await page.getByRole("heading", { name: "Publicar" }).waitFor({ timeout: 30_000 });
      expect(await page.getByText("Soma: 100%").count()).toBe(1);
      await page.getByRole("button", { name: "Iniciar" }).click();
      await page.getByText("Publicado: registrado no histórico do site.").waitFor({ timeout: 30_000 });
      await page.getByText("Em andamento").first().waitFor();
    } finally {
      await context.close();
    }
    expect(readConfig("experiments/preco.json")).toMatchObject({ page: "preco", goal: "chat", status: "running" });
    expect(gitIn(checkout.dir, "show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "site.config/experiments/preco.json",
      "site.config/experiments/preco/b.json",
    ]);
  }, 300_000);

  it("splits the built site's consenting visitors, and only them", async () => {
    checkout.npm("build");
    site = await startSite({ STANDIN_MODE: "ok" }, checkout.dir);
    const url = `${site.url}/preco`;

    // Consenting: accepts in the banner; from the next load on, one variant, the same on every reload.
    const consenting = await browser.newContext({ locale: "pt-BR" });
    await interceptThirdParties(consenting);
    try {
      const page = await consenting.newPage();
      await gotoReady(page, url);
      await page.getByRole("region", { name: consent.title }).getByRole("button", { name: consent.accept }).click();
      await expect
        .poll(async () => (await consenting.cookies()).find((cookie) => cookie.name === "consentimento")?.value)
        .toBe("aceito");
      await gotoReady(page, url);
      const kept = (await consenting.cookies()).find((cookie) => cookie.name === TEST_COOKIE)?.value;
      expect(["original", "b"]).toContain(kept);
      const heading = await headingOf(page);
      expect(heading).toBe(kept === "b" ? B_HEADING : A_HEADING);
      for (let visit = 0; visit < 2; visit++) {
        await gotoReady(page, url);
        expect(await headingOf(page)).toBe(heading);
      }
    } finally {
      await consenting.close();
    }

    // Not consenting: the page as it is, and no test cookie.
    const declining = await browser.newContext({ locale: "pt-BR" });
    await interceptThirdParties(declining);
    try {
      const page = await declining.newPage();
      await gotoReady(page, url);
      expect(await headingOf(page)).toBe(A_HEADING);
      expect((await declining.cookies()).map((cookie) => cookie.name)).not.toContain(TEST_COOKIE);
    } finally {
      await declining.close();
    }

    // Without scripts: the server alone picks the answer, from the cookies.
    for (const [variant, expected] of [
      ["b", B_HEADING],
      ["original", A_HEADING],
    ]) {
      const scriptless = await browser.newContext({ locale: "pt-BR", javaScriptEnabled: false });
      try {
        await scriptless.addCookies([
          { name: "consentimento", value: "aceito", url: site.url },
          { name: TEST_COOKIE, value: variant!, url: site.url },
        ]);
        const page = await scriptless.newPage();
        await page.goto(url);
        expect(await headingOf(page)).toBe(expected);
      } finally {
        await scriptless.close();
      }
    }
  }, 600_000);

  it("ends with Encerrar e usar a variante B: B's heading on the page and the test ended, in one commit", async () => {
    const { context, page } = await editor();
    try {
      await openTest(page);
      await page.getByRole("button", { name: "Encerrar e usar a variante B" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Encerrar e usar a variante B" }).click();
      await page.getByText("Publicado: registrado no histórico do site.").waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
    expect((readConfig("pages/preco.json").blocks as Array<{ title: string }>)[0]!.title).toBe(B_TITLE);
    expect(readConfig("experiments/preco.json").status).toBe("ended");
    expect(gitIn(checkout.dir, "show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "site.config/experiments/preco.json",
      "site.config/pages/preco.json",
    ]);
    expect(gitIn(checkout.dir, "status", "--porcelain", "--", "site.config")).toBe("");
  }, 300_000);
});
