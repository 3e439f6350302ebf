import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ensureGitRepository } from "./support/checkoutGit.ts";
import type { EditorDriver } from "./support/editor.ts";
import { editorOnCheckout, saveWithButton } from "./support/editorOnCheckout.ts";

/**
 * What a marketer met on a second pass through the page editor, on `npm run dev` of a throwaway copy of the project:
 * the phone asked once, the preview keeping its place, the search and sharing previews.
 */
const suite = editorOnCheckout("second-pass", (checkout) => ensureGitRepository(checkout.dir));
const { editor } = suite;
const siteOnDisk = () => JSON.parse(readFileSync(join(suite.checkout.dir, "site.config/site.json"), "utf8"));

/** Opens the site's settings from the page list and waits for the validator's first verdict. */
async function openSettings(driver: EditorDriver, page: Page): Promise<void> {
  await page.goto(`${suite.dev.url}/_editor`);
  await page.getByRole("button", { name: "Abrir as Configurações do site" }).click();
  await page.getByRole("heading", { name: "Editando as Configurações do site" }).waitFor();
  await driver.validated();
}

describe("the editor on a second pass", () => {
  it("asks for each phone once, accepts it as typed, dials it from the site, and says what to type when it is wrong", async () => {
    const { driver, page } = await editor();
    try {
      await openSettings(driver, page);
      const sales = page.getByRole("group", { name: "Telefone comercial" });
      expect(await sales.getByRole("textbox").count()).toBe(1);
      expect(await page.getByText("Número para discagem").count()).toBe(0);
      const phone = driver.field(page, "site_contact_salesPhone_display");
      await phone.fill("3333");
      expect(await driver.validated()).toBe("1 problema na configuração do site");
      await expect.poll(() => phone.getAttribute("aria-invalid")).toBe("true");
      await page
        .getByText(
          "Escreva o telefone com o DDD, como (44) 3333-4444 (de outro país, comece com + e o código do país).",
        )
        .first()
        .waitFor();
      await phone.fill("(44) 3333-4444");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      expect(await saveWithButton(page, "site")).toBe(200);
      await page.locator(".toolbar__status", { hasText: "Tudo salvo" }).waitFor();
      expect(siteOnDisk().contact.salesPhone).toEqual({ display: "(44) 3333-4444" });
      await page.goto(`${suite.dev.url}/`);
      const link = page.getByRole("contentinfo").getByRole("link", { name: "(44) 3333-4444" });
      await expect.poll(() => link.getAttribute("href"), { timeout: 15_000 }).toBe("tel:+554433334444");
    } finally {
      await suite.giveBack(page);
    }
  }, 60_000);

  it("shows the page as a Google result and a WhatsApp link, and warns while a title grows past what Google shows", async () => {
    const { driver, page } = await editor();
    try {
      await driver.open("preco");
      const google = page.getByRole("figure", { name: "No Google" });
      const whatsapp = page.getByRole("figure", { name: "No WhatsApp" });
      const brand = siteOnDisk().brand.name as string;
      await expect
        .poll(() => google.locator(".google-result__address").textContent())
        .toBe("www.gestornuvem.example › preco");
      // Placeholders filled from site.json, as the site shows the title.
      expect(await google.locator(".google-result__title").textContent()).toBe(
        `Preços e planos do sistema de gestão online | ${brand}`,
      );
      expect(await whatsapp.locator(".whatsapp-card__domain").textContent()).toBe("gestornuvem.example");
      expect(await whatsapp.getByText("Sem imagem: escolha uma em “Imagem de compartilhamento”").count()).toBe(1);
      expect(await page.getByText("O Google costuma cortar").count()).toBe(0);

      const title = driver.field(page.locator("section.page-fields"), "_title");
      const long = "Planos do sistema de gestão online para comércio, serviços e indústria";
      await title.fill(long);
      await page
        .getByText(`O Google costuma cortar títulos com mais de 60 caracteres: este tem ${long.length}.`)
        .waitFor();
      const shown = await google.locator(".google-result__title").textContent();
      expect(shown).toBe("Planos do sistema de gestão online para comércio, serviços…");
      // A warning, not a problem: the page stays valid.
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      await title.fill("Planos e preços");
      await expect.poll(() => page.getByText("O Google costuma cortar").count()).toBe(0);
      expect(await whatsapp.locator(".whatsapp-card__title").textContent()).toBe("Planos e preços");
    } finally {
      await suite.giveBack(page);
    }
  }, 60_000);

  it("keeps the preview on the block being read after a block is moved and after the preview's width changes", async () => {
    const { driver, page } = await editor();
    try {
      await driver.open("home");
      await driver.previewShows(/\S/);
      const frame = () => driver.preview();
      const scrolled = () => frame().evaluate(() => window.scrollY);
      const shownTypes = () =>
        frame().evaluate(() =>
          [...document.querySelectorAll("#conteudo > [data-block]")].map((block) => block.getAttribute("data-block")),
        );
      const firstOnScreen = () =>
        frame().evaluate(() =>
          [...document.querySelectorAll("#conteudo > [data-block]")].findIndex(
            (block) => block.getBoundingClientRect().bottom > 1,
          ),
        );
      // The marketer reads the middle of the page in the preview.
      await frame().evaluate(() =>
        window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) / 2, behavior: "instant" }),
      );
      await expect.poll(scrolled).toBeGreaterThan(500);
      const readingAt = await scrolled();
      const reading = await firstOnScreen();
      expect(reading).toBeGreaterThan(0);

      // The block above the one being read moves down: the preview stays where it was, not back at the top.
      const types = await shownTypes();
      await driver.collapseAll();
      await driver
        .block(reading - 1)
        .getByRole("button", { name: /Descer/ })
        .click();
      await expect.poll(async () => (await shownTypes())[reading]).toBe(types[reading - 1]);
      await expect.poll(scrolled).toBeGreaterThan(readingAt / 2);

      // A narrower preview reflows the page: the block at the top stays the one being read.
      const before = await firstOnScreen();
      await page.getByRole("button", { name: /^Celular/ }).click();
      await expect.poll(() => frame().evaluate(() => window.innerWidth)).toBe(390);
      await expect.poll(firstOnScreen).toBe(before);
      expect(await scrolled()).toBeGreaterThan(0);
    } finally {
      await suite.giveBack(page);
    }
  }, 90_000);

  it("says in Histórico what each published version of a page changed, by field", async () => {
    const { driver, page } = await editor();
    try {
      await driver.open("sobre");
      const title = driver.field(page.locator("section.page-fields"), "_title");
      const before = await title.inputValue();
      await title.fill("Quem somos: a equipe do sistema");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      await page.getByRole("button", { name: "Publicar", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: /^Publicar a página / });
      await dialog.getByLabel("O que mudou").fill("Título novo");
      await dialog.getByRole("button", { name: "Publicar" }).click();
      const outcome = page.locator("section.outcome", { hasText: "Publicada" });
      await outcome.waitFor({ timeout: 30_000 });
      await outcome.getByRole("button", { name: "Fechar" }).click();

      await page.getByRole("button", { name: "Histórico" }).click();
      const history = page.getByRole("dialog", { name: /^Histórico: Página “/ });
      const newest = history.locator("tbody tr").first();
      await expect.poll(() => newest.innerText(), { timeout: 15_000 }).toContain("Título novo");
      expect(await newest.getByRole("listitem").textContent()).toBe(
        `Título: antes “${before}” → depois “Quem somos: a equipe do sistema”`,
      );
      expect(await history.locator("tbody tr").last().innerText()).toContain("Primeira versão publicada.");
    } finally {
      await suite.giveBack(page);
    }
  }, 90_000);
});
