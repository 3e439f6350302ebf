import { rmSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import type { Person } from "../../editor/service/people/people.ts";
import { launchBrowser, saveScreenshot } from "./support/browser.ts";
import { buildEditorPages, startEditorService, type RunningService } from "./support/editorService.ts";
import { signedInPage } from "./support/serviceSignIn.ts";

/**
 * The editor service on a phone (390 × 844), a tablet and a desktop: the page list's actions in one menu per row, the
 * bars above an open page short enough to leave the screen to the form, the preview at the phone's width, and on the
 * three screens a marketer opens most (the page list, a page, the reviews) nothing cut off at the screen's edge or
 * inside its own box. The screenshots stay in tests/e2e/artifacts/ to be looked at.
 */
let dist: string;
let running: RunningService;
let browser: Browser;
let editor: Person;

const PHONE = { width: 390, height: 844 };
const SIZES = [PHONE, { width: 768, height: 1024 }, { width: 1440, height: 900 }];
/** The most the bars above an open page may take on a phone, of its 844 px. */
const BARS_AT_MOST = 120;

beforeAll(async () => {
  [dist, browser] = await Promise.all([buildEditorPages(), launchBrowser()]);
  running = await startEditorService(dist);
  // An Editor's changed title of the home page, its description emptied, waits for review: "Revisões" has a request
  // to show, with its changes and its problem.
  const { people, drafts, reviews } = running.current.stores;
  const now = running.clock.now();
  editor = people.add({ name: "Edu Editor", email: "edu@empresa.com.br", role: "editor" }, null, now)!;
  const published = running.current.context.pages.read("home")!;
  const data = {
    ...(JSON.parse(published.text) as object),
    title: "Gestão na nuvem para pequenas empresas",
    description: "",
  };
  drafts.save("page", "home", { data, version: published.version, revision: 0 }, editor, now);
  reviews.ask("page", "home", "Confere o novo título da página inicial?", editor, now);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Opens the editor at `query` and waits for `ready`. */
async function open(page: Page, query: string, ready: RegExp | string): Promise<void> {
  await page.goto(`${running.url}/_editor${query}`, { waitUntil: "load" });
  await page.getByText(ready).first().waitFor({ timeout: 30_000 });
}

/**
 * What the screen cuts off: each visible control, heading, label or table cell that reaches past the screen's right
 * edge or whose text is wider than its own box, named by its text.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const selector = "button, a, summary, h1, h2, h3, label, th, td, .badge, .toolbar__status, .toolbar__who";
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest(".preview__box")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      const name = (element.innerText || element.getAttribute("aria-label") || element.tagName).trim().slice(0, 60);
      if (box.right > window.innerWidth + 1) found.push(`past the edge: “${name}”`);
      else if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "auto")
        found.push(`wider than its box: “${name}”`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push("the screen scrolls sideways");
    return found;
  });

/** The three screens looked at on every size: their query and a text each shows once ready. */
const SCREENS: [string, string, RegExp | string][] = [
  ["lista", "", "Páginas do site"],
  ["pagina", "?pagina=home", "Dados da página"],
  ["revisoes", "?tela=revisoes", "1 problema a corrigir antes de publicar"],
];

describe("the editor on a phone, a tablet and a desktop", () => {
  it("at 390 × 844 puts each page's actions in one menu, keeps the bars short and previews at the phone's width", async () => {
    const { page } = await signedInPage(running, browser, { name: "Ana Administradora", role: "admin" }, PHONE);
    onTestFailed(() => saveScreenshot(page, "editor-phone"));
    await open(page, "", "Páginas do site");

    const row = page.locator("tr[data-page='home']");
    const inRow = row.getByRole("button");
    expect(await inRow.count()).toBe(1);
    const menu = row.getByRole("button", { name: /^Ações da página “/ });
    await menu.click();
    const items = row.getByRole("menuitem");
    expect(await items.allInnerTexts()).toEqual(["Abrir", "Duplicar", "Criar variante", "Excluir"]);
    expect(await cutOff(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => items.count()).toBe(0);
    await menu.click();
    await row.getByRole("menuitem", { name: "Abrir" }).click();
    await page.getByText("Dados da página").first().waitFor();

    // The bars stay at the top while the form scrolls under them, and leave the rest of the screen to it.
    const barsBottom = () => page.locator(".editor-bars").evaluate((bars) => bars.getBoundingClientRect().bottom);
    expect(await barsBottom()).toBeLessThanOrEqual(BARS_AT_MOST);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.locator(".editor-bars").evaluate((bars) => bars.getBoundingClientRect().top)).toBe(0);
    expect(await barsBottom()).toBeLessThanOrEqual(BARS_AT_MOST);
    await page.screenshot({ path: "tests/e2e/artifacts/editor-pagina-rolada-390.png" });
    // The page's other commands are in "Mais", each whole.
    await page.getByRole("button", { name: "Mais comandos da página" }).click();
    expect(await page.getByRole("menu").getByRole("menuitem").allInnerTexts()).toEqual([
      "Desfazer",
      "Refazer",
      "Duplicar",
      "Excluir",
      "Histórico",
      "Descartar rascunho",
    ]);
    expect(await cutOff(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("group", { name: "Mostrar na tela" }).getByRole("button", { name: "Prévia" }).click();
    const widths = page.getByRole("group", { name: "Largura da prévia" });
    expect(await widths.getByRole("button", { pressed: true }).innerText()).toMatch(/^Celular/);
    expect(await page.locator("iframe.preview__frame").evaluate((frame) => frame.clientWidth)).toBe(390);
    await page.context().close();
  }, 120_000);

  it.each(SIZES)(
    "at $width px shows the page list, a page and the reviews with nothing cut off",
    async (size) => {
      const { page } = await signedInPage(running, browser, { name: `Ana ${size.width}`, role: "admin" }, size);
      onTestFailed(() => saveScreenshot(page, `editor-sizes-${size.width}`));
      const found: string[] = [];
      for (const [name, query, ready] of SCREENS) {
        await open(page, query, ready);
        await page.waitForFunction(() => !/Carregando|Validando…/.test(document.body.innerText), undefined, {
          timeout: 30_000,
        });
        // What the screen shows at first, as a person sees it (a phone's whole page is too long a picture to read).
        await page.screenshot({ path: `tests/e2e/artifacts/editor-${name}-${size.width}.png` });
        found.push(...(await cutOff(page)).map((what) => `${name}: ${what}`));
      }
      expect(found).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});
