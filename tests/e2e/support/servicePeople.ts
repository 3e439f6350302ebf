import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect, onTestFailed } from "vitest";
import { saveScreenshot } from "./browser.ts";
import { EditorDriver } from "./editor.ts";

/** One person at their own browser (own cookies), on the editor service at `url`. */
export interface ServicePerson {
  name: string;
  email: string;
  password: string;
  context: BrowserContext;
  /**
   * Opens a new tab of this person's browser: its page errors, and its requests answered with an error (status,
   * method, address path); its state is saved under the person's name when the test fails.
   */
  tab(): Promise<{ page: Page; driver: EditorDriver; errors: string[]; failed: string[] }>;
}

/** A person with a browser of their own, not signed in yet (a context: cookies apart from everyone else's). */
export async function personAt(
  browser: Browser,
  url: string,
  who: { name: string; email: string; password: string },
): Promise<ServicePerson> {
  // The clipboard as a person's browser lets the editor use it: "Copiar link" writes there, the test reads it back.
  const context = await browser.newContext({
    locale: "pt-BR",
    viewport: { width: 1280, height: 900 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  return {
    ...who,
    context,
    async tab() {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        // The browser's own line for a failed request says less than `failed`, which names the address.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          errors.push(message.text());
      });
      const failed: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400)
          failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      const slug = who.name.split(" ")[0]!.toLowerCase();
      onTestFailed(({ task }) =>
        page.isClosed()
          ? undefined
          : saveScreenshot(page, `service-${slug}-${task.name.slice(0, 32).replace(/\W+/g, "-")}`),
      );
      return { page, driver: new EditorDriver(page, url), errors, failed };
    },
  };
}

/** Fills the account form an invitation link opens ("Criar sua conta no editor") and waits for the pages list. */
export async function acceptInvitation(page: Page, person: ServicePerson, withEmail = false): Promise<void> {
  await page.getByRole("heading", { name: "Criar sua conta no editor" }).waitFor();
  await page.getByLabel("Seu nome").fill(person.name);
  if (withEmail) await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Senha", { exact: true }).fill(person.password);
  await page.getByLabel("Repita a senha").fill(person.password);
  await page.getByRole("button", { name: "Criar conta e entrar" }).click();
  await pagesList(page);
}

/** Waits for the list of the site's pages, the editor's first screen once signed in. */
export async function pagesList(page: Page): Promise<void> {
  await page.getByRole("heading", { name: "Páginas do site" }).waitFor({ timeout: 30_000 });
}

/** Signs in on the sign-in screen with `password` (the person's own unless given). */
export async function signIn(page: Page, person: ServicePerson, password = person.password): Promise<void> {
  await page.getByRole("heading", { name: "Entrar no editor" }).waitFor();
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** Waits until the open document's bar says its draft is saved, with nothing left to save. */
export async function draftSaved(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator(".toolbar__status").first().textContent(), { timeout: 20_000 })
    .toMatch(/^Rascunho salvo/);
}
