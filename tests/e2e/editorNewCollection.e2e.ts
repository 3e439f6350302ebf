import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFailed } from "vitest";
import { saveScreenshot } from "./support/browser.ts";
import { ensureGitRepository, gitIn } from "./support/checkoutGit.ts";
import { EditorDriver } from "./support/editor.ts";
import { editorOnCheckout, saveWithButton } from "./support/editorOnCheckout.ts";

/**
 * A collection started from the editor, as a marketer would: "Nova coleção" on the page list with
 * a new template page, six rows pasted from a spreadsheet that has no slug column, a column put into the template's
 * title from a list, and one publication that commits the collection with its template page. No file made by hand.
 */
const suite = editorOnCheckout("new-collection", (checkout) => ensureGitRepository(checkout.dir));

/** Six cities as a spreadsheet copies them: a header line, tabs between cells, Windows line ends. */
const SPREADSHEET = [
  "Cidade\tEstado\tChamada",
  "Curitiba\tPR\tNotas e estoque em Curitiba.",
  "Porto Alegre\tRS\tNotas e estoque em Porto Alegre.",
  "São Paulo\tSP\tNotas e estoque em São Paulo.",
  "Belo Horizonte\tMG\tNotas e estoque em Belo Horizonte.",
  "Florianópolis\tSC\tNotas e estoque em Florianópolis.",
  "Maringá\tPR\tNotas e estoque em Maringá.",
].join("\r\n");

describe("a collection started from the editor", () => {
  it("is made from pasted rows with a new template, and its publication commits the template too", async () => {
    const context = await suite.browser.newContext({ locale: "pt-BR", viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => saveScreenshot(page, "new-collection"));
    const driver = new EditorDriver(page, suite.dev.url);
    try {
      await page.goto(`${suite.dev.url}/_editor`);
      const collections = page.getByRole("region", { name: "Coleções de páginas" });
      // Shown with what a collection is for, although the site has none.
      await collections.getByText(/^Ainda não há coleções/).waitFor({ timeout: 60_000 });
      await collections.getByRole("button", { name: "Nova coleção" }).click();
      const dialog = page.getByRole("dialog", { name: "Nova coleção" });
      await dialog.getByLabel("Nome da coleção").fill("Cidades atendidas");
      expect(await dialog.getByLabel("Página modelo").locator("option:checked").innerText()).toBe(
        "Uma página modelo nova, em /cidades-atendidas/…",
      );
      await dialog.getByRole("button", { name: "Criar" }).click();
      await page.getByRole("heading", { name: "Editando a coleção “cidades-atendidas”" }).waitFor();

      await page.getByLabel("Texto copiado da planilha").evaluate((field, copied) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData("text/plain", copied);
        field.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
      }, SPREADSHEET);
      await page.getByText("6 linhas prontas para colar, com as colunas: slug, cidade, estado, chamada.").waitFor();
      await page.getByRole("button", { name: "Acrescentar ao fim da tabela" }).click();
      expect(await page.getByLabel("Fim do endereço da linha 3", { exact: true }).inputValue()).toBe("sao-paulo");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      expect(await saveWithButton(page, "collections/")).toBe(200);

      // The template's title takes the city from the list of the collection's columns.
      await page.getByRole("button", { name: "Voltar às páginas" }).click();
      await page
        .locator('tr[data-page="cidades-atendidas-modelo"]')
        .getByRole("button", { name: /^Abrir / })
        .click();
      await driver.validated();
      const title = driver.field(page, "pagina_title");
      await title.fill("Sistema de gestão em ");
      // The menu beside the title field names the collection's columns; the field shows the one put in by name.
      const columns = page.getByRole("combobox", { name: /^Inserir dado do site em “Título/ }).first();
      await columns.selectOption({ label: "Coluna: cidade" });
      expect(await title.inputValue()).toBe("Sistema de gestão em [Coluna: cidade]");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      await driver.save();

      await page.getByRole("button", { name: "Voltar às páginas" }).click();
      await collections.getByRole("button", { name: "Abrir a coleção “cidades-atendidas”" }).click();
      await driver.validated();
      await page.getByRole("button", { name: "Publicar", exact: true }).click();
      await page
        .getByRole("dialog", { name: "Publicar a coleção “cidades-atendidas”" })
        .getByRole("button", { name: "Publicar" })
        .click();
      await page.locator("section.outcome", { hasText: "Publicada" }).waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }

    const saved = JSON.parse(
      readFileSync(join(suite.checkout.dir, "site.config/collections/cidades-atendidas.json"), "utf8"),
    );
    expect(saved.page).toBe("cidades-atendidas-modelo");
    expect(saved.rows).toHaveLength(6);
    expect(saved.rows[5]).toEqual({
      slug: "maringa",
      cidade: "Maringá",
      estado: "PR",
      chamada: "Notas e estoque em Maringá.",
    });
    const template = JSON.parse(
      readFileSync(join(suite.checkout.dir, "site.config/pages/cidades-atendidas-modelo.json"), "utf8"),
    );
    expect(template.route).toBe("/cidades-atendidas/:slug");
    expect(template.title).toBe("Sistema de gestão em {{row.cidade}}");
    expect(gitIn(suite.checkout.dir, "show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "site.config/collections/cidades-atendidas.json",
      "site.config/pages/cidades-atendidas-modelo.json",
    ]);
    expect(gitIn(suite.checkout.dir, "status", "--porcelain", "--", "site.config")).toBe("");
  }, 300_000);
});
