// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../model/paths.ts";
import { formatProblem } from "./problem.ts";
import { validateSite } from "./validateSite.ts";

const VALID = join(ROOT, "tests/fixtures/valid");
const COLLECTION = join(ROOT, "tests/fixtures/collection");
const PUBLIC = join(VALID, "public");
const COLLECTION_FILE = "collections/segmentos-cidades.json";
const TEMPLATE_FILE = "pages/sistema-para.json";
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Json = Record<string, unknown>;
interface Row extends Record<string, string> {
  slug: string;
}

/** The valid fixture plus the example collection, each file changed by `edit` (given its parsed value) first. */
function siteWith(
  edit: {
    collection?: (value: { page: string; rows: Row[] }) => void;
    template?: (value: Json) => void;
    pages?: Record<string, Json>;
  } = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), "site-collection-"));
  made.push(dir);
  cpSync(VALID, dir, { recursive: true });
  cpSync(COLLECTION, dir, { recursive: true });
  const rewrite = <T>(file: string, change?: (value: T) => void) => {
    if (!change) return;
    const value = JSON.parse(readFileSync(join(dir, file), "utf8")) as T;
    change(value);
    writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  };
  rewrite(COLLECTION_FILE, edit.collection);
  rewrite(TEMPLATE_FILE, edit.template);
  for (const [name, value] of Object.entries(edit.pages ?? {}))
    writeFileSync(join(dir, "pages", `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
  return dir;
}

/** The 1-based line of the first line of a file that contains `text`. */
function lineOf(dir: string, file: string, text: string, after = 0): number {
  const lines = readFileSync(join(dir, file), "utf8").split("\n");
  return lines.findIndex((line, index) => index >= after && line.includes(text)) + 1;
}

const problemsOf = (dir: string) => validateSite(dir, { publicDir: PUBLIC }).map(formatProblem);

const FAQ = { type: "faq", title: "Dúvidas", items: [{ question: "Pergunta?", answer: "Resposta." }] };
const page = (route: string, blocks: Json[] = [FAQ]): Json => ({
  route,
  title: "Uma página de teste",
  description: "Página para testar rotas.",
  blocks,
});

describe("collections", () => {
  it("accept the example collection (segments × cities)", () => {
    expect(problemsOf(siteWith())).toEqual([]);
  });

  it("refuse a slug that is not lower-case words with hyphens, at its row", () => {
    const dir = siteWith({ collection: (value) => void (value.rows[1]!.slug = "Restaurantes Porto Alegre") });
    const [problem] = problemsOf(dir);
    expect(problem).toMatch(
      new RegExp(`^${COLLECTION_FILE}:${lineOf(dir, COLLECTION_FILE, "Restaurantes Porto")}:\\d+  .*slug.*SITE-\\d+$`),
    );
    expect(problem).toContain('Formato inválido em "slug": "Restaurantes Porto Alegre"');
  });

  it("refuse a slug used twice, naming the first row's line", () => {
    const dir = siteWith({ collection: (value) => void (value.rows[2]!.slug = "restaurantes-curitiba") });
    const first = lineOf(dir, COLLECTION_FILE, "{", 3);
    const second = lineOf(
      dir,
      COLLECTION_FILE,
      '"slug": "restaurantes-curitiba"',
      lineOf(dir, COLLECTION_FILE, '"slug": "restaurantes-curitiba"'),
    );
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${COLLECTION_FILE}:${second}:\\d+  O slug "restaurantes-curitiba" já aparece na linha ${first} desta coleção\\..*SITE-044$`,
        ),
      ),
    ]);
  });

  it("report a field a row lacks at that row, with the misspelled one it has", () => {
    const dir = siteWith({
      collection: (value) => {
        const row = value.rows[3]!;
        row.cidde = row.cidade!;
        delete row.cidade;
      },
    });
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^${COLLECTION_FILE}:${lineOf(dir, COLLECTION_FILE, "{", lineOf(dir, COLLECTION_FILE, "lojas-de-roupas-curitiba"))}:\\d+  A linha "lojas-de-roupas-porto-alegre" não tem o campo "cidade".*Você quis dizer "cidde"\\?  SITE-045$`,
      ),
    );
  });

  it("report a field no row has once, on the template, with the closest column", () => {
    const dir = siteWith({ template: (value) => void (value.description = "Sistema em {{row.cidde}}.") });
    expect(problemsOf(dir)).toEqual([
      `${TEMPLATE_FILE}:${lineOf(dir, TEMPLATE_FILE, '"description"')}:3  {{row.cidde}} não é um campo de nenhuma linha da coleção ${COLLECTION_FILE}.  Use o nome de uma coluna das linhas. Você quis dizer "cidade"?  SITE-046`,
    ]);
  });

  it("check the template's texts with each row filled in: a long city breaks the title at its row", () => {
    const city = "São José dos Campos do Interior Paulista";
    const dir = siteWith({ collection: (value) => void (value.rows[0]!.cidade = city) });
    const problems = problemsOf(dir);
    // The title and the FAQ's title both grow past their limits with this city; each is reported at the row's city.
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toMatch(
        new RegExp(
          `^${COLLECTION_FILE}:${lineOf(dir, COLLECTION_FILE, city)}:\\d+  Na linha "restaurantes-curitiba": .*longo demais.*O texto vem da página modelo, em ${TEMPLATE_FILE}:\\d+:\\d+\\.  SITE-048$`,
        ),
      );
  });

  it("report a template's own mistake once, on the template, not once per row", () => {
    const dir = siteWith({ template: (value) => void (value.titel = "Erro de digitação") });
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${TEMPLATE_FILE}:\\d+:\\d+  Campo desconhecido "titel".*SITE-006$`));
  });

  it("refuse a row whose address another page already has", () => {
    const dir = siteWith({ pages: { clash: page("/sistema-para/lojas-de-roupas-curitiba") } });
    const problems = problemsOf(dir);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${COLLECTION_FILE}:${lineOf(dir, COLLECTION_FILE, '"slug": "lojas-de-roupas-curitiba"')}:\\d+  A rota "/sistema-para/lojas-de-roupas-curitiba" já pertence a pages/clash\\.json\\..*SITE-023$`,
        ),
      ),
    ]);
  });

  it("name a missing template with the closest page", () => {
    const dir = siteWith({ collection: (value) => void (value.page = "sistema-pra") });
    expect(problemsOf(dir)).toContainEqual(
      `${COLLECTION_FILE}:${lineOf(dir, COLLECTION_FILE, '"page"')}:3  A coleção usa a página modelo "sistema-pra", que não existe em pages/.  Escreva o nome de um arquivo de pages/, sem .json. Você quis dizer "sistema-para"?  SITE-042`,
    );
  });

  it("refuse a template whose route has no :slug", () => {
    const dir = siteWith({ template: (value) => void (value.route = "/sistema-para") });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^collections\/segmentos-cidades\.json:\d+:3 {2}A página modelo "sistema-para" tem a rota "\/sistema-para", sem :slug\..*SITE-043$/,
      ),
    ]);
  });

  it("refuse {{row.…}} in a page no collection uses as its template", () => {
    const dir = siteWith({ pages: { solta: { ...page("/solta"), title: "Sistema em {{row.cidade}}" } } });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^pages\/solta\.json:\d+:\d+ {2}\{\{row\.cidade\}\} só vale numa página modelo de coleção\..*SITE-047$/,
      ),
    ]);
  });

  it("let other pages link to a row's page, and suggest it for a near miss", () => {
    const button = (to: string) => ({ type: "chatCta", title: "Veja", actions: [{ label: "VER", to }] });
    const dir = siteWith({
      pages: {
        links: page("/links", [
          button("/sistema-para/restaurantes-curitiba"),
          button("/sistema-para/restaurante-curitiba"),
        ]),
      },
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^pages\/links\.json:\d+:\d+ {2}Nenhuma página responde na rota "\/sistema-para\/restaurante-curitiba"\..*Você quis dizer "\/sistema-para\/restaurantes-curitiba"\? {2}SITE-027$/,
      ),
    ]);
  });

  it("check a template's route made with {{row.…}} with each row filled in, on the rows it leads nowhere from", () => {
    const withButton = (to: string) =>
      siteWith({
        template: (value) => void (value.blocks as Array<{ actions: object[] }>)[0]!.actions.push({ label: "VER", to }),
      });
    expect(problemsOf(withButton("/sistema-para/{{row.slug}}"))).toEqual([]);
    const dir = withButton("/cidades/{{row.slug}}");
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe(
      `${COLLECTION_FILE}:${lineOf(dir, COLLECTION_FILE, '"slug": "restaurantes-curitiba"')}:7  Na linha "restaurantes-curitiba": Nenhuma página responde na rota "/cidades/restaurantes-curitiba".  Corrija a rota ou crie a página. Você quis dizer "/sistema-para/restaurantes-curitiba"? O texto vem da página modelo, em ${TEMPLATE_FILE}:${lineOf(dir, TEMPLATE_FILE, '"/cidades/')}:11.  SITE-048`,
    );
  });
});
