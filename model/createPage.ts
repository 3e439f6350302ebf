import type { PageConfig } from "../schema/generated/page.ts";
import { routesOf } from "./routing/pageRoutes.ts";
import pageSchema from "../schema/page.schema.json" with { type: "json" };

/**
 * How a new page begins: empty (only the page editor offers it: the page is not valid until filled in), from the
 * template, or as a copy of an existing page. Tagged, so that no page name can be mistaken for the other two.
 */
export type PageStart = { kind: "empty" } | { kind: "template" } | { kind: "copy"; page: string };

/** What `npm run new-page` (or the page editor) was asked for. */
export interface NewPageRequest {
  name: string;
  route: string;
  start: PageStart;
}

/** A new page's file name: lower-case letters, digits and hyphens, starting with a letter. */
export const PAGE_NAME = /^[a-z][a-z0-9-]{0,79}$/;
/** A page's route, as schema/page.schema.json states it (not restated here). */
const ROUTE = new RegExp(pageSchema.properties.route.pattern);

/** A page with nothing in it yet (not valid: no blocks): the page editor fills it in before it is first saved. */
function emptyPage(route: string): PageConfig {
  return {
    $schema: "../../schema/page.schema.json",
    route,
    title: "",
    description: "",
    links: {},
    blocks: [] as unknown as PageConfig["blocks"],
  };
}

/**
 * The example texts a new page starts with (npm run new-page, the page editor's "Nova página", a new collection's
 * template page): named here, once, so that `npm run validate -- --launch` recognises each one left in a page.
 */
export const STARTER_TEXTS = {
  title: "Título da página (até 70 caracteres)",
  description: "Resumo da página para o Google e as redes sociais (até 160 caracteres).",
  chatMessage: "Olá! Vim pela página e quero falar com um consultor.",
  bannerTitle: "Título principal com *destaque*",
  bannerText: "Texto de apoio do banner.",
  bannerAction: "FALE COM UM CONSULTOR",
  ctaTitle: "Ficou com alguma dúvida?",
  ctaText: "Nossa equipe responde pelo chat.",
  ctaAction: "CHAMAR NO CHAT",
} as const;

/** A fresh landing page: a banner and a chat call to action, with one fixed chat link. */
function starterPage(route: string): PageConfig {
  const texts = STARTER_TEXTS;
  return {
    $schema: "../../schema/page.schema.json",
    route,
    title: texts.title,
    description: texts.description,
    links: { contato: { message: texts.chatMessage } },
    blocks: [
      {
        type: "banner",
        title: texts.bannerTitle,
        text: texts.bannerText,
        actions: [{ label: texts.bannerAction, chat: "contato" }],
      },
      {
        type: "chatCta",
        title: texts.ctaTitle,
        text: texts.ctaText,
        actions: [{ label: texts.ctaAction, chat: "contato" }],
      },
    ],
  };
}

/**
 * Builds a new page config, or says why it cannot: a bad name or route, a name or route already taken,
 * or a page to copy that does not exist. `readPage(name)` returns an existing page or undefined.
 */
export function createPage(
  request: NewPageRequest,
  readPage: (name: string) => PageConfig | undefined,
  pageExists: (name: string) => boolean,
  allPages: () => PageConfig[] = () => [],
): { page: PageConfig } | { error: string } {
  const { name, route, start } = request;
  if (!PAGE_NAME.test(name))
    return {
      error: `Nome inválido "${name}": use até 80 letras minúsculas, números e hífens, começando por letra (ex.: promo-natal).`,
    };
  if (!ROUTE.test(route))
    return {
      error: `Rota inválida "${route}": comece com barra e use letras sem acento, números, hífens e barras, sem espaços (ex.: /promo-natal).`,
    };
  if (pageExists(name)) return { error: `Já existe uma página chamada “${name}”: escolha outro nome.` };
  const taken = allPages().find((page) => routesOf(page).includes(route));
  if (taken) return { error: `A rota ${route} já pertence a outra página (${taken.title}): escolha outra rota.` };
  if (start.kind === "empty") return { page: emptyPage(route) };
  if (start.kind === "template") return { page: starterPage(route) };
  const source = readPage(start.page);
  if (!source) return { error: `A página “${start.page}”, de que seria a cópia, não existe.` };
  const { aliases: _aliases, ...rest } = source;
  return { page: { ...rest, $schema: "../../schema/page.schema.json", route } };
}
