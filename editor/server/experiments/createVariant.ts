/**
 * "Criar variante": a page's next variant, a copy of the page to change, kept by the store (on the service, drafts of
 * the test and of the variant: nothing of the site changes until they are published). The page's first variant makes its test
 * (paused, split in half, named after the page); each one after it joins that test, the weights split evenly again.
 */
import { ORIGINAL } from "../../../model/experiments/variantFiles.ts";
import { evenWeights, MAX_VARIANTS, type CreatedVariant, type CreateVariantRequest } from "../../shared/experiments.ts";
import { variantOfPage, variantPageName } from "../../shared/variantNames.ts";
import { collectionList } from "../collectionApi.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { refused, type Answer } from "../http.ts";
import { storeOf } from "../documents/fileStore.ts";
import { PAGE } from "../pageApi.ts";
import { EXPERIMENT } from "./experimentKind.ts";
import { openTestOf } from "./experimentList.ts";

/** A variant's file sits one folder deeper than a page's: its `$schema` path says so. */
const VARIANT_SCHEMA_PATH = "../../../schema/page.schema.json";
const MAX_TITLE = 100;

/** A test's file name for `page`: its name in lower case, the first one free (`preco`, `preco-2`, …). */
function freeTestName(context: EditorContext, page: string): string {
  const folder = EXPERIMENT.folder(context);
  const store = storeOf(context);
  const lower = page.toLowerCase().replace(/[^a-z0-9-]/g, "-");
  const base = /^[a-z]/.test(lower) ? lower.slice(0, 70) : `teste-${lower}`.slice(0, 70);
  let name = base;
  const taken = (candidate: string) => folder.has(candidate) || store.draft(EXPERIMENT, candidate) !== undefined;
  for (let number = 2; taken(name); number++) name = `${base}-${number}`;
  return name;
}

/** "Teste da página Preço": the page's title without what follows its " | ", or its name. */
function testTitle(context: EditorContext, page: string): string {
  const title = context.pages.readObject(page)?.title;
  const shown = typeof title === "string" && title.trim() ? title.split(" | ")[0]!.trim() : page;
  return `Teste da página ${shown}`.slice(0, MAX_TITLE);
}

/** The first letter from b on that no variant of the test has. */
function nextVariant(taken: string[]): string {
  for (let code = "b".charCodeAt(0); code <= "z".charCodeAt(0); code++) {
    const letter = String.fromCharCode(code);
    if (!taken.includes(letter)) return letter;
  }
  return `v${taken.length + 1}`;
}

/** Why page `page` cannot have a variant, or undefined. */
async function refusedPage(context: EditorContext, page: string): Promise<Answer | undefined> {
  if (variantOfPage(page) || !context.pages.has(page))
    return refused(404, `A página ${page} não existe: volte à lista de páginas.`);
  const template = (await collectionList(context)).find((collection) => collection.page === page);
  if (template)
    return refused(
      400,
      `Essa página é o modelo da coleção “${template.name}”: uma página de coleção não pode ter variantes de teste A/B.`,
    );
  return undefined;
}

/**
 * Creates the next variant of page `page` as a copy of it, and its test when the page has none running or paused
 * (with `goal`; the page's goals answer which it can reach). Refused in Portuguese for a missing page, a collection's
 * template or a test that already has {@link MAX_VARIANTS} variants.
 */
export async function createVariant(
  context: EditorContext,
  page: string,
  { goal }: CreateVariantRequest,
): Promise<Answer> {
  const refusal = await refusedPage(context, page);
  if (refusal) return refusal;
  const store = storeOf(context);
  const folder = EXPERIMENT.folder(context);
  const open = openTestOf(context, page);
  const test = open?.name ?? freeTestName(context, page);
  const current = open && (store.draft(EXPERIMENT, test)?.data ?? folder.readObject(test));
  const data: Record<string, unknown> = current || {
    $schema: "../../schema/experiment.schema.json",
    name: testTitle(context, page),
    page,
    goal,
    status: "paused",
    variants: [{ name: ORIGINAL, weight: 100 }],
  };
  const variants = Array.isArray(data.variants) ? (data.variants as Array<{ name: string; weight: number }>) : [];
  if (variants.length >= MAX_VARIANTS)
    return refused(
      409,
      `O teste “${String(data.name)}” já tem ${MAX_VARIANTS} variantes, o máximo: apague uma na tela do teste ou encerre-o antes de criar outra.`,
    );
  const variant = nextVariant(variants.map((each) => each.name));
  const weights = evenWeights(variants.length + 1);
  const next = {
    ...data,
    variants: [...variants, { name: variant, weight: 0 }].map((each, index) => ({ ...each, weight: weights[index]! })),
  };
  // A copy of the page as the team is editing it.
  const copy = { ...(store.draft(PAGE, page)?.data ?? context.pages.readObject(page)), $schema: VARIANT_SCHEMA_PATH };
  const name = variantPageName(test, variant);
  // The test first: a variant's page is kept only for a test that exists. Each is kept on top of what it is now.
  await store.keep(EXPERIMENT, test, next, null, true);
  await store.keep(PAGE, name, copy, null, true);
  return { status: 201, body: { test, variant, page: name } satisfies CreatedVariant };
}
