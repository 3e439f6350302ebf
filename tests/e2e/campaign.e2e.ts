import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { gotoReady, launchBrowser, nextFrame, openPage } from "./support/browser.ts";
import { failLinkService, followInApp } from "./support/inApp.ts";
import { startSite, type RunningSite } from "./support/server.ts";
import { fallbackHref, pages, site as siteJson } from "./support/siteConfig.ts";
import { interceptThirdParties, siteEvents, type ThirdPartyRequests } from "./support/thirdParty.ts";

const LANDING = "/lpanunciosGoogle?utm_source=google&utm_medium=cpc&utm_campaign=bf&gclid=X";
const CAMPAIGN = { utm_source: "google", utm_medium: "cpc", utm_campaign: "bf", gclid: "X" };
const preco = pages.preco!;
const contactBlock = pages.home!.blocks.find((block): block is ContactFormBlock => block.type === "contactForm")!;

let browser: Browser;
let server: RunningSite;
beforeAll(async () => {
  [server, browser] = await Promise.all([startSite({ STANDIN_MODE: "ok" }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  thirdParty: ThirdPartyRequests;
  /** The link-service calls the page made, in order. */
  linkCalls: URL[];
}

async function visit(width = 1280): Promise<Visit> {
  const { page, errors } = await openPage(browser, width);
  const context = page.context();
  const thirdParty = await interceptThirdParties(context);
  const linkCalls: URL[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() === "GET") linkCalls.push(url);
  });
  return { page, context, errors, thirdParty, linkCalls };
}

/** The campaign parameters of a link-service call. */
function campaignOf(call: URL): Record<string, string> {
  return Object.fromEntries([...call.searchParams].filter(([key]) => key !== "grupo"));
}

describe("campaign parameters (site without campaignInMessage)", () => {
  it("from a landing address reach every link-service call of a page reached in the app, and the chat click event", async () => {
    const { page, context, errors, linkCalls } = await visit();
    try {
      await gotoReady(page, `${server.url}${LANDING}`);
      // A fixed chat link (no call) keeps its fallback unchanged: campaignInMessage is off.
      expect(await page.locator('[data-chat="trafego"]').first().getAttribute("href")).toBe(
        fallbackHref(pages.anuncios!, "trafego"),
      );
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await followInApp(page, page.locator(`footer a[href="${siteJson.privacy.route}"]`), siteJson.privacy.route);
      await followInApp(
        page,
        page.getByRole("navigation", { name: siteJson.ui.mainNav }).getByRole("link", { name: "Preços", exact: true }),
        "/preco",
      );
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      const grupos = Object.values(preco.links!).map((link) => link.grupo);
      await expect.poll(() => linkCalls.length, { timeout: 20_000 }).toBe(grupos.length);
      expect(linkCalls.map((call) => call.searchParams.get("grupo"))).toEqual(grupos);
      for (const call of linkCalls) expect(campaignOf(call)).toEqual(CAMPAIGN);

      const button = page.locator('[data-chat="precoComercioBasico"]');
      await expect
        .poll(() => button.getAttribute("href"))
        .toBe(`${fallbackHref(preco, "precoComercioBasico")}&origem=servico`);
      await button.click();
      expect((await siteEvents(page)).filter((event) => event.event === "cta_click")).toEqual([
        {
          event: "cta_click",
          page_route: "/preco",
          link_name: "precoComercioBasico",
          grupo: "precoComercioBasico",
          button_label: "QUERO CONHECER",
          via: "servico",
        },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("keep the fallback message unchanged and report via reserva when the service fails", async () => {
    const { page, context, linkCalls } = await visit(390);
    try {
      await failLinkService(page);
      await gotoReady(page, `${server.url}/preco?utm_source=google&utm_medium=cpc&utm_campaign=bf&gclid=X`);
      await expect.poll(() => linkCalls.length, { timeout: 20_000 }).toBe(Object.keys(preco.links!).length);
      const button = page.locator('[data-chat="precoTransporte"]');
      expect(await button.getAttribute("href")).toBe(fallbackHref(preco, "precoTransporte"));
      await button.click();
      expect((await siteEvents(page)).find((event) => event.event === "cta_click")).toEqual({
        event: "cta_click",
        page_route: "/preco",
        link_name: "precoTransporte",
        grupo: "precoTransporte",
        button_label: "QUERO CONHECER",
        via: "reserva",
      });
    } finally {
      await context.close();
    }
  }, 60_000);

  it("drop garbage values (5 KB, control characters, javascript:) and keep the page working", async () => {
    const { page, context, errors, linkCalls } = await visit();
    try {
      const query = new URLSearchParams({
        utm_source: "x".repeat(5 * 1024),
        utm_medium: "cpc\u0001",
        utm_campaign: "javascript:alert(1)",
        utm_content: "<script>",
        utm_term: "erp nuvem",
      });
      await gotoReady(page, `${server.url}/preco?${query}`);
      await expect.poll(() => linkCalls.length, { timeout: 20_000 }).toBe(Object.keys(preco.links!).length);
      // "<script>" is printable text, kept as such (and only ever sent encoded).
      for (const call of linkCalls)
        expect(campaignOf(call)).toEqual({ utm_content: "<script>", utm_term: "erp nuvem" });
      await expect
        .poll(() => page.locator('[data-chat="precoComercioBasico"]').getAttribute("href"))
        .toBe(`${fallbackHref(preco, "precoComercioBasico")}&origem=servico`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("events and the contact form's origem", () => {
  it("a contact sent after a campaign landing carries origem, reports contact_submit ok and generate_lead, and no personal data", async () => {
    const { page, context } = await visit(390);
    try {
      const posted: unknown[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posted.push(request.postDataJSON());
      });
      page.on("dialog", (dialog) => void dialog.accept());
      await gotoReady(page, `${server.url}/?utm_source=meta&utm_medium=social&fbclid=Y`);
      await page.getByRole("button", { name: contactBlock.openLabel }).click();
      const dialog = page.getByRole("dialog", { name: contactBlock.modalTitle });
      await dialog.waitFor();
      expect(await dialog.getByRole("link", { name: siteJson.privacy.linkLabel }).getAttribute("href")).toBe(
        siteJson.privacy.route,
      );
      await page.locator('[name="nome"]').fill("Maria Souza");
      await page.locator('[name="email"]').fill("maria.souza@exemplo.com");
      await page.locator('[name="telefone"]').pressSequentially("44999990000");
      await dialog.getByRole("button", { name: contactBlock.labels.submit }).click();
      await dialog.waitFor({ state: "detached" });

      expect(posted).toEqual([
        {
          nome: "Maria Souza",
          email: "maria.souza@exemplo.com",
          telefone: "44999990000",
          origem: { utm_source: "meta", utm_medium: "social", fbclid: "Y" },
        },
      ]);
      const events = (await siteEvents(page)).filter((event) => event.event !== "cta_click");
      expect(events).toEqual([
        { event: "contact_submit", page_route: "/", result: "ok" },
        { event: "generate_lead", page_route: "/" },
      ]);
      const everything = JSON.stringify(await page.evaluate(() => window.dataLayer)).toLowerCase();
      for (const typed of ["maria", "souza", "exemplo.com", "44999990000", "9999-0000"])
        expect(everything).not.toContain(typed);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("a valid card payment reports payment_form_valid with the brand only", async () => {
    const { page, context } = await visit(1280);
    try {
      await gotoReady(page, `${server.url}/pagamento/11222333000181`);
      await page.locator('[name="numeroCartao"]').pressSequentially("4111111111111111");
      await page.locator('[name="vencimentoCartao"]').pressSequentially("122030");
      await page.locator('[name="cvcCartao"]').pressSequentially("987");
      await page.locator('[name="nomeCartao"]').fill("MARIA SOUZA");
      await page.locator('[name="nomeCartao"]').blur();
      await page.locator('form button[type="submit"]').click();
      expect(await siteEvents(page)).toEqual([
        { event: "payment_form_valid", page_route: "/pagamento/:cnpj", brand: "Visa" },
      ]);
      const everything = JSON.stringify(await page.evaluate(() => window.dataLayer)).toLowerCase();
      for (const typed of ["4111", "1111 1111", "maria", "12/2030", "987", "11222333000181", "11.222.333"])
        expect(everything).not.toContain(typed);
    } finally {
      await context.close();
    }
  });
});

describe("without a Tag Manager container (the default)", () => {
  it("shows no banner or cookie preferences and never requests anything from another origin", async () => {
    const { page, context, thirdParty, errors } = await visit(390);
    try {
      for (const path of ["/", LANDING, "/preco", "/privacidade"]) {
        const response = await gotoReady(page, `${server.url}${path}`);
        expect(response?.headers()["content-security-policy"]).not.toContain("google");
        // Quiet network and a frame drawn: a banner or a third-party request would have come by now.
        await page.waitForLoadState("networkidle");
        await nextFrame(page);
        expect(await page.locator('[data-layout="consent-banner"]').count()).toBe(0);
        expect(await page.getByRole("button", { name: siteJson.consent.preferences }).count()).toBe(0);
        expect(await page.locator(`footer a[href="${siteJson.privacy.route}"]`).count()).toBe(1);
        // Events still fill the array, for a container added later.
        expect(await page.evaluate(() => Array.isArray(window.dataLayer))).toBe(true);
      }
      expect(thirdParty).toEqual({ tagManager: [], other: [] });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
