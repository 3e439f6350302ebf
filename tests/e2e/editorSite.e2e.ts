import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { ensureGitRepository, gitIn } from "./support/checkoutGit.ts";
import type { EditorDriver } from "./support/editor.ts";
import { editorOnCheckout, saveWithButton } from "./support/editorOnCheckout.ts";

/**
 * site.json (the data every page shows) in the page editor, on `npm run dev` of a throwaway copy of the project, made
 * a git repository so that publishing can be checked: everything it writes lands in that copy's site.config/.
 */
const suite = editorOnCheckout("site", (checkout) => ensureGitRepository(checkout.dir));
const { editor } = suite;
const siteFile = () => join(suite.checkout.dir, "site.config/site.json");
const onDisk = () => readFileSync(siteFile(), "utf8");
const save = (page: Page) => saveWithButton(page, "site");

/** Opens site.json from the page list, as a marketer would, and waits for the validator's first verdict. */
async function openFromList(driver: EditorDriver, page: Page): Promise<void> {
  await page.goto(`${suite.dev.url}/_editor`);
  await page.getByRole("button", { name: "Abrir as Configurações do site" }).click();
  await page.getByRole("heading", { name: "Editando as Configurações do site" }).waitFor();
  await driver.validated();
}

describe("site.json in the editor", () => {
  it("changes the header's button and the sales phone, saves only those values, and the site shows them", async () => {
    const { driver, page, errors } = await editor();
    try {
      const before = onDisk();
      await openFromList(driver, page);
      expect(page.url()).toMatch(/\/_editor\?configuracao=site$/);
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      // The header's button leads to a page or an address: site.json has no chat links to offer.
      const cta = page.getByRole("group", { name: "Botão de destaque" });
      await expect.poll(() => cta.getByRole("radio").allTextContents()).toHaveLength(2);
      expect(await cta.getByRole("radio", { name: "Link de chat" }).count()).toBe(0);
      await driver.field(page, "site_nav_cta_label").fill("Comece grátis");
      await driver.field(page, "site_contact_salesPhone_display").fill("(44) 3000-1234");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      expect(await save(page)).toBe(200);
      await page.locator(".toolbar__status", { hasText: "Tudo salvo" }).waitFor();

      const changed = onDisk()
        .split("\n")
        .filter((line, index) => line !== before.split("\n")[index]);
      expect(changed).toEqual([
        expect.stringContaining('"cta": { "label": "Comece grátis"'),
        expect.stringContaining('"display": "(44) 3000-1234"'),
      ]);
      expect(errors).toEqual([]);
      // The site on the same dev server reads the saved file (its chat buttons ask a link service that the dev server
      // does not have: those 404s are the site's, not the editor's).
      await page.goto(`${suite.dev.url}/`);
      await expect.poll(() => page.getByRole("banner").innerText(), { timeout: 15_000 }).toContain("Comece grátis");
      expect(await page.getByRole("contentinfo").innerText()).toContain("(44) 3000-1234");
    } finally {
      await suite.giveBack(page);
    }
  }, 60_000);

  it("shows a wrong CNPJ on its field, refuses to save it with the reason, and leaves the file as it was", async () => {
    const { driver, page } = await editor();
    try {
      const before = onDisk();
      await openFromList(driver, page);
      const cnpj = driver.field(page, "site_brand_cnpj");
      await cnpj.fill("11.222.333/0001");
      expect(await driver.validated()).toBe("1 problema na configuração do site");
      await expect.poll(() => cnpj.getAttribute("aria-invalid")).toBe("true");
      expect(await save(page)).toBe(422);
      await page.getByText("A configuração do site não foi salva. Corrija estes problemas:").waitFor();
      expect(onDisk()).toBe(before);
      // Ctrl+Z takes the edit back, and the problem goes with it.
      await page.locator("main").click({ position: { x: 4, y: 4 } });
      await page.keyboard.press("Control+z");
      await expect.poll(() => cnpj.inputValue()).toBe(JSON.parse(before).brand.cnpj);
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
    } finally {
      await suite.giveBack(page);
    }
  }, 60_000);

  it("lists the example data still in site.json, and drops the legal name once a real one is typed", async () => {
    const { driver, page } = await editor();
    try {
      await openFromList(driver, page);
      const launch = page.locator("details", { has: page.locator("#antes-de-ir-ao-ar") });
      const count = async () => Number((await launch.locator("h2").innerText()).match(/^(\d+) dados? de exemplo/)?.[1]);
      await expect.poll(count).toBeGreaterThan(1);
      const before = await count();
      // The list opens on its heading.
      await launch.locator("summary").click();
      const legalName = launch.getByRole("listitem").filter({ hasText: "Razão social" });
      expect(await legalName.innerText()).toContain("(razão social a substituir)");

      await driver.field(page, "site_brand_legalName").fill("Horizonte Tecnologia Ltda.");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      await expect.poll(count).toBe(before - 1);
      expect(await legalName.count()).toBe(0);
    } finally {
      await suite.giveBack(page);
    }
  }, 60_000);

  it("publishes site.json alone, with the marketer's message, in words about the site's configuration", async () => {
    const { driver, page } = await editor();
    try {
      await openFromList(driver, page);
      await driver.field(page, "site_floatingChatLabel").fill("Converse com a gente");
      await page.getByRole("button", { name: "Publicar", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Publicar as Configurações do site" });
      expect(await dialog.innerText()).toContain("Publicar salva a configuração do site");
      expect(await dialog.getByLabel("O que mudou").inputValue()).toBe("Atualiza a configuração do site");
      await dialog.getByLabel("O que mudou").fill("Novo texto do botão flutuante");
      await dialog.getByRole("button", { name: "Publicar" }).click();
      const outcome = page.locator("section.outcome", { hasText: "Publicada" });
      await outcome.waitFor({ timeout: 30_000 });

      expect(gitIn(suite.checkout.dir, "log", "-1", "--format=%s").trim()).toBe("Novo texto do botão flutuante");
      expect(gitIn(suite.checkout.dir, "show", "--name-only", "--format=", "HEAD").trim()).toBe(
        "site.config/site.json",
      );
      expect(JSON.parse(onDisk()).floatingChatLabel).toBe("Converse com a gente");
    } finally {
      await suite.giveBack(page);
    }
  }, 60_000);

  it("lists site.json's published versions in Histórico and restores one as unsaved edits", async () => {
    const { driver, page, errors } = await editor();
    try {
      await openFromList(driver, page);
      const label = driver.field(page, "site_floatingChatLabel");
      await label.fill("Versão do histórico");
      await page.getByRole("button", { name: "Publicar", exact: true }).click();
      const publish = page.getByRole("dialog", { name: "Publicar as Configurações do site" });
      await publish.getByLabel("O que mudou").fill("Rótulo para o histórico");
      await publish.getByRole("button", { name: "Publicar" }).click();
      await page.locator("section.outcome", { hasText: "Publicada" }).waitFor({ timeout: 30_000 });
      await label.fill("Versão seguinte");
      expect(await save(page)).toBe(200);

      await page.getByRole("button", { name: "Histórico" }).click();
      const history = page.getByRole("dialog", { name: "Histórico: Configurações do site" });
      await expect.poll(() => history.innerText(), { timeout: 15_000 }).toContain("Rótulo para o histórico");
      const row = history.locator("tbody tr", { hasText: "Rótulo para o histórico" });
      // site.json has no preview: a version is restored, not shown.
      expect(await row.getByRole("button", { name: /^Ver/ }).count()).toBe(0);
      await row.getByRole("button", { name: /^Restaurar/ }).click();
      await expect.poll(() => label.inputValue()).toBe("Versão do histórico");
      expect(await page.locator(".toolbar__status").textContent()).toBe("Alterações não salvas");
      expect(errors).toEqual([]);
    } finally {
      await suite.giveBack(page);
    }
  }, 90_000);

  it("reaches the preview of a page open in another tab once saved, and reloads neither editor tab", async () => {
    const pageTab = await editor();
    const siteTab = await editor();
    try {
      await pageTab.driver.open("sobre");
      await pageTab.driver.previewShows(/Grupo Horizonte\b/);
      await openFromList(siteTab.driver, siteTab.page);
      // A mark each document keeps until it is reloaded.
      for (const { page } of [pageTab, siteTab])
        await page.evaluate(() => Object.assign(window, { notReloaded: true }));

      await siteTab.driver.field(siteTab.page, "site_brand_group").fill("Grupo Horizonte Sul");
      expect(await save(siteTab.page)).toBe(200);
      // The dev server reloads the preview frame, which shows the new value in the page as edited.
      await pageTab.driver.previewShows(/Grupo Horizonte Sul/);
      for (const { page } of [pageTab, siteTab])
        expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
      await siteTab.page.locator(".toolbar__status", { hasText: "Tudo salvo" }).waitFor();
      expect([...pageTab.errors, ...siteTab.errors]).toEqual([]);
    } finally {
      await suite.giveBack(pageTab.page);
      await suite.giveBack(siteTab.page);
    }
  }, 60_000);

  it("says at once that site.json changed on disk, compares the two by field, and takes the disk's version on Recarregar", async () => {
    const { driver, page, errors } = await editor();
    try {
      await openFromList(driver, page);
      const label = driver.field(page, "site_floatingChatLabel");
      await label.fill("Minha versão");
      // Another hand (a text editor, a git pull) writes the file.
      const other = JSON.parse(onDisk());
      const original = other.floatingChatLabel as string;
      other.floatingChatLabel = "A versão de outra pessoa";
      writeFileSync(siteFile(), `${JSON.stringify(other, null, 2)}\n`);

      const notice = page.getByRole("alert").filter({ hasText: "Este arquivo mudou fora do editor" });
      await notice.waitFor({ timeout: 15_000 });
      await notice.getByRole("button", { name: "Comparar" }).click();
      // By field, named as site.json's schema names them, as for a page.
      const compare = page.getByRole("dialog", { name: "Comparar as duas versões" });
      const changes = (heading: string) =>
        compare.getByRole("region", { name: heading }).getByRole("listitem").allTextContents();
      await expect
        .poll(() => changes("O que mudou na outra versão"), { timeout: 15_000 })
        .toEqual([`Texto do chat flutuante: antes “${original}” → depois “A versão de outra pessoa”`]);
      expect(await changes("O que você mudou")).toEqual([
        `Texto do chat flutuante: antes “${original}” → depois “Minha versão”`,
      ]);
      await compare.getByRole("button", { name: "Recarregar" }).click();
      // Reloading drops the unsaved edit: the editor asks first, as for a page.
      await page.getByRole("dialog", { name: "Confirmar" }).getByRole("button", { name: "Recarregar" }).click();
      await expect.poll(() => label.inputValue()).toBe("A versão de outra pessoa");
      await notice.waitFor({ state: "detached" });
      expect(await page.locator(".toolbar__status").textContent()).toBe("Tudo salvo");
      expect(errors).toEqual([]);
    } finally {
      await suite.giveBack(page);
    }
  }, 60_000);

  it("opens from its address, fits 768 px, has no axe violations, and goes back to the list", async () => {
    const { driver, page } = await editor(768);
    try {
      await page.goto(`${suite.dev.url}/_editor?configuracao=site`);
      await page.getByRole("heading", { name: "Editando as Configurações do site" }).waitFor();
      await driver.validated();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Voltar às páginas" }).click();
      await page.getByRole("heading", { name: "Páginas do site" }).waitFor();
      expect(page.url()).toMatch(/\/_editor$/);
    } finally {
      await suite.giveBack(page);
    }
  }, 60_000);
});
