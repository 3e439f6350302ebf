import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import type { Checkout } from "./support/checkout.ts";
import type { EditorDriver } from "./support/editor.ts";
import { editorOnCheckout, saveWithButton } from "./support/editorOnCheckout.ts";

/**
 * Collections in the page editor, on `npm run dev` of a throwaway copy of the project to which the example collection
 * of tests/fixtures/collection/ is added (segmentos-cidades: template sistema-para, four rows). The site's own
 * site.config/ has no collection.
 */
const suite = editorOnCheckout("collections", (checkout) => {
  addFixture(checkout, "pages/sistema-para.json");
  addFixture(checkout, "collections/segmentos-cidades.json");
});
const { editor } = suite;
const collectionFile = () => join(suite.checkout.dir, "site.config/collections/segmentos-cidades.json");
const rowsOnDisk = () => JSON.parse(readFileSync(collectionFile(), "utf8")).rows as Array<Record<string, string>>;

/** Copies a fixture file into the checkout's site.config/, its `$schema` path made right for that folder. */
function addFixture(checkout: Checkout, path: string): void {
  const target = join(checkout.dir, "site.config", path);
  mkdirSync(join(target, ".."), { recursive: true });
  copyFileSync(join(ROOT, "tests/fixtures/collection", path), target);
  writeFileSync(target, readFileSync(target, "utf8").replace('"../../../../schema/', '"../../schema/'));
}

/** Opens the collection from the page list, as a marketer would, and waits for the validator's first verdict. */
async function openFromList(driver: EditorDriver, page: Page): Promise<void> {
  await page.goto(`${suite.dev.url}/_editor`);
  // Four pages until a test adds rows.
  await page.getByText(/^Páginas de segmentos-cidades \(\d+\), a partir da página “/).waitFor();
  await page.getByRole("button", { name: "Abrir a coleção “segmentos-cidades”" }).click();
  await page.getByRole("heading", { name: "Editando a coleção “segmentos-cidades”" }).waitFor();
  await driver.validated();
}

const save = (page: Page) => saveWithButton(page, "collections/");

/** Pastes `text` into the spreadsheet field as the browser does with Ctrl+V: a paste event carrying the clipboard. */
async function paste(page: Page, text: string): Promise<void> {
  await page.getByLabel("Texto copiado da planilha").evaluate((field, copied) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/plain", copied);
    field.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

describe("a collection's template", () => {
  it("is marked as a template in the page list, and its preview shows the row chosen by slug", async () => {
    const { driver, page } = await editor();
    try {
      await page.goto(`${suite.dev.url}/_editor`);
      const templateRow = page.locator(`tr[data-page="sistema-para"]`);
      await expect.poll(() => templateRow.innerText()).toContain("Modelo de coleção");
      await page.getByText(/^Páginas de segmentos-cidades \(4\), a partir da página “/).waitFor();
      expect(await templateRow.innerText()).toContain("cada linha da coleção segmentos-cidades vira uma página");

      await driver.open("sistema-para");
      const choice = page.getByLabel("Linha da prévia");
      expect(await choice.inputValue()).toBe("restaurantes-curitiba");
      await driver.previewShows(/Sistema de gestão para restaurantes em Curitiba/);
      await choice.selectOption("lojas-de-roupas-porto-alegre");
      await driver.previewShows(/Sistema de gestão para lojas de roupas em Porto Alegre/);
      await driver.previewShows(/Porto Alegre · RS/i);
    } finally {
      await suite.giveBack(page);
    }
  }, 120_000);
});

describe("a collection's rows", () => {
  it("opens from the page list as a table, saves an edited cell to the file, and fits 768 px", async () => {
    const { driver, page } = await editor();
    try {
      await openFromList(driver, page);
      const table = page.getByRole("table", { name: /Linhas da coleção segmentos-cidades/ });
      const headers = await table.getByRole("columnheader").allInnerTexts();
      expect(headers).toEqual([
        "Linha",
        "Fim do endereço",
        "segmento",
        "singular",
        "artigo",
        "cidade",
        "uf",
        "chamada",
        "Ações",
      ]);

      const city = page.getByLabel("cidade da linha 2", { exact: true });
      expect(await city.inputValue()).toBe("Porto Alegre");
      await city.fill("Canoas");
      await page.locator(".toolbar__status", { hasText: "Alterações não salvas" }).waitFor();
      expect(await save(page)).toBe(200);
      await page.locator(".toolbar__status", { hasText: "Tudo salvo" }).waitFor();
      expect(rowsOnDisk()[1]!.cidade).toBe("Canoas");
      expect(rowsOnDisk()[0]!.cidade).toBe("Curitiba");

      await page.setViewportSize({ width: 768, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
      await page.getByLabel("chamada da linha 4", { exact: true }).scrollIntoViewIfNeeded();
      expect(await page.getByLabel("chamada da linha 4", { exact: true }).isVisible()).toBe(true);
    } finally {
      await suite.giveBack(page);
    }
  }, 120_000);

  it("offers to publish the collection in words about a collection, not a page", async () => {
    const { driver, page } = await editor();
    try {
      await openFromList(driver, page);
      await page.getByRole("button", { name: "Publicar", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Publicar a coleção “segmentos-cidades”" });
      await dialog.waitFor();
      expect(await dialog.getByLabel("O que mudou").inputValue()).toBe("Publica a coleção “segmentos-cidades”");
      expect(await dialog.innerText()).toContain("Publicar salva a coleção");
      expect(await dialog.innerText()).not.toContain("a página");
      await dialog.getByRole("button", { name: "Cancelar" }).click();
      await dialog.waitFor({ state: "detached" });
    } finally {
      await suite.giveBack(page);
    }
  }, 120_000);

  it("appends two rows pasted from a spreadsheet (CRLF, a quoted cell) and saves them", async () => {
    const { driver, page } = await editor();
    try {
      await openFromList(driver, page);
      const before = rowsOnDisk();
      const copied =
        "slug\tsegmento\tsingular\tartigo\tcidade\tuf\tchamada\r\n" +
        'mercados-londrina\tmercados\tmercado\tum\tLondrina\tPR\t"Balança, NFC-e e estoque\r\nem Londrina."\r\n' +
        "farmacias-natal\tfarmácias\tfarmácia\tuma\tNatal\tRN\tReceitas e estoque em Natal.\r\n";
      await paste(page, copied);
      await page.getByText("2 linhas prontas para colar").waitFor();
      await page.getByRole("button", { name: "Acrescentar ao fim da tabela" }).click();
      expect(await page.getByLabel("Fim do endereço da linha 5", { exact: true }).inputValue()).toBe(
        "mercados-londrina",
      );
      expect(await page.getByLabel("cidade da linha 6", { exact: true }).inputValue()).toBe("Natal");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");

      expect(await save(page)).toBe(200);
      const after = rowsOnDisk();
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.slice(before.length)).toEqual([
        {
          slug: "mercados-londrina",
          segmento: "mercados",
          singular: "mercado",
          artigo: "um",
          cidade: "Londrina",
          uf: "PR",
          chamada: "Balança, NFC-e e estoque\nem Londrina.",
        },
        {
          slug: "farmacias-natal",
          segmento: "farmácias",
          singular: "farmácia",
          artigo: "uma",
          cidade: "Natal",
          uf: "RN",
          chamada: "Receitas e estoque em Natal.",
        },
      ]);
    } finally {
      await suite.giveBack(page);
    }
  }, 120_000);

  it("shows a bad slug's problem on its cell, refuses to save it, and clears once fixed", async () => {
    const { driver, page } = await editor();
    try {
      await openFromList(driver, page);
      const onDisk = readFileSync(collectionFile(), "utf8");
      const slug = page.getByLabel("Fim do endereço da linha 1", { exact: true });
      await slug.fill("Restaurantes Curitiba");
      await expect.poll(() => slug.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
      const described = await slug.evaluate((input) =>
        (input.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(" "),
      );
      expect(described).toContain("“slug” não está no formato aceito.");
      expect(described).toContain("só letras minúsculas sem acento");
      expect(await driver.validated()).toBe("1 problema nas linhas: a célula marcada diz o que corrigir.");

      expect(await save(page)).toBe(422);
      await page.getByRole("alert").filter({ hasText: "A coleção não foi salva" }).waitFor();
      expect(readFileSync(collectionFile(), "utf8")).toBe(onDisk);

      await slug.fill("restaurantes-curitiba");
      await expect.poll(() => slug.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe(null);
    } finally {
      await suite.giveBack(page);
    }
  }, 120_000);
});
