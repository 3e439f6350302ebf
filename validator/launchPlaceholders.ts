import { STARTER_TEXTS } from "../model/createPage.ts";

/**
 * The placeholders the site ships with and the business must replace before going live, as data: where each one is
 * looked for, what gives it away, and what `npm run validate -- --launch` says about it (pt-BR). A new kind of
 * placeholder is one more entry here; launchProblems.ts applies the list and nothing else knows about it.
 */

/** One kind of placeholder. */
export interface PlaceholderRule {
  /** Which files are searched: site.json, the pages, or both. */
  in: "site.json" | "pages" | "all";
  /** Which values of those files (a pattern over the JSON pointer); every value when absent. */
  at?: RegExp;
  /** A switch of the same file (a JSON pointer) that must be on for the rule to apply, such as "numbers to confirm". */
  while?: string;
  /** What still marks the value as a placeholder: a pattern found in its text, or `true` for a switch left on. */
  find: RegExp | true;
  /** What is wrong, in pt-BR; `<value>` becomes the text found. */
  message: string;
  /** How to fix it, in pt-BR. */
  fix: string;
}

/** A value that is, whole, one of the example texts a new page starts with. */
const STARTER_TEXT = new RegExp(
  `^(?:${Object.values(STARTER_TEXTS)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})$`,
);

/** The networks whose bare home page (with no profile after it) a social link was left pointing at. */
const NETWORK_HOME_PAGE =
  /^https:\/\/(?:www\.)?(?:facebook|instagram|youtube|linkedin|tiktok|twitter|x|threads)\.(?:com|net)\/?$/;

/** Every placeholder of today's site.config/ (README, "Placeholders the business must replace"). */
export const PLACEHOLDER_RULES: readonly PlaceholderRule[] = [
  {
    in: "all",
    find: /[^"]*\(razão social a substituir\)/,
    message: 'A razão social "<value>" é provisória.',
    fix: "Escreva a razão social da empresa como consta no cartão do CNPJ.",
  },
  {
    in: "all",
    // The number every Brazilian example uses: its check digits are valid, so the schema accepts it.
    find: /11\.222\.333\/0001-81|11222333000181/,
    message: "O CNPJ <value> é o número de exemplo.",
    fix: "Escreva o CNPJ da empresa, no formato 00.000.000/0000-00.",
  },
  {
    in: "all",
    // .example is reserved for examples (RFC 2606): no such address can receive mail or answer.
    find: /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.example\b/i,
    message: 'O e-mail "<value>" é provisório (endereços .example não existem).',
    fix: "Escreva o e-mail de contato da empresa.",
  },
  {
    in: "all",
    find: /(?<![\w.@-])(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.example\b(?:\/(?:[^\s)"]*[^\s)".,;:!?])?)?/i,
    message: 'O endereço "<value>" é provisório (endereços .example não existem).',
    fix: "Escreva o endereço real: o do site, o do sistema ou o da central de chamados da empresa.",
  },
  {
    in: "all",
    find: /Rua Exemplo(?:, ?\d+)?/,
    message: 'O endereço "<value>" é provisório.',
    fix: "Escreva a rua, o número e o complemento da sede da empresa.",
  },
  {
    in: "all",
    find: /(?:\(\d{2}\) ?)?3000-000\d|\+55\d{2}3000000\d/,
    message: 'O telefone "<value>" é provisório.',
    fix: "Escreva o telefone da empresa com o DDD, como (44) 3333-4444.",
  },
  {
    in: "site.json",
    at: /^\/chat\/phone$/,
    find: /^55\d{2}9{4,5}0000$/,
    message: 'O número de WhatsApp "<value>" é provisório.',
    fix: "Escreva o WhatsApp da equipe comercial, só com dígitos, começando por 55 e o DDD (ex.: 5544991234567).",
  },
  {
    in: "all",
    find: NETWORK_HOME_PAGE,
    message: 'O link "<value>" leva à página inicial da rede social, não ao perfil da empresa.',
    fix: "Escreva o endereço do perfil da empresa, por exemplo https://www.instagram.com/suaempresa.",
  },
  {
    in: "pages",
    at: /\/youtubeId$/,
    // Big Buck Bunny, the open film that stands in for the company's videos.
    find: /^aqz-KE-bpKQ$/,
    message: 'O vídeo "<value>" é o vídeo de exemplo (Big Buck Bunny), não um vídeo da empresa.',
    fix: 'Escreva o código do vídeo da empresa no YouTube: os 11 caracteres depois de "v=" no endereço do vídeo.',
  },
  {
    in: "pages",
    at: /\/(?:name|company)$/,
    // What the block catalog's named testimonial says, copied into a page and not filled in.
    find: /^(?:Nome Sobrenome|Nome da empresa)$/,
    message: 'O depoimento ainda tem o texto do exemplo "<value>".',
    fix: "Escreva o nome de quem deu o depoimento e o da empresa (com a permissão da pessoa) ou tire esses campos.",
  },
  {
    in: "all",
    // The block catalog's logos (public/img/exemplo/), copied into a page with their block: no company's mark.
    find: /^\/img\/exemplo\/[^"]+$/,
    message: 'O logotipo "<value>" é um logotipo de exemplo, não o de um cliente ou parceiro.',
    fix: "Troque pela imagem do logotipo da empresa (com a permissão dela para mostrá-lo) ou tire este logotipo da faixa.",
  },
  {
    in: "pages",
    at: /\/blocks\/\d+\/provisional$/,
    find: true,
    message: "As notas deste bloco são de exemplo.",
    fix: 'Escreva as notas, as quantidades de avaliações e as datas como estão hoje em cada fonte e desmarque "Notas provisórias".',
  },
  {
    in: "pages",
    // The app-store and review-site links of the block catalog's examples: they lead to no page of the company.
    find: /^https:\/\/(?:apps\.apple\.com\/\S*\/id0+|play\.google\.com\/\S*[?&]id=com\.exemplo\.app|www\.reclameaqui\.com\.br\/empresa\/exemplo\/?)$/,
    message: 'O link "<value>" é o do exemplo, não o da empresa.',
    fix: "Escreva o endereço da página do aplicativo na loja ou o da página da empresa no site de avaliações.",
  },
  {
    in: "pages",
    find: STARTER_TEXT,
    message: 'O texto "<value>" é o texto de exemplo de uma página nova.',
    fix: "Troque o texto de exemplo pelo texto desta página.",
  },
  {
    in: "site.json",
    at: /^\/facts\/(?!provisional$)[^/]+$/,
    while: "/facts/provisional",
    find: /^.+$/,
    message: 'O número "<value>" de Números da empresa veio do site antigo e ainda não foi confirmado.',
    fix: 'Confirme este número com a empresa e corrija-o se preciso; com todos confirmados, desmarque "Números a confirmar" em Números da empresa.',
  },
  {
    in: "pages",
    at: /^\/provisional$/,
    find: true,
    message: "O texto desta página é provisório.",
    fix: 'Troque-o pelo texto definitivo (a política de privacidade precisa ser revista pelo jurídico da empresa) e desmarque "Texto provisório".',
  },
];
