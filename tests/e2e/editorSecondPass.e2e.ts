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
      expect(await driver.validated()).toBe("Nenhum problema encontrado pelo validador.");
      expect(await saveWithButton(page, "site")).toBe(200);
      await page.locator(".toolbar__status", { hasText: "Tudo salvo" }).waitFor();
      expect(siteOnDisk().contact.salesPhone).toEqual({ display: "(44) 3333-4444" });
      await page.goto(`${suite.dev.url}/`);
      const link = page.getByRole("contentinfo").getByRole("link", { name: "(44) 3333-4444" });
      await expect.poll(() => link.getAttribute("href"), { timeout: 15_000 }).toBe("tel:+554433334444");
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
