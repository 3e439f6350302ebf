import type { Frame, Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** The page editor of a dev server, driven as a person would: by labels, buttons and the keyboard. */
export class EditorDriver {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Opens a page of site.config/pages/ (named by its title on screen) and waits until the validator has looked at it. */
  async open(name: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/_editor?pagina=${encodeURIComponent(name)}`, { waitUntil: "load" });
    await this.page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    await this.validated();
  }

  /**
   * Opens another page from inside the editor, as a marketer does: back to the list, then its "Abrir". No new
   * document: the dev server's modules are not loaded again, which a fresh address costs each time.
   */
  async openFromList(name: string): Promise<void> {
    await this.page.getByRole("button", { name: "Voltar às páginas" }).click();
    await this.page
      .locator(`tr[data-page="${name}"]`)
      .getByRole("button", { name: /^Abrir / })
      .click();
    await this.page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();
    await this.validated();
  }

  /** Waits until the summary at the top shows the validator's verdict on the page as it is now. */
  async validated(): Promise<string> {
    const summary = this.page.locator("#resumo-validacao");
    await expect
      .poll(
        async () =>
          (await summary.locator("xpath=..").getAttribute("aria-busy")) === "false" &&
          (await summary.textContent()) !== "Validando…",
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    return (await summary.textContent()) ?? "";
  }

  /** The card of the block at `index` (0-based). */
  block(index: number): Locator {
    return this.page.locator("li.block-card").nth(index);
  }

  /** Closes every block's form ("Fechar todos"). */
  async collapseAll(): Promise<void> {
    await this.page.getByRole("button", { name: "Fechar todos" }).click();
  }

  /** Opens the form of the block at `index` if it is closed. */
  async expand(index: number): Promise<Locator> {
    const card = this.block(index);
    const toggle = card.locator(".block-card__title button");
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    return card;
  }

  /** A field of a generated form by the end of its id (its path, e.g. "_plans_0_price"). */
  field(scope: Locator | Page, path: string): Locator {
    return scope.locator(`[id$="${path}"]`).first();
  }

  /** Adds a block of `type` at the end: from its first example, or "em branco" (only what it requires). */
  async addBlock(type: string, start: "example" | "blank" = "example"): Promise<Locator> {
    const before = await this.page.locator("li.block-card").count();
    await this.page.getByRole("radio", { name: start === "blank" ? "Em branco" : "A partir do exemplo" }).check();
    // The types are buttons named in Portuguese; the type's own name is each one's data-type.
    await this.page.getByRole("group", { name: "Tipo de bloco" }).locator(`button[data-type="${type}"]`).click();
    await expect.poll(() => this.page.locator("li.block-card").count()).toBe(before + 1);
    return this.block(before);
  }

  /** Saves with the button: waits for the dev server to accept the file and the bar to say everything is saved. */
  async save(): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) => response.request().method() === "PUT" && response.url().includes("/_editor/api/pages/"),
      { timeout: 15_000 },
    );
    await this.page.getByRole("button", { name: "Salvar", exact: true }).click();
    expect((await saved).status()).toBe(200);
    await this.page.locator(".toolbar__status", { hasText: "Tudo salvo" }).waitFor({ timeout: 15_000 });
  }

  /** The preview's frame (the site's renderer showing the page as edited). */
  preview(): Frame {
    const frame = this.page.frames().find((candidate) => candidate.url().endsWith("/_editor/preview"));
    if (!frame) throw new Error("Prévia não encontrada.");
    return frame;
  }

  /** The text of the preview's page, once it shows `expected`. */
  async previewShows(expected: string | RegExp): Promise<void> {
    await expect
      .poll(() => this.preview().evaluate(() => document.body.innerText), { timeout: 10_000 })
      .toMatch(expected);
  }
}
