import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, gotoReady } from "./support/browser.ts";
import { startSite, type RunningSite } from "./support/server.ts";
import { pages, site as siteConfig } from "./support/siteConfig.ts";
import type { ContactFormBlock, PaymentFormBlock } from "../../schema/generated/page.ts";

const contactBlock = pages.home!.blocks.find((block): block is ContactFormBlock => block.type === "contactForm")!;
const paymentBlock = pages.pagamento!.blocks.find((block): block is PaymentFormBlock => block.type === "paymentForm")!;
/** The servers' data folder of this file alone: other suites' servers record their contacts elsewhere. */
const DATA_DIR = mkdtempSync(join(tmpdir(), "site-formularios-"));
const CONTACTS = join(DATA_DIR, "contacts.jsonl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** Opens the home page's contact modal and returns the page and the alerts it shows. */
async function openContactForm(
  site: RunningSite,
  width: number,
  { clock = false } = {},
): Promise<{ page: Page; alerts: string[] }> {
  const { page } = await openPage(browser, width);
  // The page's timers run on a clock the test can move forward (time still flows by itself until it does).
  if (clock) await page.clock.install();
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await gotoReady(page, `${site.url}/`);
  await page.getByRole("button", { name: contactBlock.openLabel }).click();
  await page.getByRole("dialog", { name: contactBlock.modalTitle }).waitFor();
  return { page, alerts };
}

/**
 * Sends the open contact form and returns once the page has dealt with the contact service's answer: the request
 * is held until the form shows it is sending, then let through; the form showing its send button again means the
 * answer was handled. A silent service is not waited for in real time: the page's clock is moved past its timeout.
 */
async function submitAndSettle(page: Page, silent: boolean): Promise<void> {
  const dialog = page.getByRole("dialog");
  const held = new Promise<Route>((resolve) => void page.route("**/api/contato", resolve));
  await dialog.getByRole("button", { name: contactBlock.labels.submit, exact: true }).click();
  const request = await held;
  await dialog.getByRole("button", { name: contactBlock.labels.sending, exact: true }).waitFor();
  await request.continue();
  if (silent) await page.clock.runFor(siteConfig.contactService.timeoutMs);
  await dialog.getByRole("button", { name: contactBlock.labels.submit, exact: true }).waitFor();
}

async function fill(page: Page, values: { nome: string; email: string; telefone: string }): Promise<void> {
  await page.locator('[name="nome"]').fill(values.nome);
  await page.locator('[name="email"]').fill(values.email);
  await page.locator('[name="telefone"]').pressSequentially(values.telefone);
}

for (const width of [390, 1280]) {
  describe(`contact form at ${width}px`, () => {
    it("alerts the first missing field, then sends a complete form to the contact service and closes", async () => {
      rmSync(CONTACTS, { force: true });
      const site = await startSite({ STANDIN_MODE: "ok", SITE_DATA_DIR: DATA_DIR });
      try {
        const { page, alerts } = await openContactForm(site, width);
        const submit = page.getByRole("dialog").getByRole("button", { name: contactBlock.labels.submit });
        await submit.click();
        await fill(page, { nome: "Maria Souza", email: "maria@exemplo.com", telefone: "449999" });
        await submit.click();
        expect(alerts.slice(0, 2)).toEqual([contactBlock.messages.nomeRequired, contactBlock.messages.telefoneInvalid]);
        await page.locator('[name="telefone"]').pressSequentially("90000");
        expect(await page.locator('[name="telefone"]').inputValue()).toBe("(44) 9 9999-0000");
        await submit.click();
        await page.getByRole("dialog").waitFor({ state: "detached" });
        expect(alerts[2]).toBe(contactBlock.messages.success);
        const saved = readFileSync(CONTACTS, "utf8")
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line));
        expect(saved).toEqual([
          expect.objectContaining({
            nome: expect.stringMatching(/maria souza/i),
            email: expect.stringMatching(/maria@exemplo.com/i),
            telefone: "44999990000",
          }),
        ]);
        await page.context().close();
      } finally {
        await site.stop();
      }
    });
  });
}

describe("contact dialog by keyboard", () => {
  for (const width of [390, 1280]) {
    it(`at ${width}px Escape closes it and the focus returns to the button that opened it`, async () => {
      const site = await startSite({ STANDIN_MODE: "ok" });
      try {
        const { page } = await openContactForm(site, width);
        await page.locator('[name="nome"]').fill("Maria");
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
        expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup") === "dialog")).toBe(
          true,
        );
        expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(contactBlock.openLabel);
        await page.context().close();
      } finally {
        await site.stop();
      }
    });
  }
});

describe("contact form when the service fails", () => {
  for (const mode of ["not-ok", "http-500", "no-answer"]) {
    it(`keeps the modal open with the visitor's data when the service answers "${mode}"`, async () => {
      const site = await startSite({ STANDIN_MODE: mode });
      try {
        const { page, alerts } = await openContactForm(site, 1280, { clock: true });
        await fill(page, { nome: "João", email: "joao@exemplo.com", telefone: "44999990000" });
        await submitAndSettle(page, mode === "no-answer");
        expect(await page.getByRole("dialog").isVisible()).toBe(true);
        expect(await page.locator('[name="nome"]').inputValue()).toMatch(/joão/i);
        expect(await page.locator('[name="email"]').inputValue()).toMatch(/joao@exemplo.com/i);
        expect(alerts).not.toContain(contactBlock.messages.success);
        if (mode === "no-answer")
          expect(await page.getByRole("dialog").innerText()).toContain(contactBlock.messages.unreachable);
        await page.context().close();
      } finally {
        await site.stop();
      }
    });
  }
});

describe("payment page", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.stop();
  });

  for (const width of [390, 1280]) {
    it(`at ${width}px masks the card, detects the brand, enables paying only when valid, and logs no card data`, async () => {
      const { page, errors } = await openPage(browser, width);
      const logs: string[] = [];
      page.on("console", (message) => logs.push(message.text()));
      await gotoReady(page, `${site.url}/pagamento/11222333000181`);
      expect(await page.locator("body").innerText()).toContain("11.222.333/0001-81");
      const pay = page.locator('form button[type="submit"]');
      expect(await pay.isDisabled()).toBe(true);
      await page.locator('[name="numeroCartao"]').pressSequentially("4111111111111111");
      expect(await page.locator('[name="numeroCartao"]').inputValue()).toBe("4111 1111 1111 1111");
      expect(await page.locator("form").innerText()).toContain("Visa");
      await page.locator('[name="vencimentoCartao"]').pressSequentially("122030");
      expect(await page.locator('[name="vencimentoCartao"]').inputValue()).toBe("12/2030");
      await page.locator('[name="cvcCartao"]').pressSequentially("1234");
      expect(await page.locator('[name="cvcCartao"]').inputValue()).toBe("123");
      await page.locator('[name="nomeCartao"]').fill("MARIA SOUZA");
      await page.locator('[name="nomeCartao"]').blur();
      expect(await pay.isDisabled()).toBe(false);
      const logged = page.waitForEvent("console", (message) => message.text().includes("1111"));
      await pay.click();
      await logged;
      await page.getByText(paymentBlock.labels.submitted).waitFor();
      const printed = logs.join("\n");
      expect(printed).toContain("1111");
      expect(printed).not.toContain("4111111111111111");
      expect(printed).not.toContain("4111 1111 1111 1111");
      expect(printed).not.toMatch(/12\/2030|\b123\b/);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("shows a clear message instead of the form for an invalid CNPJ", async () => {
    const { page } = await openPage(browser, 1280);
    await gotoReady(page, `${site.url}/pagamento/11222333000100`);
    expect(await page.locator('[name="numeroCartao"]').count()).toBe(0);
    expect(await page.locator("body").innerText()).toContain(paymentBlock.invalidCnpj);
    await page.context().close();
  });
});
