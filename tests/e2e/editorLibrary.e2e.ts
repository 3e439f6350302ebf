import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, saveScreenshot } from "./support/browser.ts";
import { makeCheckout, type Checkout } from "./support/checkout.ts";
import { ensureGitRepository } from "./support/checkoutGit.ts";
import { DEV_SERVER_SETUP_MS, startDevServer, type DevServer } from "./support/devServer.ts";
import { EditorDriver } from "./support/editor.ts";

/**
 * The image library and the models of sections, as a marketer uses them from the editor alone: an image sent, seen
 * unused and deleted; an image a page shows renamed, the page and its preview following; a block saved as a model
 * on one page and added to another from "Adicionar bloco".
 */
let checkout: Checkout;
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  checkout = makeCheckout("site-library-");
  ensureGitRepository(checkout.dir);
  [dev, browser] = await Promise.all([startDevServer(checkout.dir, "/_editor"), launchBrowser()]);
}, DEV_SERVER_SETUP_MS);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  checkout?.remove();
});

const pageText = (name: string) => readFileSync(join(checkout.dir, "site.config/pages", `${name}.json`), "utf8");

describe("the editor's image library", () => {
  it(
    "sends, shows where each image is used, renames everywhere and deletes an unused one",
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext({ locale: "pt-BR", viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const driver = new EditorDriver(page, dev.url);
      try {
        await page.goto(`${dev.url}/_editor`);
        await page.getByRole("link", { name: "Imagens" }).click();
        await page.getByRole("heading", { name: "Imagens", level: 1 }).waitFor({ timeout: 60_000 });

        // An image sent from the computer arrives converted, and nothing shows it yet.
        const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#2a7" } })
          .png()
          .toBuffer();
        await page
          .locator(".library__upload input[type=file]")
          .setInputFiles({ name: "Foto da Equipe.png", mimeType: "image/png", buffer: png });
        await page.getByText("Imagem “foto-da-equipe” enviada.").waitFor();
        const sent = page.locator('li[data-src="/img/foto-da-equipe.webp"]');
        await sent.getByText("Não aparece em nenhuma página.").waitFor();
        await sent.getByText("120 × 80 pixels", { exact: false }).waitFor();

        // An image a page shows says where, and cannot be deleted.
        const hero = page.locator('li[data-src="/img/hero-recursos.svg"]');
        await hero.getByRole("link", { name: /^Recursos do sistema de gestão online \| (?!{{)/ }).waitFor();
        expect(await hero.getByRole("button", { name: "Excluir hero-recursos" }).isDisabled()).toBe(true);

        // Renamed: the page's file follows, and so does its preview.
        await hero.getByRole("button", { name: "Renomear hero-recursos" }).click();
        await hero.getByLabel("Novo nome").fill("Herói da página de recursos");
        await hero.getByRole("button", { name: "Renomear", exact: true }).click();
        await page
          .getByText(/^Imagem renomeada para “heroi-da-pagina-de-recursos”; 1 documento foi atualizado/)
          .waitFor();
        expect(pageText("recursos")).toContain('"src": "/img/heroi-da-pagina-de-recursos.svg"');
        expect(pageText("recursos")).not.toContain("/img/hero-recursos.svg");
        expect(existsSync(join(checkout.dir, "public/img/hero-recursos.svg"))).toBe(false);
        const renamed = page.locator('li[data-src="/img/heroi-da-pagina-de-recursos.svg"]');
        await renamed.getByRole("link", { name: /^Recursos do sistema de gestão online \| (?!{{)/ }).click();
        await page.getByRole("heading", { name: "Editando a página “Recursos do sistema de gestão online”" }).waitFor();
        await driver.validated();
        await expect
          .poll(() => driver.preview().evaluate(() => [...document.images].map((image) => new URL(image.src).pathname)))
          .toContain("/img/heroi-da-pagina-de-recursos.svg");

        // The unused image is deleted after a confirmation.
        await page.goto(`${dev.url}/_editor?tela=imagens`);
        await sent.getByRole("button", { name: "Excluir foto-da-equipe" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Excluir" }).click();
        await page.getByText("Imagem “foto-da-equipe” excluída.").waitFor();
        await expect.poll(() => sent.count()).toBe(0);
        expect(existsSync(join(checkout.dir, "public/img/foto-da-equipe.webp"))).toBe(false);
      } catch (error) {
        await saveScreenshot(page, "editor-library");
        throw error;
      } finally {
        await context.close();
      }
    },
  );

  it("saves a block as a model and adds a copy of it to another page", { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: "pt-BR", viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const driver = new EditorDriver(page, dev.url);
    try {
      await driver.open("sobre");
      await driver
        .block(1)
        .getByRole("button", { name: /^Salvar como modelo o bloco 2/ })
        .click();
      const dialog = page.getByRole("dialog", { name: "Salvar bloco como modelo" });
      await dialog.getByLabel("Nome do modelo").fill("Números da empresa");
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await dialog.getByText("Modelo “Números da empresa” salvo").waitFor();
      await dialog.getByRole("button", { name: "Fechar" }).click();
      const saved = JSON.parse(
        readFileSync(join(checkout.dir, "site.config/sections/numeros-da-empresa.json"), "utf8"),
      ) as { name: string; block: unknown };
      const sobre = JSON.parse(pageText("sobre")) as { blocks: unknown[] };
      expect(saved).toMatchObject({ name: "Números da empresa", block: sobre.blocks[1] });

      await driver.openFromList("privacidade");
      const before = await page.locator("li.block-card").count();
      await page
        .getByRole("group", { name: "Modelos de seção" })
        .getByRole("button", { name: "Números da empresa" })
        .click();
      await expect.poll(() => page.locator("li.block-card").count()).toBe(before + 1);
      await driver.save();
      const privacy = JSON.parse(pageText("privacidade")) as { blocks: unknown[] };
      expect(privacy.blocks.at(-1)).toEqual(sobre.blocks[1]);
      await expect.poll(() => driver.preview().locator('[data-block="stats"]').count()).toBe(1);

      // The models' screen lists it.
      await page.goto(`${dev.url}/_editor?tela=modelos`);
      await page.locator('li[data-model="numeros-da-empresa"]').getByText("Números da empresa").waitFor();
    } catch (error) {
      await saveScreenshot(page, "editor-section-models");
      throw error;
    } finally {
      await context.close();
    }
  });
});
