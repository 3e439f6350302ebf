// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { STARTER_TEXTS, createPage } from "../model/createPage.ts";
import { ROOT } from "../model/paths.ts";
import { parseJsonFile, type JsonFile } from "./jsonFile.ts";
import { launchProblems } from "./launchProblems.ts";
import { PLACEHOLDER_RULES } from "./launchPlaceholders.ts";
import type { Problem } from "./problem.ts";
import { loadSite } from "./validateSite.ts";

/**
 * site.config/ as shipped on 2026-11-25 (site.json and the pages holding placeholders), frozen here so that this test
 * keeps describing that config after the business replaces the real one's placeholders.
 */
const AS_SHIPPED = join(ROOT, "tests/fixtures/launch/as-shipped");

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const located = (problem: Problem) => `${problem.file}:${problem.line}:${problem.column}  ${problem.message}`;

function json(file: string, data: unknown): JsonFile {
  return parseJsonFile(file, JSON.stringify(data, null, 2)) as JsonFile;
}

/** What the launch check says about one page, beside a site.json without placeholders. */
function pageProblems(page: unknown): string[] {
  return launchProblems({ site: json("site.json", {}), pages: [json("pages/p.json", page)] }).map(
    (problem) => problem.message,
  );
}

describe("the launch check", () => {
  it("lists every placeholder of the config as shipped, each on its line, with its fix and SITE-049", () => {
    const problems = launchProblems(loadSite(AS_SHIPPED));
    expect(problems.map(located)).toEqual([
      'site.json:6:5  A razão social "Horizonte Tecnologia Ltda. (razão social a substituir)" é provisória.',
      "site.json:7:5  O CNPJ 11.222.333/0001-81 é o número de exemplo.",
      'site.json:10:3  O endereço "https://www.gestornuvem.example" é provisório (endereços .example não existem).',
      'site.json:55:51  O link "https://www.facebook.com/" leva à página inicial da rede social, não ao perfil da empresa.',
      'site.json:56:53  O link "https://www.instagram.com/" leva à página inicial da rede social, não ao perfil da empresa.',
      'site.json:57:49  O link "https://www.youtube.com/" leva à página inicial da rede social, não ao perfil da empresa.',
      'site.json:60:5  O e-mail "contato@gestornuvem.example" é provisório (endereços .example não existem).',
      'site.json:61:21  O telefone "(44) 3000-0000" é provisório.',
      'site.json:61:50  O telefone "+554430000000" é provisório.',
      'site.json:62:23  O telefone "(44) 3000-0001" é provisório.',
      'site.json:62:52  O telefone "+554430000001" é provisório.',
      'site.json:64:7  O endereço "Rua Exemplo, 1000" é provisório.',
      'site.json:72:5  O endereço "https://app.gestornuvem.example/login" é provisório (endereços .example não existem).',
      'site.json:73:5  O endereço "https://suporte.gestornuvem.example/chamados" é provisório (endereços .example não existem).',
      'site.json:76:5  O número de WhatsApp "5544999990000" é provisório.',
      'pages/certificado.json:163:7  O vídeo "aqz-KE-bpKQ" é o vídeo de exemplo (Big Buck Bunny), não um vídeo da empresa.',
      'pages/home.json:40:7  O vídeo "aqz-KE-bpKQ" é o vídeo de exemplo (Big Buck Bunny), não um vídeo da empresa.',
      'pages/parceiro.json:32:7  O vídeo "aqz-KE-bpKQ" é o vídeo de exemplo (Big Buck Bunny), não um vídeo da empresa.',
      "pages/privacidade.json:6:3  O texto desta página é provisório.",
    ]);
    expect(new Set(problems.map((problem) => problem.code))).toEqual(new Set(["SITE-049"]));
    expect(problems[0]!.hint).toBe("Escreva a razão social da empresa como consta no cartão do CNPJ.");
    expect(problems.at(-1)!.hint).toBe(
      'Troque-o pelo texto definitivo (a política de privacidade precisa ser revista pelo jurídico da empresa) e desmarque "Texto provisório".',
    );
  });

  it("lists nothing once each placeholder is replaced by the company's data", () => {
    const dir = mkdtempSync(join(tmpdir(), "launch-"));
    made.push(dir);
    cpSync(AS_SHIPPED, dir, { recursive: true });
    const replace = (file: string, pairs: Array<[string, string]>) => {
      let text = readFileSync(join(dir, file), "utf8");
      for (const [from, to] of pairs) {
        expect(text, `${file}: ${from}`).toContain(from);
        text = text.replaceAll(from, to);
      }
      writeFileSync(join(dir, file), text);
    };
    replace("site.json", [
      ["Horizonte Tecnologia Ltda. (razão social a substituir)", "Horizonte Tecnologia Ltda."],
      ["11.222.333/0001-81", "45.723.174/0001-10"],
      ["gestornuvem.example", "gestornuvem.com.br"],
      ["https://www.facebook.com/", "https://www.facebook.com/gestornuvem"],
      ["https://www.instagram.com/", "https://www.instagram.com/gestornuvem"],
      ["https://www.youtube.com/", "https://www.youtube.com/@gestornuvem"],
      ["3000-000", "3025-418"],
      ["+55443000000", "+55443025418"],
      ["Rua Exemplo, 1000", "Avenida Brasil, 4210"],
      ["5544999990000", "5544991234567"],
    ]);
    for (const page of ["certificado", "home", "parceiro"])
      replace(`pages/${page}.json`, [["aqz-KE-bpKQ", "dQw4w9WgXcQ"]]);
    replace("pages/privacidade.json", [['  "provisional": true,\n', ""]]);

    expect(launchProblems(loadSite(dir)).map(located)).toEqual([]);
  });

  it("lists each company figure of site.json until the business confirms them, and none after", () => {
    const figures = (provisional: boolean) =>
      launchProblems({
        site: json("site.json", { facts: { provisional, customers: "25 mil", yearsInBusiness: "26 anos" } }),
        pages: [],
      }).map((problem) => [problem.pointer, problem.message]);
    expect(figures(true)).toEqual([
      ["/facts/customers", 'O número "25 mil" de Números da empresa veio do site antigo e ainda não foi confirmado.'],
      [
        "/facts/yearsInBusiness",
        'O número "26 anos" de Números da empresa veio do site antigo e ainda não foi confirmado.',
      ],
    ]);
    expect(figures(false)).toEqual([]);
  });

  it("finds a placeholder written straight into a page's text, and says what it found", () => {
    const page = {
      blocks: [
        {
          type: "richText",
          content: [
            { kind: "paragraph", text: "Visite-nos na Rua Exemplo, 1000 ou escreva para vendas@gestornuvem.example." },
            { kind: "paragraph", text: "Ligue (44) 3000-0000 ou acesse gestornuvem.example/ajuda." },
          ],
        },
        { type: "chatCta", actions: [{ label: "Instagram", href: "https://instagram.com" }] },
      ],
    };
    expect(pageProblems(page)).toEqual([
      'O e-mail "vendas@gestornuvem.example" é provisório (endereços .example não existem).',
      'O endereço "Rua Exemplo, 1000" é provisório.',
      'O endereço "gestornuvem.example/ajuda" é provisório (endereços .example não existem).',
      'O telefone "(44) 3000-0000" é provisório.',
      'O link "https://instagram.com" leva à página inicial da rede social, não ao perfil da empresa.',
    ]);
  });

  it("leaves real data alone: profiles, other phones, other videos, a page no longer marked provisional", () => {
    const page = {
      provisional: false,
      blocks: [
        { type: "video", youtubeId: "dQw4w9WgXcQ" },
        {
          type: "richText",
          content: [
            { kind: "paragraph", text: "Siga https://www.instagram.com/gestornuvem e ligue (44) 3025-4180." },
            { kind: "paragraph", text: "Um exemplo: a Rua Exemplar, 12, e o site example.com." },
          ],
        },
        { type: "carousel", items: [{ kind: "testimonial", name: "Ana Souza", company: "Papelaria Central" }] },
      ],
    };
    expect(pageProblems(page)).toEqual([]);
  });

  it("finds the block catalog's example testimonial copied into a page unchanged", () => {
    const page = {
      blocks: [
        { type: "carousel", items: [{ kind: "testimonial", name: "Nome Sobrenome", company: "Nome da empresa" }] },
      ],
    };
    expect(pageProblems(page)).toEqual([
      'O depoimento ainda tem o texto do exemplo "Nome Sobrenome".',
      'O depoimento ainda tem o texto do exemplo "Nome da empresa".',
    ]);
  });

  it("finds the trust blocks' example data copied into a page: logos, provisional ratings, store and review links", () => {
    const example = (type: string) =>
      JSON.parse(readFileSync(join(ROOT, "blocks", type, `${type}.examples.json`), "utf8"))[0] as unknown;
    const problems = launchProblems({
      site: json("site.json", {}),
      pages: [json("pages/p.json", { blocks: ["logoStrip", "rating", "appBadges"].map(example) })],
    });
    expect(problems.map((problem) => `${problem.pointer}  ${problem.message}`)).toEqual([
      '/blocks/0/logos/0/image/src  O logotipo "/img/exemplo/logo-marketplace.svg" é um logotipo de exemplo, não o de um cliente ou parceiro.',
      '/blocks/0/logos/1/image/src  O logotipo "/img/exemplo/logo-maquininha.svg" é um logotipo de exemplo, não o de um cliente ou parceiro.',
      '/blocks/0/logos/2/image/src  O logotipo "/img/exemplo/logo-banco.svg" é um logotipo de exemplo, não o de um cliente ou parceiro.',
      '/blocks/0/logos/3/image/src  O logotipo "/img/exemplo/logo-banco-digital.svg" é um logotipo de exemplo, não o de um cliente ou parceiro.',
      '/blocks/0/logos/4/image/src  O logotipo "/img/exemplo/logo-loja-virtual.svg" é um logotipo de exemplo, não o de um cliente ou parceiro.',
      '/blocks/0/logos/5/image/src  O logotipo "/img/exemplo/logo-frete.svg" é um logotipo de exemplo, não o de um cliente ou parceiro.',
      '/blocks/0/logos/5/href  O endereço "https://www.transportadora.example/integracao" é provisório (endereços .example não existem).',
      "/blocks/1/provisional  As notas deste bloco são de exemplo.",
      '/blocks/1/items/0/href  O link "https://www.reclameaqui.com.br/empresa/exemplo/" é o do exemplo, não o da empresa.',
      '/blocks/2/badges/0/href  O link "https://apps.apple.com/br/app/id0000000000" é o do exemplo, não o da empresa.',
      '/blocks/2/badges/1/href  O link "https://play.google.com/store/apps/details?id=com.exemplo.app" é o do exemplo, não o da empresa.',
    ]);
  });

  it("leaves the trust blocks alone once filled with the company's data", () => {
    const page = {
      blocks: [
        {
          type: "logoStrip",
          logos: [{ image: { src: "/img/logos/banco-real.svg" }, href: "https://www.banco.com.br" }],
        },
        {
          type: "rating",
          provisional: false,
          items: [{ href: "https://www.reclameaqui.com.br/empresa/gestor-nuvem/" }],
        },
        {
          type: "appBadges",
          badges: [
            { href: "https://apps.apple.com/br/app/gestor-nuvem/id1234567890" },
            { href: "https://play.google.com/store/apps/details?id=br.com.gestornuvem" },
          ],
        },
      ],
    };
    expect(pageProblems(page)).toEqual([]);
  });

  it("finds every example text a new page starts with, on its line, with how to fix it", () => {
    const created = createPage(
      { name: "promo", route: "/promo", start: { kind: "template" } },
      () => undefined,
      () => false,
    );
    if ("error" in created) throw new Error(created.error);
    const problems = launchProblems({ site: json("site.json", {}), pages: [json("pages/promo.json", created.page)] });
    const lines = JSON.stringify(created.page, null, 2).split("\n");
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(JSON.stringify(text))) + 1;
    const texts = Object.values(STARTER_TEXTS);
    expect(problems.map((problem) => `${problem.line}  ${problem.message}`)).toEqual(
      texts
        .map((text) => ({ line: lineOf(text), text }))
        .sort((a, b) => a.line - b.line)
        .map(({ line, text }) => `${line}  O texto "${text}" é o texto de exemplo de uma página nova.`),
    );
    expect(new Set(problems.map((problem) => problem.hint))).toEqual(
      new Set(["Troque o texto de exemplo pelo texto desta página."]),
    );
    // The same words inside a text the marketer wrote are theirs.
    expect(pageProblems({ title: `${STARTER_TEXTS.ctaTitle} Fale com a equipe` })).toEqual([]);
  });

  it("looks for the chat phone and the videos only where they belong", () => {
    expect(pageProblems({ note: "5544999990000", title: "aqz-KE-bpKQ" })).toEqual([]);
    expect(pageProblems({ chat: { phone: "5544999990000" } })).toEqual([]);
  });

  it("keeps each rule's pattern free of the global flag, whose remembered position would skip the next value", () => {
    for (const rule of PLACEHOLDER_RULES) {
      if (rule.find !== true) expect(rule.find.flags, rule.message).not.toContain("g");
    }
  });
});
