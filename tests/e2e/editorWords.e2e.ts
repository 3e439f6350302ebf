import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { ROOT } from "../../model/paths.ts";
import type { Role } from "../../editor/shared/permissions.ts";
import { SESSION_COOKIE } from "../../editor/service/sessions/sessionCookie.ts";
import { launchBrowser, saveScreenshot } from "./support/browser.ts";
import type { Checkout } from "./support/checkout.ts";
import { buildEditorPages, startEditorService, type RunningService } from "./support/editorService.ts";

/**
 * Every screen of the editor service, as an Editor and as an Administrador, read as a marketer reads it: the text on
 * the screen and in its fields, with no developer syntax, file name, address pattern, code name of an option, git's
 * vocabulary, version hash or English word. The preview frame is the site's own content, not the editor's.
 * The copy of the project gets the example collection and A/B test of tests/fixtures/, and before the walk a team's
 * work goes through the service (a publication, a variant's draft sent for review, a scheduled publication), so that
 * the reviews, the agenda, the history and the activity log name documents.
 */
let dist: string;
let running: RunningService;
let browser: Browser;

const FORBIDDEN: [string, RegExp][] = [
  ["template syntax", /\{\{|\}\}/],
  ["emphasis syntax", /\*trecho\*/],
  ["a file name", /\.json\b/],
  ["an address pattern", /\/:/],
  ["slug", /slug/i],
  ["layout", /\blayout\b/i],
  ["parallel", /\bparallel\b/i],
  ["sequential", /\bsequential\b/i],
  ["tagManager", /tagManager/i],
  ["git", /\bgit\b/i],
  ["commit", /\bcommit/i],
  ["repositório", /repositório/i],
  ["modal", /\bmodal\b/i],
  ["acordeão", /acordeão/i],
  ["validador", /validador/i],
  ["a version hash", /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/],
  ["an English word", /\b(Save|Cancel|Delete|Loading|Submit|Edit|Undo|Redo|Preview|undefined|null|NaN)\b/],
];

/** Copies an example of tests/fixtures/<set>/ into the copy's site.config/, its `$schema` path made right there. */
function addFixture(checkout: Checkout, set: string, path: string): void {
  const target = join(checkout.dir, "site.config", path);
  mkdirSync(join(target, ".."), { recursive: true });
  copyFileSync(join(ROOT, "tests/fixtures", set, path), target);
  const inConfig = `"${"../".repeat(path.split("/").length)}schema/`;
  writeFileSync(target, readFileSync(target, "utf8").replace(/"(\.\.\/)+schema\//, inConfig));
}

beforeAll(async () => {
  [dist, browser] = await Promise.all([buildEditorPages(), launchBrowser()]);
  running = await startEditorService(dist, (checkout) => {
    addFixture(checkout, "collection", "pages/sistema-para.json");
    addFixture(checkout, "collection", "collections/segmentos-cidades.json");
    addFixture(checkout, "experiment", "pages/oferta.json");
    addFixture(checkout, "experiment", "experiments/oferta-ab.json");
    addFixture(checkout, "experiment", "experiments/oferta-ab/b.json");
  });
  await workOfTheTeam();
}, 240_000);

/** What a team did before the walk, through the service's API: a publication, a review request, a schedule. */
async function workOfTheTeam(): Promise<void> {
  const { people, sessions, drafts } = running.current.stores;
  const now = running.clock.now();
  const paula = people.add({ name: "Paula", email: "paula@empresa.com.br", role: "admin" }, null, now)!;
  const cookie = `${SESSION_COOKIE}=${sessions.start(paula.id, now)}`;
  const call = async (method: "POST" | "PUT", path: string, payload: object) => {
    const answer = await running.current.app.inject({
      method,
      url: `/_editor/api/${path}`,
      headers: { "content-type": "application/json", origin: running.url, cookie },
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(`${method} ${path}: ${answer.statusCode} ${answer.body}`);
  };
  const draft = (name: string, file: string, change: (data: Record<string, unknown>) => void) => {
    const data = JSON.parse(readFileSync(join(running.checkout.dir, "site.config", file), "utf8"));
    change(data);
    const version = running.current.context.pages.read(name)?.version ?? null;
    drafts.save("page", name, { data, version, revision: 0 }, paula, now);
  };
  draft("privacidade", "pages/privacidade.json", (data) => void (data.description = `${data.description} Atualizada.`));
  await call("POST", "rascunhos/page/privacidade/publicar", { message: "Atualiza a descrição da privacidade" });
  draft("oferta-ab/b", "experiments/oferta-ab/b.json", (data) => void (data.title = "Oferta direta"));
  await call("POST", `revisoes/page/${encodeURIComponent("oferta-ab/b")}`, { note: "Confere o título da variante?" });
  draft("sobre", "pages/sobre.json", (data) => void (data.description = `${data.description} Nova.`));
  const nextYear = new Date(now).getUTCFullYear() + 1;
  await call("POST", "agenda", {
    kind: "page",
    name: "sobre",
    action: "publish",
    at: `${nextYear}-01-05T09:00`,
    message: "Publica a página Sobre no começo do ano",
  });
}

afterAll(async () => {
  await browser?.close();
  await running?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** A browser of its own for a person with `role`, signed in by a session cookie. */
async function signedIn(name: string, role: Role): Promise<Page> {
  const { people, sessions } = running.current.stores;
  const person = people.add({ name, email: `${role}@empresa.com.br`, role }, null, running.clock.now())!;
  const token = sessions.start(person.id, running.clock.now());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, domain: "localhost", path: "/_editor" }]);
  return context.newPage();
}

/** What the screen says: its text, its fields' values and placeholders, and its controls' accessible names. */
const screenWords = (page: Page) =>
  page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
      if (field.type !== "hidden") parts.push(field.value, field.placeholder);
    }
    for (const element of document.querySelectorAll("[aria-label], [title]"))
      parts.push(element.getAttribute("aria-label") ?? "", element.getAttribute("title") ?? "");
    return parts.join("\n");
  });

/** The forbidden words `text` holds, each with the line it is on. */
const offences = (text: string) =>
  text
    .split("\n")
    .flatMap((line) => FORBIDDEN.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${what}: “${line}”`));

/** Waits until nothing on the screen is still loading or being checked. */
const settled = (page: Page) =>
  page.waitForFunction(() => !/Carregando|Validando…|Conferindo…/.test(document.body.innerText), undefined, {
    timeout: 30_000,
  });

/** Opens the editor at `query` and waits for `ready`, then the screen's words. */
async function read(page: Page, query: string, ready: string | RegExp): Promise<string[]> {
  await page.goto(`${running.url}/_editor${query}`, { waitUntil: "load" });
  const opened = await page
    .getByText(ready)
    .first()
    .waitFor({ timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) return [`${query}: the screen did not show “${ready}”`, ...offences(await screenWords(page))];
  // Lazy parts (lists from the service, the validator's verdict) settle before the screen is read.
  await settled(page);
  return offences(await screenWords(page)).map((offence) => `${query || "(lista)"} ${offence}`);
}

/**
 * Every screen an Editor and an Administrador share, with a text each shows once ready: where the team's work shows,
 * the document it names, by its title.
 */
const SCREENS: [string, string | RegExp][] = [
  ["", "Páginas do site"],
  ["?pagina=home", "Dados da página"],
  ["?pagina=pagamento", "Dados da página"],
  ["?pagina=sistema-para", "Dados da página"],
  ["?pagina=oferta", "Dados da página"],
  ["?configuracao=site", "Dados de todas as páginas"],
  ["?colecao=segmentos-cidades", "Colar linhas de uma planilha"],
  ["?tela=imagens", "Imagens"],
  ["?tela=modelos", "Modelos"],
  ["?tela=revisoes", /^Variante B do teste da página “Oferta/],
  ["?tela=agenda", /a página “Sobre/],
  ["?tela=testes", "Testes A/B"],
  ["?teste=oferta-ab", "Oferta com título direto"],
  ["?resultado=oferta-ab", "Oferta com título direto"],
];
/** An administrator's own screens. */
const ADMIN_SCREENS: [string, string | RegExp][] = [
  ["?tela=pessoas", "Pessoas"],
  ["?tela=registro", /^Variante B do teste da página “Oferta/],
];

/** A new page with one block of every type, every form open, and then its history. */
async function readEveryBlock(page: Page): Promise<string[]> {
  await page.goto(`${running.url}/_editor`, { waitUntil: "load" });
  await page.getByRole("button", { name: "Nova página" }).click();
  await page.getByLabel("Nome da página").fill(`Todos os blocos ${Math.round(running.clock.now())}`);
  await page.getByRole("button", { name: "Criar", exact: true }).click();
  await page.getByText("Dados da página").first().waitFor();
  const types = page.getByRole("group", { name: "Tipo de bloco" }).getByRole("button");
  const count = await types.count();
  for (let index = 0; index < count; index += 1) {
    await types.nth(index).click();
    await expect.poll(() => page.locator("li.block-card").count()).toBe(index + 1);
  }
  await page.getByRole("button", { name: "Abrir todos" }).click();
  await settled(page);
  const found = offences(await screenWords(page)).map((offence) => `(todos os blocos) ${offence}`);
  await page.goto(`${running.url}/_editor?pagina=privacidade`, { waitUntil: "load" });
  await page.getByRole("button", { name: "Histórico" }).click();
  await page.getByRole("dialog").waitFor();
  await settled(page);
  return [...found, ...offences(await screenWords(page)).map((offence) => `(histórico) ${offence}`)];
}

describe("the editor's screens in a marketer's words", () => {
  it.each([
    { role: "editor" as Role, name: "Edu Editor", screens: SCREENS },
    { role: "admin" as Role, name: "Ana Administradora", screens: [...SCREENS, ...ADMIN_SCREENS] },
  ])(
    "as $name, no screen shows developer syntax, file names, git's words or English",
    async ({ role, name, screens }) => {
      const page = await signedIn(name, role);
      onTestFailed(() => saveScreenshot(page, `editor-words-${role}`));
      const found: string[] = [];
      for (const [query, ready] of screens) found.push(...(await read(page, query, ready)));
      found.push(...(await readEveryBlock(page)));
      expect(found).toEqual([]);
      await page.context().close();
    },
    240_000,
  );
});
