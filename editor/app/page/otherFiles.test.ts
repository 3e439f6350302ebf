// @vitest-environment node
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { resolvePlan, type PlanCatalogue } from "../../../model/content/sitePlans.ts";
import { ROOT } from "../../../model/paths.ts";
import type { Plan } from "../../../schema/generated/page.ts";
import { parseJsonFile, type JsonFile } from "../../../validator/jsonFile.ts";
import { loadSite, validateLoaded } from "../../../validator/validateSite.ts";
import { loadSchemaSet } from "../../server/schemaSet.ts";
import type { PageSummary, Problem, SchemaSet } from "../../shared/api.ts";
import { describeOthers } from "./otherFiles.ts";

let schemas: SchemaSet;
beforeAll(async () => {
  schemas = await loadSchemaSet({ schemaDir: join(ROOT, "schema"), blocksDir: join(ROOT, "blocks") });
});

const sitePlans = (loadSite(join(ROOT, "site.config")).site!.data as { plans: PlanCatalogue }).plans;

const summary = (name: string, title: string): PageSummary => ({
  name,
  file: `pages/${name}.json`,
  route: `/${name}`,
  title,
  aliases: [],
  protected: false,
});

/** The validator's problems of the real site with one page's data changed, in files other than that page. */
function othersAfter(name: string, change: (data: Record<string, unknown>) => Record<string, unknown>): Problem[] {
  const site = loadSite(join(ROOT, "site.config"));
  const file = `pages/${name}.json`;
  const pages = site.pages.map((page) =>
    page.file === file
      ? (parseJsonFile(file, JSON.stringify(change(page.data as Record<string, unknown>))) as JsonFile)
      : page,
  );
  return validateLoaded({ ...site, pages }).filter((problem) => problem.file !== file);
}

const places = (problems: ReturnType<typeof describeOthers>) =>
  problems.map((problem) => `${problem.place.join(" › ")}: ${problem.message}`);

describe("problems of other files, in the editor's words", () => {
  it("names each field of site.json that an edit breaks, so two problems alike read apart", () => {
    const others = othersAfter("sobre", (data) => ({ ...data, route: "/quem-somos" }));
    expect(places(describeOthers(others, { schemas, pages: [] }))).toEqual([
      'Configurações do site › Navegação › Menu suspenso › Link 2 › Rota: Nenhuma página responde na rota "/sobre".',
      'Configurações do site › Rodapé › Botão 8 › Página do site: Nenhuma página responde na rota "/sobre".',
    ]);
  });

  it("names another page by its title, and the block and field that lead to the route, never a file's path", () => {
    const others = othersAfter("preco", (data) => ({ ...data, route: "/planos" }));
    const pages = [summary("home", "Início"), summary("sobre", "Sobre o produto")];
    const shown = places(describeOthers(others, { schemas, pages }));
    // A block of a page not open has no type the editor knows: it is named when only one type has that field.
    expect(shown).toContain(
      'Página “Início” › Bloco 1 › Botão 2 › Página do site: Nenhuma página responde na rota "/preco".',
    );
    expect(shown).toContain(
      'Página “Sobre o produto” › Bloco 3 (Linhas de imagem e texto) › Linha 1 › Botão 1 › Página do site: Nenhuma página responde na rota "/preco".',
    );
    expect(shown.filter((line) => /pages\/|\.json/.test(line))).toEqual([]);
  });

  it("shows on the payment page's summary a price changed on the price page, in a marketer's words", () => {
    const others = othersAfter("preco", (data) => {
      const blocks = structuredClone(data.blocks) as Array<{ type: string; plans?: Array<Record<string, unknown>> }>;
      // The card written out in the page, at a price of its own, instead of site.json's plan.
      const cards = blocks.find((block) => block.type === "plans")!.plans!;
      const { plan: _plan, ...written } = resolvePlan(cards[3] as Plan, sitePlans);
      cards[3] = { ...written, price: 89.99 };
      return { ...data, blocks };
    });
    const pages = [summary("pagamento", "Pagamento")];
    expect(places(describeOthers(others, { schemas, pages }))).toEqual([
      "Página “Pagamento” › Bloco 1 (Formulário de pagamento) › Resumo do pedido › Plano 4 › Valor: O plano “ERP Gestão Comércio” custa R$\u00a089,99/mês na página “preco” e R$\u00a084,99 por mês no resumo do pedido da página “pagamento”.",
    ]);
  });

  it("names a collection's row and column", () => {
    const problem = {
      file: "collections/cidades.json",
      pointer: "/rows/2/slug",
      line: 9,
      column: 5,
      message: "Slug repetido.",
    };
    expect(places(describeOthers([problem as Problem], { schemas, pages: [] }))).toEqual([
      "Coleção cidades › Linha 3 › “slug”: Slug repetido.",
    ]);
  });
});
