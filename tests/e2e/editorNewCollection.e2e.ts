import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFailed } from "vitest";
import { saveScreenshot } from "./support/browser.ts";
import { ensureGitRepository, gitIn } from "./support/checkoutGit.ts";
import { EditorDriver } from "./support/editor.ts";
import { Marketer } from "./support/marketer.ts";
import { editorOnCheckout, saveWithButton } from "./support/editorOnCheckout.ts";

/**
 * A collection started from the editor, as a marketer would: "Nova coleção" on the page list with
 * a new template page, six rows pasted from a spreadsheet that has no slug column, a column put into the template's
 * title from a list, and one publication that commits the collection with its template page. No file made by hand.
 * Every click, typed text, paste and choice is counted: five pasted rows make a collection in at most 20 actions.
 */
const suite = editorOnCheckout("new-collection", (checkout) => ensureGitRepository(checkout.dir));

/** Five cities as a spreadsheet copies them: a header line, tabs between cells, Windows line ends. */
const SPREADSHEET = [
  "Cidade\tEstado\tChamada",
  "Curitiba\tPR\tNotas e estoque em Curitiba.",
  "Porto Alegre\tRS\tNotas e estoque em Porto Alegre.",
  "São Paulo\tSP\tNotas e estoque em São Paulo.",
  "Belo Horizonte\tMG\tNotas e estoque em Belo Horizonte.",
  "Maringá\tPR\tNotas e estoque em Maringá.",
].join("\r\n");

describe("a collection started from the editor", () => {
  it("is made from pasted rows with a new template, and its publication commits the template too", async () => {
    const context = await suite.browser.newContext({ locale: "pt-BR", viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => saveScreenshot(page, "new-collection"));
    const driver = new EditorDriver(page, suite.dev.url);
    const ana = new Marketer(page);
    try {
      await page.goto(`${suite.dev.url}/_editor`);
      const collections = page.getByRole("region", { name: "Coleções de páginas" });
      // Shown with what a collection is for, although the site has none.
      await collections.getByText(/^Ainda não há coleções/).waitFor({ timeout: 60_000 });
      await ana.click(collections.getByRole("button", { name: "Nova coleção" }));
      const dialog = page.getByRole("dialog", { name: "Nova coleção" });
      await ana.type(dialog.getByLabel("Nome da coleção"), "Cidades atendidas");
      expect(await dialog.getByLabel("Página modelo").locator("option:checked").innerText()).toBe(
        "Uma página modelo nova, em /cidades-atendidas/…",
      );
      await ana.click(dialog.getByRole("button", { name: "Criar" }));
      await page.getByRole("heading", { name: "Editando a coleção “cidades-atendidas”" }).waitFor();

      await ana.paste(page.getByLabel("Texto copiado da planilha"), SPREADSHEET);
      await page.getByText("5 linhas prontas para colar, com as colunas: slug, cidade, estado, chamada.").waitFor();
      await ana.click(page.getByRole("button", { name: "Acrescentar ao fim da tabela" }));
      expect(await page.getByLabel("Fim do endereço da linha 3", { exact: true }).inputValue()).toBe("sao-paulo");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      ana.actions += 1;
      expect(await saveWithButton(page, "collections/")).toBe(200);

      // The template's title takes the city from the list of the collection's columns.
      await ana.click(page.getByRole("button", { name: "Voltar às páginas" }));
      await ana.click(
        page.locator('tr[data-page="cidades-atendidas-modelo"]').getByRole("button", { name: /^Abrir / }),
      );
      await driver.validated();
      const title = driver.field(page, "pagina_title");
      await ana.type(title, "Sistema de gestão em ");
      // The menu beside the title field names the collection's columns; the field shows the one put in by name.
      const columns = page.getByRole("combobox", { name: /^Inserir dado do site em “Título/ }).first();
      await ana.choose(columns, "Coluna: cidade");
      expect(await title.inputValue()).toBe("Sistema de gestão em [Coluna: cidade]");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      ana.actions += 1;
      await driver.save();

      await ana.click(page.getByRole("button", { name: "Voltar às páginas" }));
      await ana.click(collections.getByRole("button", { name: "Abrir a coleção “cidades-atendidas”" }));
      await driver.validated();
      await ana.click(page.getByRole("button", { name: "Publicar", exact: true }));
      await ana.click(
        page
          .getByRole("dialog", { name: "Publicar a coleção “cidades-atendidas”" })
          .getByRole("button", { name: "Publicar" }),
      );
      await page.locator("section.outcome", { hasText: "Publicada" }).waitFor({ timeout: 30_000 });
      console.log(`collection journey: ${ana.actions} actions`);
      expect(ana.actions).toBeLessThanOrEqual(20);
    } finally {
      await context.close();
    }

    const saved = JSON.parse(
      readFileSync(join(suite.checkout.dir, "site.config/collections/cidades-atendidas.json"), "utf8"),
    );
    expect(saved.page).toBe("cidades-atendidas-modelo");
    expect(saved.rows).toHaveLength(5);
    expect(saved.rows[4]).toEqual({
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
