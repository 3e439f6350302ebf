import { resolvePlan, type PlanCatalogue } from "../model/content/sitePlans.ts";
import { configFileEntry } from "../model/pageFileRule.ts";
import { formatBRL } from "../renderer/ui/formatBRL.ts";
import type { Plan, PaymentPlan, PaymentSummary } from "../schema/generated/page.ts";
import type { FileProblem } from "./collectionChecks.ts";
import type { JsonFile } from "./jsonFile.ts";
import { problemText } from "./problemCodes.ts";

type Period = PaymentPlan["period"];

/** A plan card of a `plans` block that shows a price, with the page it is on. */
interface ListedPlan {
  page: string;
  price: number;
  /** The period its suffix names ("/mês" is monthly, "/ano" yearly), or undefined when it names none we know. */
  period?: Period;
  /** The price as the card shows it, e.g. "R$ 84,99/mês". */
  shown: string;
}

/** The period a card's price suffix names: its words, as a marketer writes them ("/mês", "por ano", "/mes"). */
function periodOf(suffix: string | undefined): Period | undefined {
  const words = (suffix ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (/\bmes\b|\bmensal\b/.test(words)) return "mensal";
  if (/\bano\b|\banual\b/.test(words)) return "anual";
  return undefined;
}

/** A plan's name as it links the two places: case, accents' composition and repeated spaces aside. */
const nameKey = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");

const record = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The blocks of a page of type `type`, with their index (a page the schema rejects may hold anything). */
function blocksOf(page: JsonFile, type: string): Array<[Record<string, unknown>, number]> {
  const blocks = record(page.data) && Array.isArray(page.data.blocks) ? page.data.blocks : [];
  return blocks.flatMap((block, index): Array<[Record<string, unknown>, number]> =>
    record(block) && block.type === type ? [[block, index]] : [],
  );
}

/** `items` grouped by `key`, in the order each key first appears. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Where a price is shown, in words: "na página “preco”", "nas páginas “home” e “preco”". */
function onPages(pages: string[]): string {
  const quoted = pages.map((page) => `“${page}”`);
  if (quoted.length === 1) return `na página ${quoted[0]}`;
  return `nas páginas ${quoted.slice(0, -1).join(", ")} e ${quoted.at(-1)}`;
}

/** A plan of a payment form's order summary, with where it is written. */
interface SummaryPlan {
  name: string;
  amount: number;
  period?: Period;
  /** The summary's price as the form shows it, e.g. "R$ 84,99 por mês". */
  shown: string;
  pointer: string;
}

/** What one page holds of the plans' prices: its priced cards (by plan name) and its summaries' plans. */
interface PagePrices {
  listed: Array<[string, ListedPlan]>;
  summaries: SummaryPlan[];
}

/**
 * Each parsed file's prices, read once for a given site.json plan list: a check of a site kept in memory reads only
 * the files that changed (or all, once, when site.json's plans change).
 */
const pricesOfFile = new WeakMap<JsonFile, { catalogue: PlanCatalogue; prices: PagePrices }>();

/**
 * The last plan list read, with its text: a site.json edit that leaves the plans as they were (the brand's name, a
 * phone number) gives the same object, so no page's prices are read again.
 */
let lastCatalogue: { text: string; catalogue: PlanCatalogue } | undefined;

/** site.json's plans, when it has them (the schema reports them otherwise), the same object while their text is. */
function sitePlansOf(site: JsonFile | undefined): PlanCatalogue {
  const plans = site && record(site.data) ? site.data.plans : undefined;
  if (!record(plans)) return undefined;
  const text = JSON.stringify(plans);
  if (lastCatalogue?.text !== text) lastCatalogue = { text, catalogue: plans as PlanCatalogue };
  return lastCatalogue.catalogue;
}

/** The priced cards of a page's `plans` blocks, by their plan's name; a card naming a plan of site.json shows that one. */
function listedPlans(page: JsonFile, catalogue: PlanCatalogue): Array<[string, ListedPlan]> {
  const listed: Array<[string, ListedPlan]> = [];
  const { name: pageName } = configFileEntry(page);
  for (const [block] of blocksOf(page, "plans")) {
    for (const plan of Array.isArray(block.plans) ? (block.plans as unknown[]) : []) {
      if (!record(plan)) continue;
      const { name, price, priceSuffix } = resolvePlan(plan as Plan, catalogue);
      if (typeof name !== "string" || typeof price !== "number") continue;
      const suffix = typeof priceSuffix === "string" ? priceSuffix : undefined;
      const shown = suffix
        ? `${formatBRL(price)}${/^\s*\//.test(suffix) ? "" : " "}${suffix.trim()}`
        : formatBRL(price);
      listed.push([nameKey(name), { page: pageName, price, period: periodOf(suffix), shown }]);
    }
  }
  return listed;
}

/** The plans of a page's payment forms' summaries. */
function summaryPlans(page: JsonFile): SummaryPlan[] {
  const found: SummaryPlan[] = [];
  for (const [block, index] of blocksOf(page, "paymentForm")) {
    const summary = block.summary as Partial<PaymentSummary> | undefined;
    if (!record(summary) || !Array.isArray(summary.plans)) continue;
    const periods: Partial<Record<Period, unknown>> = record(summary.periods) ? summary.periods : {};
    summary.plans.forEach((plan: unknown, position) => {
      if (!record(plan)) return;
      const { name, amount, period } = plan as Partial<PaymentPlan>;
      if (typeof name !== "string" || typeof amount !== "number") return;
      const periodText = period ? periods[period] : undefined;
      const shown = `${formatBRL(amount)}${typeof periodText === "string" ? ` ${periodText}` : ""}`;
      found.push({ name, amount, period, shown, pointer: `/blocks/${index}/summary/plans/${position}` });
    });
  }
  return found;
}

function pricesOf(page: JsonFile, catalogue: PlanCatalogue): PagePrices {
  const known = pricesOfFile.get(page);
  if (known && known.catalogue === catalogue) return known.prices;
  const prices = { listed: listedPlans(page, catalogue), summaries: summaryPlans(page) };
  pricesOfFile.set(page, { catalogue, prices });
  return prices;
}

/**
 * The plans of a payment form's order summary whose price or period differs from a card of the same name in a
 * `plans` block (the price page, the home page…): one problem per price shown elsewhere, on the summary's value. A plan
 * on one side only is no problem (decision 090): a summary may sell a plan the site does not list, and a page may list
 * plans that are not paid there (the ads service's). Each page's prices are read once per parsed file.
 */
export function planPriceProblems(pages: JsonFile[], templates: ReadonlySet<JsonFile>, site?: JsonFile): FileProblem[] {
  const checked = pages.filter((page) => !templates.has(page));
  const catalogue = sitePlansOf(site);
  const sold = checked.filter((page) => pricesOf(page, catalogue).summaries.length > 0);
  if (sold.length === 0) return [];
  const names = new Set(sold.flatMap((page) => pricesOf(page, catalogue).summaries.map((plan) => nameKey(plan.name))));
  const listed = new Map<string, ListedPlan[]>();
  for (const page of checked)
    for (const [key, card] of pricesOf(page, catalogue).listed) {
      if (!names.has(key)) continue;
      const cards = listed.get(key);
      if (cards) cards.push(card);
      else listed.set(key, [card]);
    }
  const problems: FileProblem[] = [];
  for (const page of sold) {
    const { name: payment } = configFileEntry(page);
    for (const { name, amount, period, shown: summary, pointer } of pricesOf(page, catalogue).summaries) {
      const differing = (listed.get(nameKey(name)) ?? []).filter(
        (card) => card.price !== amount || (card.period && period && card.period !== period),
      );
      // One problem per price shown elsewhere: the pages that show the same one are named together.
      for (const [shown, cards] of groupBy(differing, (card) => card.shown)) {
        const field = cards[0]!.price === amount ? "period" : "amount";
        problems.push({
          in: page,
          pointer: `${pointer}/${field}`,
          ...problemText("planPriceMismatch", {
            plan: name,
            listed: shown,
            pages: onPages([...new Set(cards.map((card) => card.page))]),
            summary,
            payment,
          }),
        });
      }
    }
  }
  return problems;
}
