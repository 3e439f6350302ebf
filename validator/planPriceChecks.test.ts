// @vitest-environment node
import { copyFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CONFIG_DIR, ROOT } from "../model/paths.ts";
import { parseJsonFile, type JsonFile } from "./jsonFile.ts";
import { resolvePlan, type PlanCatalogue } from "../model/content/sitePlans.ts";
import type { Plan } from "../schema/generated/page.ts";
import { planPriceProblems } from "./planPriceChecks.ts";
import { formatProblem } from "./problem.ts";
import { loadSite, validateSite } from "./validateSite.ts";

const VALID = join(ROOT, "tests/fixtures/valid");
const PRICES = join(ROOT, "tests/fixtures/prices");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The valid fixture with a price page and a payment page; `payment` replaces the payment page when given. */
function siteWithPrices(payment?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "site-prices-"));
  made.push(dir);
  cpSync(VALID, dir, { recursive: true });
  cpSync(join(PRICES, "pages"), join(dir, "pages"), { recursive: true });
  if (payment) copyFileSync(join(PRICES, payment), join(dir, "pages/pagamento.json"));
  return dir;
}

/** The real site with one page's data changed in memory. */
function realSiteWith(name: string, change: (data: { blocks: Array<Record<string, unknown>> }) => void): JsonFile[] {
  return loadSite(DEFAULT_CONFIG_DIR).pages.map((page) => {
    if (page.file !== `pages/${name}.json`) return page;
    const data = structuredClone(page.data) as { blocks: Array<Record<string, unknown>> };
    change(data);
    return parseJsonFile(page.file, JSON.stringify(data, null, 2)) as JsonFile;
  });
}

const realSite = loadSite(DEFAULT_CONFIG_DIR).site!;
const sitePlans = (realSite.data as { plans: PlanCatalogue }).plans;

type Card = { name: string; price: number; priceSuffix?: string };
/** A page's plan cards, each plan of site.json written out in the card so that a test can change it on this page. */
function cardsOf(data: { blocks: Array<Record<string, unknown>> }): Card[] {
  const block = data.blocks.find((candidate) => candidate.type === "plans")!;
  block.plans = (block.plans as Plan[]).map((card) => {
    const { plan: _plan, ...shown } = resolvePlan(card, sitePlans);
    return shown;
  });
  return block.plans as Card[];
}

describe("prices of the payment summary against the plans blocks", () => {
  it("accepts a payment summary whose plans cost what the price page says, plans on one side only included", () => {
    expect(validateSite(siteWithPrices(), { publicDir: join(VALID, "public") }).map(formatProblem)).toEqual([]);
  });

  it("reports each summary plan whose amount or period differs, on its line, naming both pages", () => {
    const problems = validateSite(siteWithPrices("pagamento-desatualizado.json"), {
      publicDir: join(VALID, "public"),
    });
    expect(problems.map(formatProblem)).toEqual([
      "pages/pagamento.json:61:13  O plano “ERP Emissor Comércio” custa R$\u00a049,99/mês na página “preco” e R$\u00a054,99 por mês no resumo do pedido da página “pagamento”.  Use o mesmo valor e o mesmo período no resumo do pedido e nos blocos de planos: corrija o que estiver desatualizado.  SITE-062",
      "pages/pagamento.json:68:13  O plano “ERP Padrão Comércio” custa R$\u00a058,99/mês na página “preco” e R$\u00a058,99 por ano no resumo do pedido da página “pagamento”.  Use o mesmo valor e o mesmo período no resumo do pedido e nos blocos de planos: corrija o que estiver desatualizado.  SITE-062",
    ]);
    expect(problems.map((problem) => problem.pointer)).toEqual([
      "/blocks/0/summary/plans/0/amount",
      "/blocks/0/summary/plans/1/period",
    ]);
  });

  it("finds the real site's prices in agreement", () => {
    const pages = loadSite(DEFAULT_CONFIG_DIR).pages;
    expect(planPriceProblems(pages, new Set(), realSite)).toEqual([]);
  });

  it("names together the pages that show the same other price, and links plans by name whatever its case", () => {
    const pages = realSiteWith("preco", (data) => {
      const card = cardsOf(data).find((plan) => plan.name === "ERP Gestão Comércio")!;
      card.price = 79.99;
    });
    const changedHome = realSiteWith("home", (data) => {
      const card = cardsOf(data).find((plan) => plan.name === "ERP Gestão Comércio")!;
      card.name = "erp gestão  comércio";
      card.price = 79.99;
    }).find((page) => page.file === "pages/home.json")!;
    const both = pages.map((page) => (page.file === "pages/home.json" ? changedHome : page));
    expect(planPriceProblems(both, new Set(), realSite).map((problem) => [problem.in.file, problem.message])).toEqual([
      [
        "pages/pagamento.json",
        "O plano “ERP Gestão Comércio” custa R$\u00a079,99/mês nas páginas “home” e “preco” e R$\u00a084,99 por mês no resumo do pedido da página “pagamento”.",
      ],
    ]);
  });

  it("leaves a card's period alone when its price says none, and skips the collections' templates", () => {
    const pages = realSiteWith("preco", (data) => {
      for (const card of cardsOf(data)) delete card.priceSuffix;
    });
    expect(planPriceProblems(pages, new Set(), realSite)).toEqual([]);
    const changed = realSiteWith("pagamento", (data) => {
      const summary = data.blocks[0]!.summary as { plans: Array<{ amount: number }> };
      summary.plans[0]!.amount = 1;
    });
    const payment = changed.find((page) => page.file === "pages/pagamento.json")!;
    expect(planPriceProblems(changed, new Set(), realSite)).toHaveLength(1);
    expect(planPriceProblems(changed, new Set([payment]), realSite)).toEqual([]);
  });

  it("reads no page's prices again after a site.json edit that leaves the plans as they were", () => {
    let blockReads = 0;
    const pages = loadSite(DEFAULT_CONFIG_DIR).pages.map((page) => {
      const { blocks, ...rest } = page.data as { blocks: unknown[] };
      const data = Object.defineProperty(rest, "blocks", { enumerable: true, get: () => (blockReads++, blocks) });
      return { ...page, data };
    });
    const siteWith = (change: (data: { brand: { name: string }; plans: PlanCatalogue }) => void) => {
      const data = structuredClone(realSite.data) as { brand: { name: string }; plans: PlanCatalogue };
      change(data);
      return parseJsonFile(realSite.file, JSON.stringify(data, null, 2)) as JsonFile;
    };
    const first = planPriceProblems(
      pages,
      new Set(),
      siteWith(() => {}),
    );
    const readsOfAllPages = blockReads;
    expect(readsOfAllPages).toBeGreaterThan(0);
    const renamed = planPriceProblems(
      pages,
      new Set(),
      siteWith((data) => (data.brand.name = "Outra marca")),
    );
    expect(renamed).toEqual(first);
    expect(blockReads).toBe(readsOfAllPages);
    planPriceProblems(
      pages,
      new Set(),
      siteWith((data) => delete (data.plans as Record<string, unknown>)["comercioBasico"]),
    );
    expect(blockReads).toBeGreaterThan(readsOfAllPages);
  });
});
