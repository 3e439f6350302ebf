import { rmSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { hashPassword } from "../../editor/service/people/passwords.ts";
import { base32Bytes, totp } from "../../editor/service/testTotp.ts";
import { launchBrowser, saveScreenshot, VIEWPORTS } from "./support/browser.ts";
import { buildEditorPages, startEditorService, type RunningService } from "./support/editorService.ts";
import { pagesList, personAt, type ServicePerson } from "./support/servicePeople.ts";

/**
 * Two-step sign-in on the editor service from a phone (390 px): Paula, an Administradora, turns it on from "Minha
 * conta" with the QR code's key, keeps her recovery codes, signs out, and signs in again with her password and the
 * app's code. Every screen fits the phone's width.
 */
let dist: string;
let running: RunningService;
let browser: Browser;
let paula: ServicePerson;

beforeAll(async () => {
  [dist, browser] = await Promise.all([buildEditorPages(), launchBrowser()]);
  running = await startEditorService(dist);
  paula = await personAt(browser, running.url, {
    name: "Paula Publicadora",
    email: "paula@empresa.com.br",
    password: "senha-da-paula-2026",
  });
  await paula.context.close();
  paula.context = await browser.newContext({
    locale: "pt-BR",
    viewport: VIEWPORTS.mobile,
    hasTouch: true,
    isMobile: true,
  });
  running.current.stores.people.add(
    { name: paula.name, email: paula.email, role: "admin" },
    await hashPassword(paula.password),
    running.clock.now(),
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** True when nothing on the page is wider than the phone: no sideways scrolling. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * What is cut off on the screen: visible elements reaching past either side of the phone, and elements whose own
 * content is wider than they are while they hide what overflows. Empty when everything shows whole.
 */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Visually hidden text (1 px, clipped) is read aloud, never shown.
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") return [];
      const name = `${element.tagName.toLowerCase()}.${element.className} “${(element.textContent ?? "").trim().slice(0, 40)}”`;
      const past = box.left < -0.5 || box.right > window.innerWidth + 0.5;
      const clips = /hidden|clip/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      return past || clips ? [name] : [];
    }),
  );

/** The field's input mode and autocomplete: what keyboard a phone shows and what it offers to fill in. */
const keyboardOf = async (field: Locator) => ({
  inputMode: await field.getAttribute("inputmode"),
  autoComplete: await field.getAttribute("autocomplete"),
});

async function signInWithPassword(page: Page) {
  await page.getByRole("heading", { name: "Entrar no editor" }).waitFor();
  await page.getByLabel("E-mail").fill(paula.email);
  await page.getByLabel("Senha").fill(paula.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

describe("two-step sign-in on a phone", () => {
  it("is turned on from Minha conta with the QR code's key, and then asked for after the password", async () => {
    const page = await paula.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    onTestFailed(() => saveScreenshot(page, "two-step-failed"));
    await page.goto(`${running.url}/_editor`);
    await page.getByRole("heading", { name: "Entrar no editor" }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await cutOff(page)).toEqual([]);
    await saveScreenshot(page, "two-step-password-390");
    await signInWithPassword(page);
    await pagesList(page);

    await page.getByRole("link", { name: "Minha conta" }).click();
    await page.getByRole("button", { name: "Ativar a verificação em duas etapas" }).click();
    const qr = page.getByRole("img", { name: "Código QR para o aplicativo autenticador" });
    await qr.waitFor();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
    const box = (await qr.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(await fitsWidth(page)).toBe(true);
    expect(await cutOff(page)).toEqual([]);
    await saveScreenshot(page, "two-step-set-up-390");
    // Her camera cannot see her own screen: the link hands the key to the app on this phone.
    const openApp = page.getByRole("link", { name: "Abrir no aplicativo autenticador" });
    expect(await openApp.getAttribute("href")).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    const openAppBox = (await openApp.boundingBox())!;
    expect(openAppBox.x + openAppBox.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    const key = base32Bytes((await page.locator(".account-secret").textContent()) ?? "");
    const setUpCode = page.getByLabel(/Escreva o código de 6 números/);
    expect(await keyboardOf(setUpCode)).toEqual({ inputMode: "numeric", autoComplete: "one-time-code" });
    await setUpCode.fill(totp(key, running.clock.now()));
    await page.getByRole("button", { name: "Confirmar" }).click();
    const codes = page.getByRole("list").filter({ hasText: "-" });
    await codes.waitFor();
    expect(await codes.getByRole("listitem").count()).toBe(10);
    const recoveryCodes = await codes.getByRole("listitem").allTextContents();
    expect(await fitsWidth(page)).toBe(true);
    expect(await cutOff(page)).toEqual([]);
    await saveScreenshot(page, "two-step-recovery-codes-390");
    await page.getByRole("button", { name: "Já guardei os códigos" }).click();
    await page.getByText("Ativa: ao entrar, o editor pede o código do aplicativo.").waitFor();

    await page.getByRole("button", { name: "Sair" }).click();
    await signInWithPassword(page);
    const code = page.getByLabel("Código de verificação");
    await code.waitFor();
    await expect.poll(() => code.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await keyboardOf(code)).toEqual({ inputMode: "numeric", autoComplete: "one-time-code" });
    expect(await fitsWidth(page)).toBe(true);
    expect(await cutOff(page)).toEqual([]);
    const enter = (await page.getByRole("button", { name: "Entrar", exact: true }).boundingBox())!;
    expect(enter.x + enter.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await saveScreenshot(page, "two-step-sign-in-390");
    running.clock.move(30_000);
    await code.fill(totp(key, running.clock.now()));
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await pagesList(page);

    // Without the phone: a recovery code, typed with letters, signs her in once.
    await page.getByRole("button", { name: "Sair" }).click();
    await signInWithPassword(page);
    await page.getByRole("button", { name: "Usar um código de recuperação" }).click();
    const recovery = page.getByLabel("Código de recuperação");
    expect(await keyboardOf(recovery)).toEqual({ inputMode: "text", autoComplete: "one-time-code" });
    expect(await cutOff(page)).toEqual([]);
    await saveScreenshot(page, "two-step-recovery-390");
    await recovery.fill(recoveryCodes[0]!.trim());
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await pagesList(page);
    expect(errors).toEqual([]);
  });

  it("once an administrator requires it, takes a Publicador through its set-up on the phone before anything else", async () => {
    const context = await browser.newContext({
      locale: "pt-BR",
      viewport: VIEWPORTS.mobile,
      hasTouch: true,
      isMobile: true,
    });
    const rui = { name: "Rui Publicador", email: "rui@empresa.com.br", password: "senha-do-rui-2026-ok" };
    const { stores } = running.current;
    stores.people.add(
      { name: rui.name, email: rui.email, role: "publisher" },
      await hashPassword(rui.password),
      running.clock.now(),
    );
    stores.twoStep.requireOfRoles(true);
    const page = await context.newPage();
    onTestFailed(() => saveScreenshot(page, "two-step-required-failed"));
    await page.goto(`${running.url}/_editor`);
    await page.getByRole("heading", { name: "Entrar no editor" }).waitFor();
    await page.getByLabel("E-mail").fill(rui.email);
    await page.getByLabel("Senha").fill(rui.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();

    await page.getByRole("heading", { name: "Ative a verificação em duas etapas" }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await cutOff(page)).toEqual([]);
    await page.getByRole("button", { name: "Ativar a verificação em duas etapas" }).click();
    await page.getByRole("img", { name: "Código QR para o aplicativo autenticador" }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await cutOff(page)).toEqual([]);
    await saveScreenshot(page, "two-step-required-390");
    const key = base32Bytes((await page.locator(".account-secret").textContent()) ?? "");
    await page.getByLabel(/Escreva o código de 6 números/).fill(totp(key, running.clock.now()));
    await page.getByRole("button", { name: "Confirmar" }).click();
    await page.getByRole("button", { name: "Já guardei os códigos" }).click();
    await pagesList(page);
    await context.close();
  });
});
