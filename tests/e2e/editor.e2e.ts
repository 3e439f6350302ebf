import { request as httpRequest } from "node:http";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Frame, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import siteJson from "../../site.config/site.json";
import { launchBrowser, saveScreenshot } from "./support/browser.ts";
import { makeCheckout, type Checkout } from "./support/checkout.ts";
import { ensureGitRepository, gitIn } from "./support/checkoutGit.ts";
import { DEV_SERVER_FIRST_LOAD_MS, DEV_SERVER_SETUP_MS, startDevServer, type DevServer } from "./support/devServer.ts";
import { EditorDriver } from "./support/editor.ts";
import { pagePool } from "./support/pagePool.ts";
import { startSite } from "./support/server.ts";
import { ALL_BLOCK_TYPES } from "../helpers/blocks.ts";
import { NOT_CONNECTED } from "../../editor/shared/publicationStatus.ts";
import { shownText } from "../../editor/shared/siteData.ts";
import { axeViolations } from "./support/axe.ts";
import { ROOT } from "../../model/paths.ts";

/**
 * The page editor (/_editor) on `npm run dev` of a throwaway copy of the project: everything it writes lands in
 * that copy's site.config/pages/, which the tests then validate and build.
 */
let checkout: Checkout;
let dev: DevServer;
let browser: Browser;
// The editor is hundreds of modules from the dev server: a page that has loaded them once opens the next test's
// editor from its cache, where a new browser context would fetch them all again.
const pages = pagePool(() => browser);
const WIDE = { width: 1440, height: 900 };
const pagesDir = () => join(checkout.dir, "site.config/pages");
const pageFile = (name: string) => join(pagesDir(), `${name}.json`);

/**
 * Puts /preco as it was with its plans written in full (tests/fixtures/editing/preco.json) in the copy, for the tests
 * that type into a plan's fields (the real /preco shows the site's plans); answers the real file, to put back.
 */
function withWrittenPlans(): string {
  const real = readFileSync(pageFile("preco"), "utf8");
  const fixture = readFileSync(join(ROOT, "tests/fixtures/editing/preco.json"), "utf8");
  writeFileSync(pageFile("preco"), fixture.replace('"../../../schema/', '"../../schema/'));
  return real;
}

beforeAll(async () => {
  checkout = makeCheckout("site-editor-");
  [dev, browser] = await Promise.all([startDevServer(checkout.dir, "/_editor"), launchBrowser()]);
  // The first visit makes Vite bundle the editor's dependencies; later visits start at once, from this page's cache.
  const { page } = await pages.lend(WIDE);
  await page.goto(`${dev.url}/_editor`, { timeout: DEV_SERVER_FIRST_LOAD_MS });
  await page.getByRole("heading", { name: "Páginas do site" }).waitFor({ timeout: DEV_SERVER_FIRST_LOAD_MS });
  await pages.giveBack(page);
}, DEV_SERVER_SETUP_MS);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  checkout?.remove();
});

async function editor(width = WIDE.width): Promise<{ driver: EditorDriver; page: Page; errors: string[] }> {
  const { page, errors } = await pages.lend({ width, height: 900 });
  onTestFailed(({ task }) => saveScreenshot(page, `editor-${task.name.slice(0, 40).replace(/\W+/g, "-")}`));
  return { driver: new EditorDriver(page, dev.url), page, errors };
}

describe("creating a landing page in the editor", () => {
  it("builds /promo-teste from an empty page with a banner, two plans and a FAQ, previews it, saves a valid file that the build prerenders", async () => {
    const { driver, page, errors } = await editor();
    try {
      await page.goto(`${dev.url}/_editor`);
      await page.getByRole("button", { name: "Nova página" }).click();
      await page.getByLabel("Nome da página").fill("promo-teste");
      await page.getByLabel("Endereço", { exact: true }).fill("/promo-teste");
      await page.getByLabel("Começar de").selectOption("empty");
      await page.getByRole("button", { name: "Criar", exact: true }).click();
      await page.getByRole("heading", { name: "Página “promo-teste” (nova, ainda não salva)" }).waitFor();

      await driver.field(page, "pagina_title").fill("Promoção de teste | {{brand.name}}");
      await driver
        .field(page, "pagina_description")
        .fill("Uma página criada no editor do navegador para testar planos, perguntas e links de chat.");
      await page.getByRole("button", { name: "Adicionar link", exact: true }).click();
      await driver.field(page, "pagina_links_newKey-key").fill("promo");
      await driver.field(page, "pagina_links_newKey-key").blur();
      await driver.field(page, "pagina_links_promo_message").fill("Olá! Vim pela promoção de teste.");

      const banner = await driver.addBlock("banner");
      await driver.field(banner, "_title").fill("Promoção *teste* de verão");
      await driver.field(banner, "_actions_0_label").fill("QUERO A PROMOÇÃO");
      await driver.field(banner, "_actions_0_chat").selectOption("promo");
      await banner.getByRole("button", { name: "Escolher imagem" }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /hero-erp\.svg/ })
        .click();
      expect(await driver.field(banner, "_image_src").inputValue()).toBe("/img/hero-erp.svg");
      expect([
        await driver.field(banner, "_image_width").inputValue(),
        await driver.field(banner, "_image_height").inputValue(),
      ]).toEqual(["640", "480"]);
      await driver.field(banner, "_image_alt").fill("Sistema de gestão no computador e no celular");

      const plans = await driver.addBlock("plans");
      await plans.getByRole("button", { name: "Remover: Plano 3" }).click();
      await driver.field(plans, "_plans_0_name").fill("Plano Teste Básico");
      await driver.field(plans, "_plans_0_price").fill("123.45");
      await driver.field(plans, "_plans_1_name").fill("Plano Teste Completo");
      const firstPlanAction = plans.locator('[id$="_plans_0_action"]');
      await firstPlanAction.getByRole("button", { name: "Novo link de chat" }).click();
      await firstPlanAction.getByLabel("Nome do link").fill("planos");
      await firstPlanAction.getByLabel("Mensagem pronta").fill("Olá! Quero saber dos planos de teste.");
      await firstPlanAction.getByRole("button", { name: "Adicionar link" }).click();
      expect(await driver.field(plans, "_plans_0_action_chat").inputValue()).toBe("planos");
      await driver.field(plans, "_plans_1_action_chat").selectOption("planos");

      const faq = await driver.addBlock("faq");
      await driver.field(faq, "_items_0_question").fill("A promoção de teste vale para todos os planos?");

      // The whole summary as the message: a failure then says which problem the validator found.
      expect(await driver.validated(), await page.locator("section.summary").innerText()).toBe(
        "Nenhum problema encontrado na conferência.",
      );
      await driver.previewShows("Promoção teste de verão");
      await driver.previewShows(/R\$\s123,45/);
      await driver.previewShows("A promoção de teste vale para todos os planos?");
      // Chat buttons keep their prefilled fallback address in the preview.
      const chatHref = await driver.preview().locator('a[data-chat="promo"]').first().getAttribute("href");
      expect(chatHref).toBe(
        `${siteJson.chat.baseUrl}${siteJson.chat.phone}?text=${encodeURIComponent("Olá! Vim pela promoção de teste.")}`,
      );

      await driver.save();
      const saved = JSON.parse(readFileSync(pageFile("promo-teste"), "utf8"));
      expect(Object.keys(saved).slice(0, 2)).toEqual(["$schema", "route"]);
      expect(saved.route).toBe("/promo-teste");
      expect(saved.blocks.map((block: { type: string }) => block.type)).toEqual(["banner", "plans", "faq"]);
      expect(saved.blocks[1].plans).toHaveLength(2);
      expect(saved.links).toEqual({
        promo: { message: "Olá! Vim pela promoção de teste." },
        // Declared from the plan's button: a fixed link with its message (a service group only under "Avançado").
        planos: { message: "Olá! Quero saber dos planos de teste." },
      });
      expect(readFileSync(pageFile("promo-teste"), "utf8")).toMatch(
        /^\{\n {2}"\$schema": "\.\.\/\.\.\/schema\/page\.schema\.json",\n {2}"route"/,
      );
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
    }

    expect(checkout.npm("validate")).toContain("nenhum problema");
    checkout.npm("build");
    const html = readFileSync(join(checkout.dir, "dist/promo-teste/index.html"), "utf8");
    expect(html).toContain("Promoção <strong");
    expect(html).toMatch(/R\$(\u00a0|&nbsp;)123,45/);
    expect(html).toContain("A promoção de teste vale para todos os planos?");
  }, 300_000);
});

describe("opening and saving untouched pages", () => {
  it("leaves every page's file byte-identical, with every block's form open", async () => {
    const { driver, page, errors } = await editor();
    try {
      const names = readdirSync(pagesDir())
        .filter((file) => file.endsWith(".json"))
        .map((file) => file.slice(0, -5));
      expect(names.length).toBeGreaterThan(10);
      for (const [order, name] of names.entries()) {
        const before = readFileSync(pageFile(name), "utf8");
        await (order === 0 ? driver.open(name) : driver.openFromList(name));
        await page.getByRole("button", { name: "Abrir todos" }).click();
        await driver.validated();
        // Drawing every generated form changed nothing.
        expect(await page.locator(".toolbar__status").textContent(), name).toBe("Tudo salvo");
        await driver.save();
        expect(readFileSync(pageFile(name), "utf8"), name).toBe(before);
      }
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
    }
  }, 600_000);
});

describe("validation as you type", () => {
  it("shows the validator's message on the wrong field, refuses to save, and clears once fixed", async () => {
    const { driver, page } = await editor();
    const before = readFileSync(pageFile("sobre"), "utf8");
    try {
      await driver.open("sobre");
      const title = driver.field(page, "pagina_title");
      const original = await title.inputValue();
      await title.fill("");
      await expect
        .poll(() => page.locator("#pagina_title__error").textContent())
        .toContain("Preencha o campo “Título”.");
      await expect.poll(() => title.getAttribute("aria-describedby")).toContain("pagina_title__error");

      await driver.field(page, "pagina_route").fill("/home");
      await expect
        .poll(() => page.locator("#pagina_route__error").textContent())
        .toContain('A rota "/home" já pertence a pages/home.json.');

      const card = await driver.expand(0);
      const target = card.locator('input[list="rotas-do-site"]').first();
      const originalTarget = await target.inputValue();
      await target.fill("/contato");
      await expect
        .poll(() => card.locator(".field-errors").first().textContent())
        .toContain('Nenhuma página responde na rota "/contato".');
      await expect
        .poll(() => card.locator(".field-errors").first().textContent())
        .toContain('Você quis dizer "/contatos"?');

      await page.getByRole("button", { name: "Salvar", exact: true }).click();
      const refusal = page.getByRole("alert");
      await expect.poll(() => refusal.textContent()).toContain("A página não foi salva");
      expect(await refusal.textContent()).toContain("Preencha o campo “Título”.");
      expect(readFileSync(pageFile("sobre"), "utf8")).toBe(before);
      // Each refused problem leads to its field: the block opens and the field takes the focus.
      await driver.collapseAll();
      await refusal.getByRole("button", { name: /^Bloco 1 \(.+\) › .+ › Página do site$/ }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("list"))).toBe("rotas-do-site");
      expect(await page.evaluate(() => document.activeElement?.closest("li.block-card") !== null)).toBe(true);
      await refusal.getByRole("button", { name: "Dados da página › Título" }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("pagina_title");

      await title.fill(original);
      await driver.field(page, "pagina_route").fill("/sobre");
      await target.fill(originalTarget);
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      expect(await page.locator(".field-errors").count()).toBe(0);
    } finally {
      await pages.giveBack(page);
    }
  }, 120_000);
});

describe("keyboard", () => {
  it("moves a block with Alt+arrows, undoes with Ctrl+Z and redoes with Ctrl+Shift+Z", async () => {
    const { driver, page } = await editor();
    try {
      await driver.open("sobre");
      const titles = () => page.locator(".block-card__title button").allTextContents();
      const original = await titles();
      await page.locator(".block-card__title button").first().focus();
      await page.keyboard.press("Alt+ArrowDown");
      await expect.poll(async () => (await titles())[1]).toContain(original[0]!.replace(/^\D*1\. /, "").split(" ")[0]);
      // The focus stays on the block that moved.
      expect(
        await page.evaluate(
          () => document.activeElement?.closest("li")?.querySelector(".block-card__title")?.textContent,
        ),
      ).toMatch(/^.?2\./);
      expect(await page.locator(".toolbar__status").textContent()).toBe("Alterações não salvas");
      await page.keyboard.press("Control+z");
      await expect.poll(titles).toEqual(original);
      expect(await page.locator(".toolbar__status").textContent()).toBe("Tudo salvo");
      await page.keyboard.press("Control+Shift+z");
      await expect.poll(async () => (await titles())[0]).toBe(original[1]!.replace("2.", "1."));
      await page.getByRole("button", { name: "Desfazer" }).click();
      await expect.poll(titles).toEqual(original);
    } finally {
      await pages.giveBack(page);
    }
  }, 120_000);
});

/**
 * What axe-core finds against WCAG 2.1 AA on the page (or the preview's frame) as it is now, and the landmark rules:
 * the editor and the site it previews are two documents, each with its own header, main and footer.
 */
const violations = (target: Page | Frame) =>
  axeViolations(target, [
    "landmark-no-duplicate-banner",
    "landmark-no-duplicate-contentinfo",
    "landmark-no-duplicate-main",
    "landmark-one-main",
    "landmark-unique",
  ]);

describe("accessibility", () => {
  it("the page list and an open page with its forms have no axe violations (WCAG 2.1 AA)", async () => {
    const { driver, page } = await editor(1280);
    try {
      await page.goto(`${dev.url}/_editor`);
      await page.getByRole("heading", { name: "Páginas do site" }).waitFor();
      expect(await violations(page)).toEqual([]);
      await driver.open("preco");
      await driver.expand(0);
      await driver.expand(1);
      await driver.field(page, "pagina_title").fill("");
      await driver.validated();
      expect(await violations(page)).toEqual([]);
      await driver.previewShows("R$");
      expect(await violations(driver.preview())).toEqual([]);
    } finally {
      await pages.giveBack(page);
    }
  }, 120_000);
});

describe("layout", () => {
  it("gives a field nested in lists (a plan's benefit) at least 45 % of the form's width", async () => {
    const { driver, page } = await editor();
    const real = withWrittenPlans();
    try {
      await driver.open("preco");
      const plans = await driver.expand(1);
      const benefit = driver.field(plans, "_plans_0_benefits_0");
      await benefit.waitFor();
      const [field, form] = await Promise.all([benefit.boundingBox(), page.locator(".panes__form").boundingBox()]);
      expect(field!.width / form!.width).toBeGreaterThanOrEqual(0.45);
    } finally {
      await pages.giveBack(page);
      writeFileSync(pageFile("preco"), real);
    }
  });
});

describe("the block catalog", () => {
  it("shows every block type at /_editor/blocos, reached from the page list, with no axe violations", async () => {
    const { page, errors } = await editor(1280);
    try {
      await page.goto(`${dev.url}/_editor`);
      await page.getByRole("link", { name: "Catálogo de blocos" }).click();
      await page.getByRole("heading", { level: 1, name: "Catálogo de blocos" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/_editor/blocos");
      for (const type of ALL_BLOCK_TYPES) {
        // Named in Portuguese, with the type as written in the JSON ("Planos plans").
        expect(await page.getByRole("heading", { level: 2, name: new RegExp(`^\\S.* ${type}$`) }).count(), type).toBe(
          1,
        );
        expect(await page.locator(`#bloco-${type} [data-block="${type}"]`).count(), type).toBeGreaterThan(0);
      }
      expect(await page.locator("h1").count()).toBe(1);
      expect(await violations(page)).toEqual([]);
      // Every example's JSON open: still no violations.
      for (const summary of await page.getByText("JSON do exemplo", { exact: true }).all()) await summary.click();
      expect(await page.getByRole("button", { name: "Copiar JSON" }).count()).toBeGreaterThanOrEqual(
        ALL_BLOCK_TYPES.length,
      );
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
    }
  }, 120_000);

  it("is where /_blocos, the catalog's former address, redirects, and fits a phone's width", async () => {
    const answer = await fetch(`${dev.url}/_blocos`, { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/_editor/blocos");
    const { page } = await editor(390);
    try {
      await page.goto(`${dev.url}/_blocos`);
      await page.getByRole("heading", { level: 1, name: "Catálogo de blocos" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/_editor/blocos");
      // On a phone, with every example's JSON open, nothing widens the page.
      for (const summary of await page.getByText("JSON do exemplo", { exact: true }).all()) await summary.click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    } finally {
      await pages.giveBack(page);
    }
  }, 60_000);
});

/** A request to the dev server exactly as written (fetch would tidy up "../" in the path). */
function raw(
  path: string,
  {
    method = "PUT",
    headers = {},
    body = "{}",
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  const { hostname, port } = new URL(dev.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path, method, headers: { "Content-Type": "application/json", ...headers } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("the save endpoint and the production build", () => {
  it("refuses ../, absolute paths, other folders and requests that are not local, and writes nothing outside pages/", async () => {
    const watched = ["site.config/site.json", "package.json", "schema/page.schema.json"].map(
      (file) => [file, readFileSync(join(checkout.dir, file), "utf8")] as const,
    );
    const pagesBefore = readdirSync(pagesDir()).sort();
    const page = JSON.stringify({
      data: JSON.parse(readFileSync(pageFile("sobre"), "utf8")),
      version: null,
      force: true,
    });
    for (const path of [
      "/_editor/api/pages/..%2Fsite",
      "/_editor/api/pages/..%2F..%2Fpackage",
      "/_editor/api/pages/%2Fetc%2Fpasswd",
      "/_editor/api/pages/..",
      "/_editor/api/pages/scripts%2Fnovo",
      "/_editor/api/pages/Nova.Pagina",
    ]) {
      expect(await raw(path, { body: page }), path).toBe(400);
    }
    for (const path of [
      "/_editor/api/pages/../../package.json",
      "/_editor/api/pages/../site",
      "/_editor/api/../../site.config/site.json",
    ]) {
      expect(await raw(path, { body: page }), path).toBeGreaterThanOrEqual(400);
    }
    expect(await raw("/_editor/api/pages/sobre", { body: page, headers: { Host: "evil.example" } })).toBe(403);
    expect(await raw("/_editor/api/pages/sobre", { body: page, headers: { Origin: "https://evil.example" } })).toBe(
      403,
    );
    expect(await raw("/_editor/api/pages/sobre", { body: page, headers: { "Content-Type": "text/plain" } })).toBe(403);
    expect(await raw("/_editor", { method: "GET", headers: { Host: "evil.example" }, body: "" })).toBe(403);
    expect(await raw("/_editor/api/pages/nao-encontrada", { method: "DELETE", body: "" })).toBe(403);
    for (const [file, text] of watched) expect(readFileSync(join(checkout.dir, file), "utf8"), file).toBe(text);
    expect(readdirSync(pagesDir()).sort()).toEqual(pagesBefore);
    expect(
      existsSync(join(checkout.dir, "site.config/novo.json")) || existsSync(join(checkout.dir, "scripts/novo.json")),
    ).toBe(false);
  });

  it("is not in the production build: npm start answers 404 at /_editor and /_blocos, and no editor code is in dist/", async () => {
    if (!existsSync(join(checkout.dir, "dist/index.html"))) checkout.npm("build");
    const site = await startSite({}, checkout.dir);
    try {
      for (const path of [
        "/_editor",
        "/_editor/",
        "/_editor/preview",
        "/_editor/blocos",
        "/_editor/api/pages",
        "/_blocos",
      ]) {
        expect((await fetch(`${site.url}${path}`)).status, path).toBe(404);
      }
    } finally {
      await site.stop();
    }
    const assets = readdirSync(join(checkout.dir, "dist/assets")).filter((file) => file.endsWith(".js"));
    for (const file of assets)
      expect(readFileSync(join(checkout.dir, "dist/assets", file), "utf8"), file).not.toMatch(
        /_editor|Editor de páginas|Catálogo de blocos|rjsf/,
      );
  }, 180_000);
});

describe("a new block type", () => {
  it("is editable as soon as its folder has a schema and examples, with no editor code changed", async () => {
    const folder = join(checkout.dir, "blocks/avisoSimples");
    mkdirSync(folder);
    writeFileSync(
      join(folder, "avisoSimples.schema.json"),
      JSON.stringify({
        $schema: "http://json-schema.org/draft-07/schema#",
        title: "AvisoSimplesBlock",
        "x-title": "Aviso simples",
        description: "Faixa de aviso com um texto curto.",
        type: "object",
        properties: {
          type: { title: "Tipo do bloco", description: "Tipo do bloco.", const: "avisoSimples" },
          mensagem: {
            $ref: "../../schema/defs.schema.json#/definitions/text",
            title: "Aviso",
            description: "Texto do aviso, em uma linha.",
          },
          prazo: {
            title: "Prazo",
            description: "Dias que faltam para a promoção acabar.",
            type: "integer",
            minimum: 0,
          },
          urgente: { title: "Urgente", description: "Quando true, o aviso aparece em destaque.", type: "boolean" },
        },
        required: ["type", "mensagem"],
        additionalProperties: false,
      }),
    );
    writeFileSync(
      join(folder, "avisoSimples.examples.json"),
      JSON.stringify([{ type: "avisoSimples", mensagem: "Promoção válida até domingo.", prazo: 3 }]),
    );
    checkout.npm("gen:types");

    const { driver, page } = await editor();
    try {
      await driver.open("sobre");
      const card = await driver.addBlock("avisoSimples");
      expect(await card.locator(".block-card__title").textContent()).toContain("Aviso simples");
      expect(await card.getByLabel(/^Aviso/).inputValue()).toBe("Promoção válida até domingo.");
      expect(await card.getByLabel(/^Prazo/).inputValue()).toBe("3");
      await card.getByLabel(/^Urgente/).selectOption("true");
      await card.getByLabel(/^Aviso/).fill("");
      await expect.poll(() => card.locator(".field-errors").textContent()).toContain("Preencha o campo “Aviso”.");
      await card.getByLabel(/^Aviso/).fill("Só até domingo.");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      await driver.previewShows("Sem componente no site para: avisoSimples");

      // The catalog reads the block folders too: the new type is there, with its example's JSON, but no drawing.
      const [catalog] = await Promise.all([
        page.waitForEvent("popup"),
        page
          .getByRole("link", { name: "Ver todos os blocos e os seus exemplos no catálogo (abre em nova aba)" })
          .click(),
      ]);
      await catalog.getByRole("heading", { level: 2, name: "Aviso simples avisoSimples", exact: true }).waitFor();
      const entry = catalog.locator("#bloco-avisoSimples");
      expect(await entry.textContent()).toContain("Faixa de aviso com um texto curto.");
      expect(await entry.getByRole("note").textContent()).toContain("Sem componente no site para: avisoSimples");
      expect(await entry.locator("pre code").textContent()).toContain('"mensagem": "Promoção válida até domingo."');
    } finally {
      await pages.giveBack(page);
    }
  }, 180_000);
});

describe("images from the computer", () => {
  it("sends a PNG with the file chooser, asks for its description, and saves the page pointing at the WebP with its size", async () => {
    const { driver, page, errors } = await editor();
    try {
      await driver.open("contadores");
      const banner = await driver.expand(0);
      const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#2a6" } })
        .png()
        .toBuffer();
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        banner.getByRole("button", { name: "Enviar do computador" }).click(),
      ]);
      await chooser.setFiles({ name: "Equipe Contábil.png", mimeType: "image/png", buffer: png });

      // The image is chosen at once; its description is asked for, with the cursor in its field.
      await banner.getByText(/^Descreva a imagem no campo de descrição abaixo/).waitFor();
      expect(await driver.field(banner, "_image_src").inputValue()).toBe("/img/equipe-contabil.webp");
      const alt = driver.field(banner, "_image_alt");
      expect(await alt.inputValue()).toBe("");
      await expect.poll(() => alt.evaluate((input) => input === document.activeElement)).toBe(true);
      await alt.fill("Contadora conferindo notas fiscais no computador");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      await driver.save();

      const file = join(checkout.dir, "public/img/equipe-contabil.webp");
      const saved = await sharp(readFileSync(file)).metadata();
      expect([saved.format, saved.width, saved.height]).toEqual(["webp", 1600, 800]);
      const data = JSON.parse(readFileSync(pageFile("contadores"), "utf8"));
      expect(data.blocks[0].image).toEqual({
        src: "/img/equipe-contabil.webp",
        alt: "Contadora conferindo notas fiscais no computador",
        width: 1600,
        height: 800,
      });
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
    }
  }, 120_000);
});

describe("editing on the page", () => {
  it("adds a plans block “em branco” with the schema's one plan, empty, and a blank call to action using the page's chat link", async () => {
    const { driver, page, errors } = await editor();
    try {
      await driver.open("anuncios");
      const plans = await driver.addBlock("plans", "blank");
      // One plan (the schema's minItems) with one benefit, both empty; nothing of the example.
      await expect.poll(() => plans.locator('[id$="_name"]').count()).toBe(1);
      expect(await driver.field(plans, "_plans_0_name").inputValue()).toBe("");
      expect(await driver.field(plans, "_plans_0_benefits_0").inputValue()).toBe("");
      expect(await plans.locator('[id$="_benefits_1"]').count()).toBe(0);
      expect(await plans.locator('[id$="_plans_0_action_chat"]').count()).toBe(0);
      const cta = await driver.addBlock("chatCta", "blank");
      expect(await driver.field(cta, "_title").inputValue()).toBe("");
      expect(await driver.field(cta, "_actions_0_label").inputValue()).toBe("");
      // The button leads to the page's own chat link (anuncios declares only "trafego").
      expect(await driver.field(cta, "_actions_0_chat").inputValue()).toBe("trafego");
      // The validator asks for the empty texts, and for nothing else in the new blocks.
      await driver.validated();
      const summary = await page.locator("section.summary").innerText();
      expect(summary).toMatch(/problemas? nesta página/);
      expect(summary).not.toMatch(/não está declarado|destino/i);
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
    }
  }, 120_000);

  it("opens, shows and marks a block's form when the block is clicked in the preview, which outlines it on hover", async () => {
    const { driver, page, errors } = await editor();
    try {
      await driver.open("sobre");
      const card = driver.block(3);
      const toggle = card.locator(".block-card__title button");
      // A page of six blocks opens with every form closed.
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      const shown = driver.preview().locator("#conteudo > [data-block]");
      await expect.poll(() => shown.count(), { timeout: 10_000 }).toBe(6);
      const target = shown.nth(3);
      await target.hover();
      expect(await target.evaluate((block) => getComputedStyle(block).outlineStyle)).toBe("dashed");
      await target.click();
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
      await card.locator(".block-card__body").waitFor();
      expect(await card.getAttribute("class")).toContain("block-card--picked");
      await expect.poll(() => card.evaluate((element) => element.getBoundingClientRect().top < innerHeight)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
    }
  }, 120_000);

  it("moves a block above another by dragging its handle with the mouse (the preview follows, Ctrl+Z undoes it) and by the keyboard on the handle, told in Portuguese", async () => {
    const { driver, page, errors } = await editor();
    try {
      await driver.open("sobre");
      // Each card's title without its position ("3. …"), and the preview's blocks by type, in order.
      const names = () =>
        page
          .locator(".block-card__title button")
          .evaluateAll((titles) => titles.map((title) => title.textContent?.replace(/^\D*\d+\.\s*/, "")));
      const previewTypes = () =>
        driver
          .preview()
          .locator("#conteudo > [data-block]")
          .evaluateAll((blocks) => blocks.map((block) => block.getAttribute("data-block")));
      const original = await names();
      await expect.poll(previewTypes, { timeout: 10_000 }).toHaveLength(original.length);
      const originalTypes = await previewTypes();
      expect(originalTypes.slice(0, 3)).toEqual(["banner", "stats", "mediaRows"]);
      /** The list with its third item moved above its second. */
      const thirdAboveSecond = (list: unknown[]) => [list[0], list[2], list[1], ...list.slice(3)];

      const handle = driver.block(2).getByRole("button", { name: /^Arrastar o bloco 3/ });
      await handle.scrollIntoViewIfNeeded();
      const from = (await handle.boundingBox())!;
      const above = (await driver.block(1).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      // dnd-kit starts a drag after a few pixels and follows the pointer move by move.
      const toY = above.y + 4;
      for (let step = 1; step <= 12; step += 1)
        await page.mouse.move(from.x + from.width / 2, from.y + ((toY - from.y) * step) / 12);
      await page.mouse.up();

      await expect.poll(names).toEqual(thirdAboveSecond(original));
      await expect.poll(previewTypes, { timeout: 10_000 }).toEqual(thirdAboveSecond(originalTypes));
      expect(await page.locator(".toolbar__status").textContent()).toBe("Alterações não salvas");
      await page.keyboard.press("Control+z");
      await expect.poll(names).toEqual(original);
      await expect.poll(previewTypes, { timeout: 10_000 }).toEqual(originalTypes);

      // The same move by the keyboard on the handle, told in Portuguese.
      const liveRegion = page.locator('[id^="DndLiveRegion"]');
      await handle.focus();
      await page.keyboard.press("Space");
      // Told by the block's pt-BR name (mediaRows).
      await expect.poll(() => liveRegion.textContent()).toBe("Bloco Linhas de imagem e texto pego na posição 3.");
      // dnd-kit's keyboard sensor listens for the arrows from a timer set as the block is picked up, and Chromium runs
      // a key before a waiting timer: a timer set now runs after that one, so the next key is heard (a key pressed
      // earlier was lost, once in a CI run).
      await page.evaluate(() => new Promise((listening) => setTimeout(listening)));
      await page.keyboard.press("ArrowUp");
      // Block 2 is in the upper half of the list's pane, so the sensor scrolls the pane smoothly instead of moving the
      // block, and the block is over position 2 once the scroll has gone far enough (about 120 ms here, more under load).
      await expect.poll(() => liveRegion.textContent(), { timeout: 10_000 }).toMatch(/sobre a posição 2\.$/);
      await page.keyboard.press("Space");
      await expect.poll(names).toEqual(thirdAboveSecond(original));
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
    }
  }, 120_000);
});

describe("publishing and history through git", () => {
  beforeAll(() => ensureGitRepository(checkout.dir));

  /** Publishes the open page with `message` typed over the suggested one; returns the outcome's text. */
  async function publish(page: Page, message?: string): Promise<string> {
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: /^Publicar a página / });
    if (message !== undefined) await dialog.getByLabel("O que mudou").fill(message);
    await dialog.getByRole("button", { name: "Publicar" }).click();
    const outcome = page.locator("section.outcome", { hasText: "Publicada" });
    await outcome.waitFor({ timeout: 30_000 });
    const text = await outcome.innerText();
    await outcome.getByRole("button", { name: "Fechar" }).click();
    return text;
  }

  it("publishes a page twice, lists both in Histórico, previews and restores the first as a third commit", async () => {
    const { driver, page, errors } = await editor();
    const file = "site.config/pages/historia-teste.json";
    try {
      await page.goto(`${dev.url}/_editor`);
      await page.getByRole("button", { name: "Nova página" }).click();
      await page.getByLabel("Nome da página").fill("historia-teste");
      await page.getByLabel("Endereço", { exact: true }).fill("/historia-teste");
      await page.getByLabel("Começar de").selectOption("template");
      await page.getByRole("button", { name: "Criar", exact: true }).click();
      const banner = await driver.expand(0);
      await driver.field(banner, "_title").fill("Primeira versão da promoção");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");

      const first = await publish(page, "Primeira versão");
      expect(first).toMatch(/Publicada em \d\d\/\d\d\/\d{4} às \d\d:\d\d: registrada no histórico\./);
      expect(first).toContain(NOT_CONNECTED);
      await page.locator(".toolbar__status", { hasText: "Tudo salvo" }).waitFor();

      await driver.field(banner, "_title").fill("Segunda versão da promoção");
      await publish(page, "Segunda versão");

      // Saved but not published: a draft in the page list.
      await driver.field(banner, "_title").fill("Rascunho da promoção");
      await driver.save();
      await page.getByRole("button", { name: /Voltar às páginas/ }).click();
      const row = page.locator(`tr[data-page="historia-teste"]`);
      await row.getByText("Rascunho").waitFor();
      expect(await page.locator(`tr[data-page="home"]`).getByText("Rascunho").count()).toBe(0);
      expect(await violations(page)).toEqual([]);
      await row.getByRole("button", { name: /^Abrir/ }).click();
      await page.getByRole("heading", { name: /^Editando a página “/ }).waitFor();

      await page.getByRole("button", { name: "Histórico" }).click();
      const history = page.getByRole("dialog", { name: /^Histórico: Página “/ });
      const rows = history.locator("tbody tr");
      await expect.poll(() => history.innerText(), { timeout: 15_000 }).toContain("Primeira versão");
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(0).innerText()).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d\s+Ana Marketing\s+Segunda versão/);
      expect(await rows.nth(1).innerText()).toContain("Primeira versão");
      expect(await violations(page)).toEqual([]);

      await rows
        .nth(1)
        .getByRole("button", { name: /^Ver na prévia/ })
        .click();
      await driver.previewShows("Primeira versão da promoção");
      await page.getByText(/A prévia mostra a versão de .* \(“Primeira versão”\)\. O formulário não mudou\./).waitFor();
      expect(await driver.field(await driver.expand(0), "_title").inputValue()).toBe("Rascunho da promoção");
      await page.getByRole("button", { name: "Voltar à prévia atual" }).click();
      await driver.previewShows("Rascunho da promoção");

      await page.getByRole("button", { name: "Histórico" }).click();
      await rows
        .nth(1)
        .getByRole("button", { name: /^Restaurar/ })
        .click();
      await expect
        .poll(async () => driver.field(await driver.expand(0), "_title").inputValue(), { timeout: 15_000 })
        .toBe("Primeira versão da promoção");
      expect(await page.locator(".toolbar__status").textContent()).toBe("Alterações não salvas");
      await page.getByRole("button", { name: "Publicar", exact: true }).click();
      expect(await page.getByLabel("O que mudou").inputValue()).toMatch(
        /^Restaura a página historia-teste à versão de \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
      );
      await page
        .getByRole("dialog", { name: /^Publicar a página / })
        .getByRole("button", { name: "Publicar" })
        .click();
      await page.locator("section.outcome", { hasText: "Publicada" }).waitFor({ timeout: 30_000 });

      const log = gitIn(checkout.dir, "log", "--format=%H %s", "--", file).trim().split("\n");
      expect(log.map((line) => line.slice(41))).toEqual([
        expect.stringMatching(/^Restaura a página historia-teste à versão de /),
        "Segunda versão",
        "Primeira versão",
      ]);
      const firstCommit = log[2]!.slice(0, 40);
      expect(readFileSync(join(checkout.dir, file), "utf8")).toBe(
        gitIn(checkout.dir, "show", `${firstCommit}:${file}`),
      );
      expect(gitIn(checkout.dir, "status", "--porcelain", "--", file)).toBe("");
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
    }
  }, 180_000);
});

describe("a page changed on disk while it is open", () => {
  it("says so at once, compares the two versions, refuses a stale save, saves over on purpose and reloads", async () => {
    const { driver, page } = await editor();
    const before = readFileSync(pageFile("contatos"), "utf8");
    const original = JSON.parse(before).title as string;
    const writeTitle = (title: string) =>
      writeFileSync(pageFile("contatos"), before.replace(JSON.stringify(original), JSON.stringify(title)));
    try {
      await driver.open("contatos");
      const title = driver.field(page, "pagina_title");
      await title.fill("Minha versão do título");

      writeTitle("Título mudado fora do editor");
      const notice = page.getByRole("alert").filter({ hasText: "Este arquivo mudou fora do editor" });
      await notice.waitFor({ timeout: 10_000 });
      await notice.getByRole("button", { name: "Comparar" }).click();
      const compare = page.getByRole("dialog", { name: "Comparar as duas versões" });
      const changes = (heading: string) =>
        compare.getByRole("region", { name: heading }).getByRole("listitem").allTextContents();
      await expect
        .poll(() => changes("O que mudou na outra versão"), { timeout: 15_000 })
        .toEqual([`Título: antes “${shownText(original)}” → depois “Título mudado fora do editor”`]);
      expect(await changes("O que você mudou")).toEqual([
        `Título: antes “${shownText(original)}” → depois “Minha versão do título”`,
      ]);
      // Both changed the title: the dialog asks which one stays.
      await compare.getByRole("group", { name: "Título" }).waitFor();
      expect(await violations(page)).toEqual([]);
      await compare.getByRole("button", { name: "Fechar" }).click();

      // A save based on the version opened is refused: the other edit stays on disk.
      await page.getByRole("button", { name: "Salvar", exact: true }).click();
      await notice.getByText("Nada foi salvo, para não apagar a outra alteração.").waitFor();
      expect(JSON.parse(readFileSync(pageFile("contatos"), "utf8")).title).toBe("Título mudado fora do editor");

      await notice.getByRole("button", { name: "Comparar" }).click();
      await compare.getByRole("button", { name: "Salvar mesmo assim" }).click();
      await page.locator(".toolbar__status", { hasText: "Tudo salvo" }).waitFor();
      expect(JSON.parse(readFileSync(pageFile("contatos"), "utf8")).title).toBe("Minha versão do título");
      await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);

      writeTitle("Outra mudança de fora");
      await notice.getByRole("button", { name: "Recarregar" }).click();
      await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe("Outra mudança de fora");
      expect(await page.locator(".toolbar__status").textContent()).toBe("Tudo salvo");
      expect(await notice.count()).toBe(0);
    } finally {
      writeFileSync(pageFile("contatos"), before);
      await pages.giveBack(page);
    }
  }, 120_000);
});

describe("an edit on disk to another field while the page is open", () => {
  it("compares by block and field in Portuguese and keeps both: the saved file holds the other edit and the editor's", async () => {
    const { driver, page, errors } = await editor();
    const before = readFileSync(pageFile("contatos"), "utf8");
    try {
      await driver.open("contatos");
      await driver.field(page, "pagina_title").fill("Título novo do editor");

      // Someone else changes the second card's title of the cards block, and saves.
      const theirs = JSON.parse(before) as { blocks: Array<{ cards?: Array<{ title: string }> }> };
      const original = theirs.blocks[1]!.cards![1]!.title;
      theirs.blocks[1]!.cards![1]!.title = "Título do cartão mudado fora";
      writeFileSync(pageFile("contatos"), `${JSON.stringify(theirs, null, 2)}\n`);

      const notice = page.getByRole("alert").filter({ hasText: "Este arquivo mudou fora do editor" });
      await notice.waitFor({ timeout: 10_000 });
      await notice.getByRole("button", { name: "Comparar" }).click();
      const compare = page.getByRole("dialog", { name: "Comparar as duas versões" });
      const changes = (heading: string) =>
        compare.getByRole("region", { name: heading }).getByRole("listitem").allTextContents();
      await expect
        .poll(() => changes("O que mudou na outra versão"), { timeout: 15_000 })
        .toEqual([
          `Bloco 2 (Grade de cartões) › Cartão 2 › Título: antes “${original}” → depois “Título do cartão mudado fora”`,
        ]);
      expect((await changes("O que você mudou"))[0]).toMatch(/^Título: antes “.*” → depois “Título novo do editor”$/);
      expect(await compare.getByRole("group").count()).toBe(0);
      expect(await violations(page)).toEqual([]);

      await compare.getByRole("button", { name: "Manter as duas" }).click();
      await page.locator(".toolbar__status", { hasText: "Tudo salvo" }).waitFor({ timeout: 15_000 });
      const saved = JSON.parse(readFileSync(pageFile("contatos"), "utf8"));
      expect(saved.title).toBe("Título novo do editor");
      expect(saved.blocks[1].cards[1].title).toBe("Título do cartão mudado fora");
      await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);
      expect(await driver.field(page, "pagina_title").inputValue()).toBe("Título novo do editor");
      expect(errors).toEqual([]);
    } finally {
      writeFileSync(pageFile("contatos"), before);
      await pages.giveBack(page);
    }
  }, 120_000);
});

describe("numbers as Brazilians write them", () => {
  it("in a pt-BR browser shows /preco's prices as 49,99, refuses −5, and saves a typed 59,90 as 59.9 previewed as R$ 59,90", async () => {
    const { driver, page, errors } = await editor();
    const real = withWrittenPlans();
    const before = readFileSync(pageFile("preco"), "utf8");
    try {
      expect(await page.evaluate(() => navigator.language)).toBe("pt-BR");
      await driver.open("preco");
      const plans = await driver.expand(1);
      const prices = plans.locator('input[id$="_price"]');
      expect(await prices.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
        "49,99",
        "49,99",
        "58,99",
        "84,99",
      ]);
      const price = driver.field(plans, "_plans_0_price");
      expect(await price.getAttribute("type")).toBe("text");

      // Typed key by key over the selected price, as a person would.
      await price.selectText();
      await price.pressSequentially("-5");
      await expect.poll(() => plans.locator('[id$="_plans_0_price__refusal"]').textContent()).toContain("negativos");
      expect(await page.locator(".toolbar__status").textContent()).toBe("Tudo salvo");

      await price.selectText();
      await price.pressSequentially("59,90");
      await price.blur();
      expect(await price.inputValue()).toBe("59,90");
      expect(await driver.validated()).toBe("Nenhum problema encontrado na conferência.");
      await driver.previewShows(/R\$\s59,90/);

      await driver.save();
      const after = readFileSync(pageFile("preco"), "utf8");
      expect(JSON.parse(after).blocks[1].plans[0].price).toBe(59.9);
      // One price changed: one line of the file, written as a JSON number.
      const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index]);
      expect(changed).toEqual(['          "price": 59.9,']);
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
      writeFileSync(pageFile("preco"), real);
    }
  }, 120_000);
});

describe("icons chosen from pictures", () => {
  it("shows a card's icon from the site's sprite, finds another by a pt-BR word, chooses it with the keyboard and saves it", async () => {
    const { driver, page, errors } = await editor();
    const before = readFileSync(pageFile("certificado"), "utf8");
    try {
      await driver.open("certificado");
      const cards = await driver.expand(2);
      const icon = driver.field(cards, "_cards_0_icon");
      expect(await icon.textContent()).toContain("Documento aprovado");
      // The picture is drawn: the sprite's symbol arrived and has a size.
      await expect
        .poll(() => icon.locator("use").evaluate((use) => (use as SVGUseElement).getBBox().width))
        .toBeGreaterThan(0);

      await icon.click();
      const search = page.getByRole("searchbox", { name: "Buscar ícone" });
      await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
      const grid = page.getByRole("listbox", { name: "Ícones disponíveis" });
      expect(await grid.getByRole("option").count()).toBe(81);
      expect(await violations(page)).toEqual([]);

      await search.fill("cadeado");
      await expect.poll(() => grid.getByRole("option").allTextContents()).toEqual(["Cadeado"]);
      await search.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(() => icon.textContent()).toContain("Cadeado");
      expect(await icon.evaluate((button) => button === document.activeElement)).toBe(true);

      // In the grid, ↓ goes to the icon below (same column, next row).
      await icon.click();
      await search.press("ArrowDown");
      const place = () =>
        page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          return { name: focused.textContent, left: focused.offsetLeft, top: focused.offsetTop };
        });
      const start = await place();
      expect(start.name).toBe("Cadeado");
      await page.keyboard.press("ArrowDown");
      const below = await place();
      expect([below.left, below.top > start.top]).toEqual([start.left, true]);
      await page.keyboard.press("Escape");
      await expect.poll(() => grid.count()).toBe(0);

      await driver.save();
      expect(JSON.parse(readFileSync(pageFile("certificado"), "utf8")).blocks[2].cards[0].icon).toBe("lock");
      expect(errors).toEqual([]);
    } finally {
      await pages.giveBack(page);
      writeFileSync(pageFile("certificado"), before);
    }
  }, 120_000);
});
