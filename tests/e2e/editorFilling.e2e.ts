import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { launchBrowser, saveScreenshot } from "./support/browser.ts";
import { makeCheckout, type Checkout } from "./support/checkout.ts";
import { DEV_SERVER_FIRST_LOAD_MS, DEV_SERVER_SETUP_MS, startDevServer, type DevServer } from "./support/devServer.ts";
import { EditorDriver } from "./support/editor.ts";
import { pagePool } from "./support/pagePool.ts";

let checkout: Checkout;
let dev: DevServer;
let browser: Browser;
const pages = pagePool(() => browser);

beforeAll(async () => {
  checkout = makeCheckout("site-editor-filling-");
  [dev, browser] = await Promise.all([startDevServer(checkout.dir, "/_editor"), launchBrowser()]);
  const { page } = await pages.lend({ width: 1280, height: 800 });
  await page.goto(`${dev.url}/_editor`, { timeout: DEV_SERVER_FIRST_LOAD_MS });
  await page.getByRole("heading", { name: "Páginas do site" }).waitFor({ timeout: DEV_SERVER_FIRST_LOAD_MS });
  await pages.giveBack(page);
}, DEV_SERVER_SETUP_MS);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  checkout?.remove();
});

async function editor(width = 1280, height = 800): Promise<{ driver: EditorDriver; page: Page }> {
  const { page } = await pages.lend({ width, height });
  onTestFailed(({ task }) => saveScreenshot(page, `editor-filling-${task.name.slice(0, 40).replace(/\W+/g, "-")}`));
  return { driver: new EditorDriver(page, dev.url), page };
}

/** Makes a new, empty page with "Nova página" and "Criar", as a marketer does. */
async function newPage(page: Page, name: string): Promise<void> {
  await page.goto(`${dev.url}/_editor`);
  await page.getByRole("button", { name: "Nova página" }).click();
  await page.getByLabel("Nome da página").fill(name);
  await page.getByLabel("Endereço", { exact: true }).fill(`/${name}`);
  await page.getByLabel("Começar de").selectOption("empty");
  await page.getByRole("button", { name: "Criar", exact: true }).click();
  await page.getByRole("heading", { name: `Página “${name}” (nova, ainda não salva)` }).waitFor();
}

/** The id of the element that has the focus ("" for the page's body). */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Whether the element with the focus is inside the form's scrolled pane, within its visible part. */
const focusedInView = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement;
    const pane = document.querySelector(".panes__form");
    if (!field || !pane || !pane.contains(field)) return false;
    const [box, view] = [field.getBoundingClientRect(), pane.getBoundingClientRect()];
    return box.top >= view.top && box.bottom <= view.bottom;
  });

describe("the preview while a block is being filled in", () => {
  it('draws the block at once after each "Adicionar botão", "cartão", "plano", "texto", with no error', async () => {
    const { driver, page } = await editor();
    await newPage(page, "preenchendo");
    const cases = [
      { type: "banner", add: /^Adicionar botão/, field: "_title" },
      { type: "banner", add: /^Adicionar texto/, field: "_title" },
      { type: "cardGrid", add: /^Adicionar cartão/, field: "_cards_0_title" },
      { type: "plans", add: /^Adicionar plano/, field: "_plans_0_name" },
      { type: "plans", add: /^Adicionar texto/, field: "_plans_0_name" },
      { type: "richText", add: /^Adicionar trecho/, field: "_content_0_text" },
      { type: "mediaRows", add: /^Adicionar linha/, field: "_rows_0_title" },
      { type: "steps", add: /^Adicionar passo/, field: "_items_0_title" },
    ];
    for (const [index, { type, add, field }] of cases.entries()) {
      const block = await driver.addBlock(type, "blank");
      const items = await block.locator(".list__item").count();
      await block.getByRole("button", { name: add }).first().click();
      await expect.poll(() => block.locator(".list__item").count()).toBeGreaterThan(items);
      // Typed after the item was added: once the preview shows it, it has drawn the new item too (or failed to).
      const marker = `Marca ${index} ${type}`;
      await driver.field(block, field).fill(marker);
      await expect
        .poll(() =>
          driver
            .preview()
            .evaluate(
              (text) => document.body.innerText.includes(text) || !!document.querySelector(".preview-note"),
              marker,
            ),
        )
        .toBe(true);
      const note = driver.preview().locator(".preview-note");
      expect(await note.count(), `${type} ${add}: ${await note.allInnerTexts()}`).toBe(0);
      expect(await driver.preview().locator(`[data-block="${type}"]`).count()).toBeGreaterThan(0);
    }
  });
});

describe("where the focus goes as a page is filled in", () => {
  it("lands in the first field of a page just created, of a block, a button, a plan and a chat link just added", async () => {
    const { driver, page } = await editor();
    await newPage(page, "foco");
    // "Criar": the page's first field, not the page's body.
    expect(await focusedId(page)).toMatch(/^pagina_/);

    const banner = await driver.addBlock("banner", "blank");
    await expect.poll(() => focusedId(page)).toMatch(/^bloco-\d+_title$/);
    await expect.poll(() => focusedInView(page)).toBe(true);

    // A banner starts with its button: the one added is the second.
    await banner.getByRole("button", { name: /^Adicionar botão/ }).click();
    await expect.poll(() => focusedId(page)).toMatch(/_actions_1_label$/);
    await expect.poll(() => focusedInView(page)).toBe(true);

    const plans = await driver.addBlock("plans", "blank");
    await plans.getByRole("button", { name: /^Adicionar plano/ }).click();
    await expect.poll(() => focusedId(page)).toMatch(/_plans_1_name$/);
    // A new plan starts with one benefit line to fill in, and no problem shown before anything is typed.
    expect(await driver.field(plans, "_plans_1_benefits_0").count()).toBe(1);
    expect(await plans.locator('[id$="_plans_1"] .field-errors').count()).toBe(0);

    await page.getByRole("button", { name: "Adicionar link", exact: true }).click();
    await expect.poll(() => focusedId(page)).toBe("pagina_links_newKey-key");
    await expect.poll(() => focusedInView(page)).toBe(true);
  });

  it("adds no block until a block type is pressed, and adds it with that one press", async () => {
    const { page } = await editor();
    await newPage(page, "sem-tipo");
    expect(await page.locator("li.block-card").count()).toBe(0);
    await page
      .getByRole("group", { name: "Tipo de bloco" })
      .getByRole("button", { name: "Perguntas frequentes" })
      .click();
    await expect.poll(() => page.locator("li.block-card").count()).toBe(1);
  });

  it("declares a button's chat link with the page's usual message, and shows no problem on it", async () => {
    const { driver, page } = await editor();
    await newPage(page, "link-de-chat");
    // A blank banner starts with its button, to be written.
    const banner = await driver.addBlock("banner", "blank");
    const button = banner.locator('[id$="_actions_0"]');
    await driver.field(banner, "_actions_0_label").fill("QUERO");
    await button.getByRole("radio", { name: "Página do site" }).check();
    await button.getByRole("radio", { name: "Link de chat" }).check();
    await driver.validated();
    expect(await button.locator(".field-errors").allInnerTexts()).toEqual([]);
    // The button leads to the page's first chat link, declared with it and the usual message: it opens the chat ready.
    expect(await driver.field(page, "pagina_links_contato_message").inputValue()).toMatch(/^Olá! Vim pelo site/);
    expect(await page.locator('[id^="pagina_links_contato"] .field-errors').allInnerTexts()).toEqual([]);
  });
});

describe("the editor on a tablet", () => {
  /** How many pixels of the viewport's height an element shows. */
  const visibleHeight = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
    });

  it("at 768 px gives the form most of the screen, and the preview the same at a keypress, with no axe violation", async () => {
    const { driver, page } = await editor(768, 1024);
    await driver.open("home");
    expect(await visibleHeight(page, ".panes__form")).toBeGreaterThan(0.7 * 1024);
    expect(await page.locator(".preview").isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: the switch's "Prévia" is a button like any other.
    const showPreview = page.getByRole("group", { name: "Mostrar na tela" }).getByRole("button", { name: "Prévia" });
    await showPreview.focus();
    await page.keyboard.press("Enter");
    expect(await showPreview.getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator(".panes__form").isVisible()).toBe(false);
    expect(await visibleHeight(page, ".preview")).toBeGreaterThan(0.7 * 1024);
    await driver.previewShows(/\S/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Formulário" }).click();
    expect(await visibleHeight(page, ".panes__form")).toBeGreaterThan(0.7 * 1024);
  });

  it("at 1280 px shows the form and the preview side by side, without the switch", async () => {
    const { driver, page } = await editor(1280, 800);
    await driver.open("home");
    expect(await page.getByRole("group", { name: "Mostrar na tela" }).isVisible()).toBe(false);
    expect(await page.locator(".panes__form").isVisible()).toBe(true);
    expect(await page.locator(".preview").isVisible()).toBe(true);
  });
});
