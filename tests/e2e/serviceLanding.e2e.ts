import { rmSync } from "node:fs";
import type { Browser, Locator } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../editor/service/people/passwords.ts";
import { slugify } from "../../editor/shared/slug.ts";
import { blockAdder } from "./support/blockAdder.ts";
import { launchBrowser } from "./support/browser.ts";
import { gitIn } from "./support/checkoutGit.ts";
import { buildEditorPages, remoteLog, startEditorService, type RunningService } from "./support/editorService.ts";
import { Marketer } from "./support/marketer.ts";
import { pagesList, personAt, signIn, type ServicePerson } from "./support/servicePeople.ts";

/**
 * A marketer's five-block landing page on the editor service (`npm run editor:serve`), from her browser only: signed
 * in as a Publicadora, she makes a "Black Friday" page from nothing, with every text her own and a hero image sent
 * from her computer, and publishes it. Every click, typed text and file choice is counted: at most 35 actions.
 */
let dist: string;
let running: RunningService;
let browser: Browser;
let bia: ServicePerson;

beforeAll(async () => {
  [dist, browser] = await Promise.all([buildEditorPages(), launchBrowser()]);
  running = await startEditorService(dist);
  const who = { name: "Bia Marketing", email: "bia@empresa.com.br", password: "senha-da-bia-2026" };
  running.current.stores.people.add(
    { name: who.name, email: who.email, role: "publisher" },
    await hashPassword(who.password),
    running.clock.now(),
  );
  bia = await personAt(browser, running.url, who);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe("a marketer's landing page on the editor service", () => {
  it("takes at most 35 actions: five blocks, an uploaded image, her own texts, one publication", async () => {
    const { page, driver, errors } = await bia.tab();
    await page.goto(`${running.url}/_editor`, { waitUntil: "load" });
    await signIn(page, bia);
    await pagesList(page);
    const hero = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#0f4c9c" } })
      .png()
      .toBuffer();
    const ana = new Marketer(page);
    const start = gitIn(running.checkout.dir, "rev-parse", "HEAD").trim();

    await ana.click(page.getByRole("button", { name: "Nova página" }));
    await ana.type(page.getByLabel("Nome da página"), "Black Friday 2026");
    await ana.click(page.getByRole("button", { name: "Criar", exact: true }));
    // The new page is named by the title typed for it, not by its file.
    await page.getByRole("heading", { name: "Editando a página “Black Friday 2026”" }).waitFor({ timeout: 30_000 });
    await ana.type(
      driver.field(page, "pagina_description"),
      "Planos do sistema de gestão com desconto na Black Friday: notas fiscais, estoque e financeiro.",
    );

    const { addBlock, addItem } = blockAdder(page, ana, driver);
    const retype = async (card: Locator, path: string, text: string) => ana.type(driver.field(card, path), text);

    // Her own texts from scratch: the blocks start empty rather than from their examples.
    await ana.click(page.getByRole("radio", { name: "Em branco" }));
    const banner = await addBlock("banner");
    await retype(banner, "_title", "Black Friday: *40% de desconto* no primeiro ano");
    await ana.sendFile(banner.getByRole("button", { name: "Enviar do computador" }), {
      name: "Black Friday.png",
      mimeType: "image/png",
      buffer: hero,
    });
    await retype(banner, "_image_alt", "Painel do sistema com as vendas da Black Friday");
    // The banner starts with its button: she writes its words.
    await retype(banner, "_actions_0_label", "QUERO O DESCONTO");

    const cards = await addBlock("cardGrid");
    const cardTitles = ["Notas fiscais sem fila", "Estoque sempre certo", "Financeiro em dia"];
    for (const [index, title] of cardTitles.entries()) {
      if (index > 0) await addItem(cards, "Cartões");
      await retype(cards, `_cards_${index}_title`, title);
    }

    // The plans are the site's own, chosen by their names: their prices and benefits come from the site's settings.
    const plans = await addBlock("plans");
    await ana.choose(driver.field(plans, "_plans_0_plan"), "ERP Emissor Comércio");
    await addItem(plans, "Planos");
    await ana.choose(driver.field(plans, "_plans_1_plan"), "ERP Padrão Comércio");

    const faq = await addBlock("faq");
    const questions = [
      ["O desconto vale para qualquer plano?", "Sim, para todos os planos contratados até domingo."],
      ["Preciso instalar alguma coisa?", "Não, o sistema funciona no navegador."],
      ["Posso cancelar quando quiser?", "Sim, sem multa."],
    ];
    for (const [index, [question, answer]] of questions.entries()) {
      if (index > 0) await addItem(faq, "Perguntas");
      await retype(faq, `_items_${index}_question`, question!);
      await retype(faq, `_items_${index}_answer`, answer!);
    }

    const cta = await addBlock("chatCta");
    await retype(cta, "_title", "Garanta o desconto falando com um consultor");
    await retype(cta, "_actions_0_label", "FALAR NO WHATSAPP");

    const verdict = await driver.validated();
    const problems = await page.locator(".field-errors, .form-error, section.summary").allInnerTexts();
    expect(verdict, problems.join(" | ")).toBe("Nenhum problema encontrado na conferência.");
    await driver.previewShows(/ERP Padrão Comércio[\s\S]*R\$\s58,99/);

    await ana.click(page.getByRole("button", { name: "Publicar", exact: true }));
    await ana.click(
      page.getByRole("dialog", { name: /^Publicar a página / }).getByRole("button", { name: "Publicar" }),
    );
    await page.locator("section.outcome", { hasText: "Enviada ao site." }).waitFor({ timeout: 60_000 });
    console.log(`landing page on the service: ${ana.actions} actions`);
    expect(ana.actions).toBeLessThanOrEqual(35);
    expect(errors).toEqual([]);

    const slug = "black-friday-2026";
    const saved = JSON.parse(gitIn(running.checkout.dir, "show", `HEAD:site.config/pages/${slug}.json`));
    expect(saved.title).toBe("Black Friday 2026");
    expect(saved.route).toBe(`/${slug}`);
    expect(saved.blocks.map((block: { type: string }) => block.type)).toEqual([
      "banner",
      "cardGrid",
      "plans",
      "faq",
      "chatCta",
    ]);
    expect(saved.blocks[0].title).toBe("Black Friday: *40% de desconto* no primeiro ano");
    expect(saved.blocks[0].image).toMatchObject({
      src: `/img/${slugify("Black Friday")}.webp`,
      alt: "Painel do sistema com as vendas da Black Friday",
    });
    expect(saved.blocks[0].actions).toEqual([{ label: "QUERO O DESCONTO", chat: "contato" }]);
    expect(saved.blocks[1].cards.map((card: { title: string }) => card.title)).toEqual(cardTitles);
    expect(saved.blocks[2].plans).toEqual([{ plan: "comercioBasico" }, { plan: "padraoComercio" }]);
    expect(saved.blocks[3].items.map((item: { question: string }) => item.question)).toEqual(
      questions.map(([question]) => question),
    );
    // One publication by her holds the page and its image, sent to the site's repository.
    expect(gitIn(running.checkout.dir, "rev-list", "--count", `${start}..HEAD`).trim()).toBe("1");
    expect(gitIn(running.checkout.dir, "show", "--name-only", "--format=", "HEAD").trim().split("\n")).toEqual([
      `public/img/${slugify("Black Friday")}.webp`,
      `site.config/pages/${slug}.json`,
    ]);
    expect(remoteLog(running.bare)[0]).toEqual({
      subject: "Publica a página “Black Friday 2026”",
      author: `${bia.name} <${bia.email}>`,
    });
  }, 300_000);
});
