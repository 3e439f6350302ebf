import { request as httpRequest } from "node:http";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import siteJson from "../../site.config/site.json";
import { launchBrowser, openPage, saveScreenshot } from "./support/browser.ts";
import { makeCheckout, type Checkout } from "./support/checkout.ts";
import { startDevServer, type DevServer } from "./support/devServer.ts";
import { EditorDriver } from "./support/editor.ts";
import { startSite } from "./support/server.ts";
import { ALL_BLOCK_TYPES } from "../helpers/blocks.ts";

/**
 * The page editor (/_editor) on `npm run dev` of a throwaway copy of the project: everything it writes lands in
 * that copy's site.config/pages/, which the tests then validate and build.
 */
let checkout: Checkout;
let dev: DevServer;
let browser: Browser;
const pagesDir = () => join(checkout.dir, "site.config/pages");
const pageFile = (name: string) => join(pagesDir(), `${name}.json`);

beforeAll(async () => {
  checkout = makeCheckout("site-editor-");
  [dev, browser] = await Promise.all([startDevServer(checkout.dir, "/_editor"), launchBrowser()]);
  // The first visit makes Vite bundle the editor's dependencies; later visits start at once.
  const { page } = await openPage(browser, 1280);
  await page.goto(`${dev.url}/_editor`);
  await page.getByRole("heading", { name: "Páginas do site" }).waitFor({ timeout: 60_000 });
  await page.context().close();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  checkout?.remove();
});

async function editor(width = 1440): Promise<{ driver: EditorDriver; page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, width, 900);
  onTestFailed(({ task }) => saveScreenshot(page, `editor-${task.name.slice(0, 40).replace(/\W+/g, "-")}`));
  return { driver: new EditorDriver(page, dev.url), page, errors };
}

describe("creating a landing page in the editor", () => {
  it("builds /promo-teste from an empty page with a banner, two plans and a FAQ, previews it, saves a valid file that the build prerenders", async () => {
    const { driver, page, errors } = await editor();
    try {
      await page.goto(`${dev.url}/_editor`);
      await page.getByRole("button", { name: "Nova página" }).click();
      await page.getByLabel("Nome do arquivo").fill("promo-teste");
      await page.getByLabel("Rota", { exact: true }).fill("/promo-teste");
      await page.getByLabel("Começar de").selectOption("empty");
      await page.getByRole("button", { name: "Criar" }).click();
      await page.getByRole("heading", { name: "Nova página: pages/promo-teste.json (ainda não salva)" }).waitFor();

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
        "Nenhum problema encontrado pelo validador.",
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
        planos: { message: "Olá! Quero saber dos planos de teste." },
      });
      expect(readFileSync(pageFile("promo-teste"), "utf8")).toMatch(
        /^\{\n {2}"\$schema": "\.\.\/\.\.\/schema\/page\.schema\.json",\n {2}"route"/,
      );
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
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
      for (const name of names) {
        const before = readFileSync(pageFile(name), "utf8");
        await driver.open(name);
        await page.getByRole("button", { name: "Abrir todos" }).click();
        await driver.validated();
        // Drawing every generated form changed nothing.
        expect(await page.locator(".toolbar__status").textContent(), name).toBe("Tudo salvo");
        await driver.save();
        expect(readFileSync(pageFile(name), "utf8"), name).toBe(before);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
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
      await expect.poll(() => page.locator("#pagina_title__error").textContent()).toContain('"title" está vazio.');
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
      expect(await refusal.textContent()).toContain('"title" está vazio.');
      expect(readFileSync(pageFile("sobre"), "utf8")).toBe(before);

      await title.fill(original);
      await driver.field(page, "pagina_route").fill("/sobre");
      await target.fill(originalTarget);
      expect(await driver.validated()).toBe("Nenhum problema encontrado pelo validador.");
      expect(await page.locator(".field-errors").count()).toBe(0);
    } finally {
      await page.context().close();
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
      await page.context().close();
    }
  }, 120_000);
});

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** What axe-core finds against WCAG 2.1 AA on the page as it is now. */
async function violations(page: Page): Promise<Array<{ id: string; nodes: string[] }>> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
  });
}

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
    } finally {
      await page.context().close();
    }
  }, 120_000);
});

describe("layout", () => {
  it("gives a field nested in lists (a plan's benefit) at least 45 % of the form's width", async () => {
    const { driver, page } = await editor();
    try {
      await driver.open("preco");
      const plans = await driver.expand(1);
      const benefit = driver.field(plans, "_plans_0_benefits_0");
      await benefit.waitFor();
      const [field, form] = await Promise.all([benefit.boundingBox(), page.locator(".panes__form").boundingBox()]);
      expect(field!.width / form!.width).toBeGreaterThanOrEqual(0.45);
    } finally {
      await page.context().close();
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
        expect(await page.getByRole("heading", { level: 2, name: type, exact: true }).count(), type).toBe(1);
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
      await page.context().close();
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
      await page.context().close();
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
        description: "Faixa de aviso com um texto curto.",
        type: "object",
        properties: {
          type: { description: "Tipo do bloco.", const: "avisoSimples" },
          mensagem: {
            $ref: "../../schema/defs.schema.json#/definitions/text",
            description: "Texto do aviso, em uma linha.",
          },
          prazo: { description: "Dias que faltam para a promoção acabar.", type: "integer", minimum: 0 },
          urgente: { description: "Quando true, o aviso aparece em destaque.", type: "boolean" },
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
      expect(await card.locator(".block-card__title").textContent()).toContain("avisoSimples");
      expect(await card.getByLabel(/^Texto do aviso/).inputValue()).toBe("Promoção válida até domingo.");
      expect(await card.getByLabel(/^Dias que faltam/).inputValue()).toBe("3");
      await card.getByLabel(/^Quando "Sim", o aviso aparece em destaque/).selectOption("true");
      await card.getByLabel(/^Texto do aviso/).fill("");
      await expect.poll(() => card.locator(".field-errors").textContent()).toContain('"mensagem" está vazio.');
      await card.getByLabel(/^Texto do aviso/).fill("Só até domingo.");
      expect(await driver.validated()).toBe("Nenhum problema encontrado pelo validador.");
      await driver.previewShows("Sem componente no site para: avisoSimples");

      // The catalog reads the block folders too: the new type is there, with its example's JSON, but no drawing.
      const [catalog] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("link", { name: "Ver avisoSimples no catálogo de blocos (abre em nova aba)" }).click(),
      ]);
      await catalog.getByRole("heading", { level: 2, name: "avisoSimples", exact: true }).waitFor();
      expect(new URL(catalog.url()).hash).toBe("#bloco-avisoSimples");
      const entry = catalog.locator("#bloco-avisoSimples");
      expect(await entry.textContent()).toContain("Faixa de aviso com um texto curto.");
      expect(await entry.getByRole("note").textContent()).toContain("Sem componente no site para: avisoSimples");
      expect(await entry.locator("pre code").textContent()).toContain('"mensagem": "Promoção válida até domingo."');
    } finally {
      await page.context().close();
    }
  }, 180_000);
});
