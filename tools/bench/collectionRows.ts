import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../model/paths.ts";
import type { CollectionConfig, CollectionRow } from "../../schema/generated/collection.ts";

/** The example collection of the test fixtures: a "sistema para <segmento> em <cidade>" template and its columns. */
const FIXTURE = join(ROOT, "tests/fixtures/collection");
export const TEMPLATE = "sistema-para";
export const COLLECTION = "segmentos-cidades";

const SEGMENTS: Array<[plural: string, singular: string, article: string]> = [
  ["restaurantes", "restaurante", "um"],
  ["lojas de roupas", "loja de roupas", "uma"],
  ["padarias", "padaria", "uma"],
  ["farmácias", "farmácia", "uma"],
  ["oficinas mecânicas", "oficina mecânica", "uma"],
  ["pet shops", "pet shop", "um"],
  ["papelarias", "papelaria", "uma"],
  ["distribuidoras", "distribuidora", "uma"],
  ["depósitos de materiais", "depósito de materiais", "um"],
  ["autopeças", "loja de autopeças", "uma"],
  ["óticas", "ótica", "uma"],
  ["sorveterias", "sorveteria", "uma"],
  ["floriculturas", "floricultura", "uma"],
  ["açougues", "açougue", "um"],
  ["hortifrútis", "hortifrúti", "um"],
  ["lanchonetes", "lanchonete", "uma"],
  ["pizzarias", "pizzaria", "uma"],
  ["academias", "academia", "uma"],
  ["salões de beleza", "salão de beleza", "um"],
  ["transportadoras", "transportadora", "uma"],
];
const CITIES: Array<[city: string, state: string]> = [
  ["Curitiba", "PR"],
  ["Porto Alegre", "RS"],
  ["Florianópolis", "SC"],
  ["São Paulo", "SP"],
  ["Campinas", "SP"],
  ["Rio de Janeiro", "RJ"],
  ["Belo Horizonte", "MG"],
  ["Vitória", "ES"],
  ["Salvador", "BA"],
  ["Recife", "PE"],
  ["Fortaleza", "CE"],
  ["Natal", "RN"],
  ["João Pessoa", "PB"],
  ["Maceió", "AL"],
  ["Aracaju", "SE"],
  ["Teresina", "PI"],
  ["São Luís", "MA"],
  ["Belém", "PA"],
  ["Manaus", "AM"],
  ["Goiânia", "GO"],
  ["Brasília", "DF"],
  ["Cuiabá", "MT"],
  ["Campo Grande", "MS"],
  ["Londrina", "PR"],
  ["Joinville", "SC"],
];

/** Lower-case words without accents, joined by hyphens: "Lojas de roupas São Paulo" → "lojas-de-roupas-sao-paulo". */
function slugOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** What the rows past the first 500 are about (a product × segment × city table), in the slug and the call. */
const PRODUCTS = ["", "nf-e", "nfc-e", "estoque", "financeiro", "pdv", "mdf-e", "ct-e", "boletos", "relatorios"];

/**
 * `count` rows (at most 5,000) in the example collection's columns: segments × cities (500), then the same for each
 * product, the way a marketing table grows.
 */
export function segmentCityRows(count: number): CollectionRow[] {
  const rows = PRODUCTS.flatMap((produto) =>
    SEGMENTS.flatMap(([segmento, singular, artigo]) =>
      CITIES.map(([cidade, uf]) => ({
        slug: slugOf(`${produto} ${segmento} ${cidade}`),
        segmento,
        singular,
        artigo,
        cidade,
        uf,
        chamada: `${produto ? `${produto.toUpperCase()}, ` : ""}NFC-e, estoque e financeiro no mesmo sistema, para ${artigo} ${singular} vender mais em ${cidade}.`,
      })),
    ),
  );
  return rows.slice(0, count);
}

/** Puts the example collection's template page and a collection of `rows` into a config folder. */
export function addCollection(configDir: string, rows: CollectionRow[]): void {
  copyFileSync(join(FIXTURE, "pages", `${TEMPLATE}.json`), join(configDir, "pages", `${TEMPLATE}.json`));
  mkdirSync(join(configDir, "collections"), { recursive: true });
  const example = JSON.parse(
    readFileSync(join(FIXTURE, "collections", `${COLLECTION}.json`), "utf8"),
  ) as CollectionConfig;
  writeFileSync(
    join(configDir, "collections", `${COLLECTION}.json`),
    `${JSON.stringify({ ...example, rows }, null, 2)}\n`,
  );
}
