// @vitest-environment node
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { PageConfig } from "../schema/generated/page.ts";
import { validators } from "../validator/schemas.ts";
import { createPage, type NewPageRequest } from "./createPage.ts";
import { DEFAULT_CONFIG_DIR, SCHEMA_DIR } from "./paths.ts";

const existing: PageConfig = {
  route: "/preco",
  aliases: [{ route: "/precos" }],
  title: "Preços",
  description: "Planos.",
  blocks: [{ type: "faq", items: [{ question: "P?", answer: "R." }] }],
};
const read = (name: string) => (name === "preco" ? existing : undefined);
const exists = (name: string) => name === "preco";
const all = () => [existing];
const template = { kind: "template" } as const;

describe("createPage", () => {
  it("creates a starter page that passes the page schema", () => {
    const result = createPage({ name: "promo-natal", route: "/promo-natal", start: template }, read, exists, all);
    if (!("page" in result)) throw new Error(result.error);
    expect(result.page.route).toBe("/promo-natal");
    expect(validators().page(result.page)).toBe(true);
  });

  it("points $schema, from the file's place in site.config/pages/, at the page schema (VS Code reads it from there)", () => {
    for (const start of [template, { kind: "empty" as const }]) {
      const result = createPage({ name: "promo-natal", route: "/promo-natal", start }, read, exists, all);
      if (!("page" in result)) throw new Error(result.error);
      expect(existsSync(join(DEFAULT_CONFIG_DIR, "pages", result.page.$schema!))).toBe(true);
      expect(resolve(DEFAULT_CONFIG_DIR, "pages", result.page.$schema!)).toBe(join(SCHEMA_DIR, "page.schema.json"));
    }
  });

  it("copies another page's blocks and links with --from, under the new route and without its aliases", () => {
    const result = createPage(
      { name: "preco-b", route: "/preco-b", start: { kind: "copy", page: "preco" } },
      read,
      exists,
      all,
    );
    if (!("page" in result)) throw new Error(result.error);
    expect(result.page.blocks).toEqual(existing.blocks);
    expect(result.page.route).toBe("/preco-b");
    expect(result.page.aliases).toBeUndefined();
  });

  it("starts an empty page (for the page editor) with the route and nothing else filled in", () => {
    const result = createPage({ name: "vazia", route: "/vazia", start: { kind: "empty" } }, read, exists, all);
    expect(result).toEqual({
      page: {
        $schema: "../../schema/page.schema.json",
        route: "/vazia",
        title: "",
        description: "",
        links: {},
        blocks: [],
      },
    });
  });

  it.each<[NewPageRequest, string]>([
    [
      { name: "nova", route: "/preco", start: template },
      "A rota /preco já pertence a outra página (Preços): escolha outra rota.",
    ],
    [
      { name: "nova", route: "/precos", start: template },
      "A rota /precos já pertence a outra página (Preços): escolha outra rota.",
    ],
    [{ name: "preco", route: "/outra", start: template }, "Já existe uma página chamada “preco”: escolha outro nome."],
    [
      { name: "nova", route: "sem-barra", start: template },
      'Rota inválida "sem-barra": comece com barra e use letras sem acento, números, hífens e barras, sem espaços (ex.: /promo-natal).',
    ],
    [
      { name: "nova", route: "/promo natal", start: template },
      'Rota inválida "/promo natal": comece com barra e use letras sem acento, números, hífens e barras, sem espaços (ex.: /promo-natal).',
    ],
    [
      { name: "1x", route: "/x", start: template },
      'Nome inválido "1x": use até 80 letras minúsculas, números e hífens, começando por letra (ex.: promo-natal).',
    ],
    [
      { name: "promoNatal", route: "/x", start: template },
      'Nome inválido "promoNatal": use até 80 letras minúsculas, números e hífens, começando por letra (ex.: promo-natal).',
    ],
    [
      { name: "a".repeat(81), route: "/x", start: template },
      `Nome inválido "${"a".repeat(81)}": use até 80 letras minúsculas, números e hífens, começando por letra (ex.: promo-natal).`,
    ],
    [
      { name: "../site", route: "/x", start: template },
      'Nome inválido "../site": use até 80 letras minúsculas, números e hífens, começando por letra (ex.: promo-natal).',
    ],
    [
      { name: "nova", route: "/nova", start: { kind: "copy", page: "nada" } },
      "A página “nada”, de que seria a cópia, não existe.",
    ],
  ])("refuses %o", (request, error) => {
    expect(createPage(request, read, exists, all)).toEqual({ error });
  });
});
