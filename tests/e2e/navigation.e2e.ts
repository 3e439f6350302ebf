import { describe, expect, it } from "vitest";
import { gotoReady, openPage } from "./support/browser.ts";
import { siteAndBrowser } from "./support/suite.ts";
import { pages, site as siteConfig } from "./support/siteConfig.ts";

const shared = siteAndBrowser();

const nav = '[data-layout="nav"]';

describe("navigation bar", () => {
  it("marks the current page's link bold with aria-current, on / and on /home alike", async () => {
    const { page } = await openPage(shared.browser, 1280);
    for (const path of ["/", "/home"]) {
      await page.goto(`${shared.site.url}${path}`);
      const current = page.locator(`${nav} a[aria-current="page"]`);
      expect(await current.count()).toBe(1);
      expect(await current.innerText()).toBe("Home");
      expect(Number(await current.evaluate((link) => getComputedStyle(link).fontWeight))).toBeGreaterThanOrEqual(700);
    }
    await page.context().close();
  });

  it("marks the Sobre toggle bold on the routes of its links, and only there", async () => {
    const { page } = await openPage(shared.browser, 1280);
    const toggle = page.getByRole("button", { name: siteConfig.nav.dropdown!.label });
    const weight = async () => Number(await toggle.evaluate((button) => getComputedStyle(button).fontWeight));
    for (const { to } of siteConfig.nav.dropdown!.links) {
      await gotoReady(page, `${shared.site.url}${to}`);
      expect(await weight(), to).toBeGreaterThanOrEqual(700);
    }
    await gotoReady(page, `${shared.site.url}/preco`);
    expect(await weight()).toBeLessThan(700);
    await page.context().close();
  });

  it("loads the address in full when the next page's data cannot be fetched", async () => {
    const { page } = await openPage(shared.browser, 1280);
    await gotoReady(page, `${shared.site.url}/home`);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.route("**/_data/preco.json", (route) => route.abort());
    await page.locator(`${nav} a`, { hasText: "Preços" }).click();
    await expect.poll(() => page.title()).toBe(pages.preco!.title);
    await page.waitForSelector("html[data-ready]");
    expect(page.url()).toBe(`${shared.site.url}/preco`);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await page.context().close();
  });

  it("navigates between pages, scrolls to the top and moves the active link", async () => {
    const { page } = await openPage(shared.browser, 1280);
    await gotoReady(page, `${shared.site.url}/home`);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator(`${nav} a`, { hasText: "Preços" }).click();
    await page.waitForURL(`${shared.site.url}/preco`);
    // The next page shows once its data and blocks have arrived.
    await expect.poll(() => page.title()).toBe(pages.preco!.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator(`${nav} a[aria-current="page"]`).innerText()).toBe("Preços");
    // Keyboard and screen reader users continue from the new page's content.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("conteudo");
    await page.context().close();
  });

  it("goes back and forward through client navigations with the browser's buttons, without reloading", async () => {
    const { page } = await openPage(shared.browser, 1280);
    // Before the app has started, a link is a plain link and reloads the page; this checks the app's navigation.
    await gotoReady(page, `${shared.site.url}/home`);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.locator(`${nav} a`, { hasText: "Preços" }).click();
    await expect.poll(() => page.title()).toBe(pages.preco!.title);
    await page.goBack();
    await expect.poll(() => page.title()).toBe(pages.home!.title);
    expect(await page.locator(`${nav} a[aria-current="page"]`).innerText()).toBe("Home");
    await page.goForward();
    await expect.poll(() => page.title()).toBe(pages.preco!.title);
    expect(page.url()).toBe(`${shared.site.url}/preco`);
    // The same document all along: the links and the buttons never reloaded the page.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.context().close();
  });

  it("opens the Sobre dropdown, closes it on Escape, and follows its links", async () => {
    const { page } = await openPage(shared.browser, 1280);
    await gotoReady(page, `${shared.site.url}/home`);
    const toggle = page.getByRole("button", { name: siteConfig.nav.dropdown!.label });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    // Tabbing past its last link closes it too.
    await toggle.click();
    for (const _link of siteConfig.nav.dropdown!.links) await page.keyboard.press("Tab");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await page.locator(nav).getByRole("link", { name: "Contato", exact: true }).click();
    await page.waitForURL(`${shared.site.url}/contatos`);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("opens the login in a new tab with a safe rel", async () => {
    const { page } = await openPage(shared.browser, 1280);
    await gotoReady(page, `${shared.site.url}/home`);
    const login = page.locator(`${nav} a`, { hasText: siteConfig.nav.login.label });
    expect(await login.getAttribute("href")).toBe(siteConfig.externalLinks.systemLogin);
    expect(await login.getAttribute("target")).toBe("_blank");
    expect(await login.getAttribute("rel")).toBe("noopener noreferrer");
    await page.context().close();
  });

  it("collapses into a menu button on a phone, which closes when a link is chosen", async () => {
    const { page } = await openPage(shared.browser, 390);
    await gotoReady(page, `${shared.site.url}/home`);
    const menu = page.locator("#menu-principal");
    expect(await menu.isVisible()).toBe(false);
    const button = page.getByRole("button", { name: siteConfig.ui.openMenu });
    await button.click();
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Recursos" }).click();
    await page.waitForURL(`${shared.site.url}/recursos`);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: siteConfig.ui.openMenu }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    await page.context().close();
  });
});
