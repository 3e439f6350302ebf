import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentFormBlock } from "../../schema/generated/page.ts";
import { launchBrowser, openPage, gotoReady } from "./support/browser.ts";
import { startSite, type RunningSite } from "./support/server.ts";
import { pages } from "./support/siteConfig.ts";

const checkout = pages.pagamento!;
const block = checkout.blocks.find((candidate): candidate is PaymentFormBlock => candidate.type === "paymentForm")!;
const summary = block.summary!;
const plan = summary.plans.find((candidate) => candidate.id === "erp-padrao-comercio")!;
const CNPJ = "11222333000181";

let browser: Browser;
let site: RunningSite;
beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startSite()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.stop()]);
});

/** Opens the payment page for the plan a payment link names, at a width. */
async function openCheckout(width: number, query = `?plano=${plan.id}`): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, width);
  await gotoReady(opened.page, `${site.url}/pagamento/${CNPJ}${query}`);
  return opened;
}

/**
 * The contrast ratio (WCAG 2) of an element's text against its background as painted over the white card: the
 * computed colours, their alpha and the element's opacity composited the way the browser draws them.
 */
function contrastOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    const rgba = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = value.match(/[\d.]+/g)!.map(Number);
      return { rgb: [r, g, b], a };
    };
    const over = (top: number[], alpha: number, under: number[]) =>
      top.map((c, i) => c * alpha + under[i]! * (1 - alpha));
    const white = [255, 255, 255];
    const opacity = Number(style.opacity);
    const background = rgba(style.backgroundColor);
    const text = rgba(style.color);
    const buttonFill = over(background.rgb, background.a, white);
    const paintedBackground = over(buttonFill, opacity, white);
    const paintedText = over(over(text.rgb, text.a, buttonFill), opacity, white);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(paintedText), luminance(paintedBackground)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

describe("the checkout", () => {
  for (const width of [390, 1280]) {
    it(`at ${width}px shows the plan and amount the link names, beside the form on desktop and above it on phones`, async () => {
      const { page, errors } = await openCheckout(width);
      const aside = page.locator("[data-summary]");
      expect(await aside.innerText()).toContain(plan.name);
      expect(await aside.locator("[data-price]").innerText()).toMatch(/^R\$\s58,99 por mês$/);
      const [box, form] = [(await aside.boundingBox())!, (await page.locator("[role=tablist]").boundingBox())!];
      if (width >= 960) expect(box.x).toBeGreaterThanOrEqual(form.x + form.width);
      else expect(box.y + box.height).toBeLessThanOrEqual(form.y);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("says the page's neutral sentence, and no amount, when the link names no plan", async () => {
    const { page } = await openCheckout(1280, "");
    expect(await page.locator("[data-summary]").innerText()).toContain(summary.noPlan!.split("{{")[0]!.trim());
    expect(await page.locator("[data-price]").count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ["4111111111111111", "Visa"],
    ["5555555555554444", "MasterCard"],
  ])(
    "draws the brand's mark as %s is typed, without moving the field, and says the brand in words",
    async (digits, brand) => {
      const { page } = await openCheckout(390);
      const field = page.locator('[name="numeroCartao"]');
      const before = await field.boundingBox();
      await field.pressSequentially(digits);
      const mark = page.locator("svg[data-mark]");
      await expect.poll(() => mark.getAttribute("data-mark")).toBe(brand);
      expect(await mark.isVisible()).toBe(true);
      expect(await field.boundingBox()).toEqual(before);
      expect(await page.locator("[data-brand]").textContent()).toBe(`${block.labels.brand}: ${brand}`);
      await page.context().close();
    },
  );

  it("keeps Pagar readable while disabled (text at least 4.5:1), and visibly different from the enabled button", async () => {
    const { page } = await openCheckout(1280);
    const pay = page.locator('form button[type="submit"]');
    expect(await pay.isDisabled()).toBe(true);
    expect(await contrastOf(page, 'form button[type="submit"]')).toBeGreaterThanOrEqual(4.5);
    expect(await pay.evaluate((button) => getComputedStyle(button).cursor)).toBe("not-allowed");
    const disabledFill = await pay.evaluate((button) => getComputedStyle(button).backgroundColor);
    await page.locator('[name="numeroCartao"]').pressSequentially("4111111111111111");
    await page.locator('[name="vencimentoCartao"]').pressSequentially("122030");
    await page.locator('[name="cvcCartao"]').pressSequentially("123");
    await page.locator('[name="nomeCartao"]').fill("MARIA SOUZA");
    await page.locator('[name="nomeCartao"]').blur();
    await expect.poll(() => pay.isDisabled()).toBe(false);
    // Polled: the buttons' colours change with a short transition.
    await expect.poll(() => pay.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(disabledFill);
    await page.context().close();
  });

  it("says on Pagar the amount of the plan the link names, and its disabled state is a solid fill, not a dashed edge", async () => {
    const { page } = await openCheckout(390);
    const pay = page.locator('form button[type="submit"]');
    expect((await pay.innerText()).replace(/\s+/g, " ").trim()).toBe(`${block.labels.submit} R$ 58,99`);
    const look = await pay.evaluate((button) => {
      const style = getComputedStyle(button);
      return { border: style.borderTopStyle, fill: style.backgroundColor, opacity: style.opacity };
    });
    expect(look.border, "borda").not.toBe("dashed");
    expect(look.fill, "fundo").not.toBe("rgba(0, 0, 0, 0)");
    expect(look.opacity).toBe("1");
    await page.context().close();
  });

  for (const width of [390, 1280]) {
    it(`at ${width}px shows the confirmation of a valid card under Pagar, covering no heading, field or button`, async () => {
      const { page } = await openCheckout(width);
      await page.locator('[name="numeroCartao"]').pressSequentially("4111111111111111");
      await page.locator('[name="vencimentoCartao"]').pressSequentially("122030");
      await page.locator('[name="cvcCartao"]').pressSequentially("123");
      await page.locator('[name="nomeCartao"]').fill("MARIA SOUZA");
      const pay = page.locator('form button[type="submit"]');
      await expect.poll(() => pay.isDisabled()).toBe(false);
      await pay.click();
      const toast = page.getByRole("status").getByRole("button", { name: block.labels.submitted });
      await expect.poll(() => toast.isVisible()).toBe(true);
      const covered = await toast.evaluate((shown) => {
        const box = shown.getBoundingClientRect();
        const overlaps = (other: DOMRect) =>
          other.width > 0 &&
          box.left < other.right &&
          other.left < box.right &&
          box.top < other.bottom &&
          other.top < box.bottom;
        return [...document.querySelectorAll("h1, h2, label, input, button, a, [data-summary]")]
          .filter((element) => element !== shown && !shown.contains(element) && !element.contains(shown))
          .filter((element) => overlaps(element.getBoundingClientRect()))
          .map((element) => element.textContent?.trim() || element.getAttribute("name") || element.tagName);
      });
      expect(covered, "o que a confirmação cobre").toEqual([]);
      const [toastBox, payBox] = [(await toast.boundingBox())!, (await pay.boundingBox())!];
      expect(toastBox.y, "abaixo do botão Pagar").toBeGreaterThanOrEqual(payBox.y + payBox.height);
      await page.context().close();
    });
  }

  for (const width of [390, 1280]) {
    it(`at ${width}px opens with a bar holding the logo and one way back to the plans, no menu, and the legal footer`, async () => {
      const { page } = await openCheckout(width);
      const header = page.locator("header").first();
      expect(await page.locator('[data-layout="nav"]').count()).toBe(0);
      const links = await header
        .locator("a, button")
        .evaluateAll((elements) =>
          elements.map((element) => [element.textContent?.trim(), element.getAttribute("href")]),
        );
      expect(links).toEqual([[checkout.layout!.back!.label, checkout.layout!.back!.to]]);
      expect(await page.locator("footer nav").count()).toBe(0);
      await page.context().close();
    });
  }

  it("lets the keyboard go from the card tab to its panel and the four fields in order, the summary holding no stop", async () => {
    const { page } = await openCheckout(1280);
    await page.getByRole("tab", { name: block.tabs.cartaoCredito }).focus();
    const stops: (string | null)[] = [];
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press("Tab");
      stops.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          return active?.getAttribute("name") ?? active?.getAttribute("role") ?? null;
        }),
      );
    }
    expect(stops).toEqual(["tabpanel", "numeroCartao", "vencimentoCartao", "cvcCartao", "nomeCartao"]);
    await page.context().close();
  });
});
