import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { countRecords, parseRecord } from "../../model/experiments/records.ts";
import { gotoReady } from "./support/browser.ts";
import { pages, site } from "./support/siteConfig.ts";
import { builtCopyAndBrowser } from "./support/suite.ts";
import { interceptThirdParties, siteEvents } from "./support/thirdParty.ts";

const contactBlock = pages.home!.blocks.find((block): block is ContactFormBlock => block.type === "contactForm")!;
const VARIANT_TITLE = "Variante B do teste";
const DATA_FOLDER = "dados-do-teste";

// A copy of the site with a running A/B test of the home page (variant b: the home page under another title), built
// once and served by npm run serve with its data folder inside the copy.
const shared = builtCopyAndBrowser(
  "site-ab-",
  (configDir) => {
    mkdirSync(join(configDir, "experiments", "home-ab"), { recursive: true });
    const test = {
      name: "Home com outro título",
      page: "home",
      goal: "either",
      status: "running",
      variants: [
        { name: "original", weight: 50 },
        { name: "b", weight: 50 },
      ],
    };
    writeFileSync(join(configDir, "experiments", "home-ab.json"), JSON.stringify(test, null, 2));
    const home = JSON.parse(readFileSync(join(configDir, "pages", "home.json"), "utf8"));
    writeFileSync(
      join(configDir, "experiments", "home-ab", "b.json"),
      JSON.stringify({ ...home, title: VARIANT_TITLE }),
    );
  },
  (copyDir) => ({ STANDIN_MODE: "ok", SITE_DATA_DIR: join(copyDir, DATA_FOLDER) }),
);
/** Where npm run serve records the test in the copy. */
const dataDir = () => join(shared.checkout.dir, DATA_FOLDER);

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** The link-service calls and the beacons the page sent, and the bodies of its POSTs to the contact service. */
  linkCalls: URL[];
  beacons: URL[];
  contacts: unknown[];
}

/** A new visitor whose requests never leave the machine, with the cookies given (a consent, a kept variant). */
async function visitor(cookies: Record<string, string>): Promise<Visitor> {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
  await interceptThirdParties(context);
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: shared.site.url })));
  const page = await context.newPage();
  const seen: Visitor = { context, page, linkCalls: [], beacons: [], contacts: [] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() === "GET") seen.linkCalls.push(url);
    if (url.pathname === "/_ab/conversao") seen.beacons.push(url);
    if (url.pathname === "/api/contato") seen.contacts.push(request.postDataJSON());
  });
  page.on("dialog", (dialog) => void dialog.accept());
  return seen;
}

/** Clicks the page's chat button and sends a lead from its contact form. */
async function converse(page: Page): Promise<void> {
  await page.locator('[data-chat="home"]').first().click();
  await page.getByRole("button", { name: contactBlock.openLabel }).click();
  const dialog = page.getByRole("dialog", { name: contactBlock.modalTitle });
  await dialog.waitFor();
  await page.locator('[name="nome"]').fill("Maria Souza");
  await page.locator('[name="email"]').fill("maria.souza@exemplo.com");
  await page.locator('[name="telefone"]').pressSequentially("44999990000");
  await dialog.getByRole("button", { name: contactBlock.labels.submit }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The test's recorded lines (npm run serve writes them after answering). */
function recorded() {
  const file = join(dataDir(), "experiments", "home-ab.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line) => parseRecord(line) ?? []);
}

describe("A/B attribution and recording on npm run serve", () => {
  it("counts nothing of a visitor who did not accept measurement, and attributes nothing to them", async () => {
    const { context, page, linkCalls, beacons, contacts } = await visitor({ ab_home_ab: "b" });
    try {
      await gotoReady(page, `${shared.site.url}/`);
      expect(await page.title()).not.toContain(VARIANT_TITLE);
      await converse(page);
      await expect.poll(() => linkCalls.length).toBeGreaterThan(0);
      for (const call of linkCalls) expect(call.searchParams.has("experimento")).toBe(false);
      expect(contacts).toHaveLength(1);
      expect((contacts[0] as { origem?: unknown }).origem).toBeUndefined();
      expect(beacons).toEqual([]);
      expect((await siteEvents(page)).some((event) => event.event === "experiment_impression")).toBe(false);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("gives a consenting visitor of variant b the impression event, the chat request's and the lead's attribution, and one count of each", async () => {
    const { context, page, linkCalls, beacons, contacts } = await visitor({ consentimento: "aceito", ab_home_ab: "b" });
    try {
      await gotoReady(page, `${shared.site.url}/`);
      expect(await page.title()).toContain(VARIANT_TITLE);
      await expect
        .poll(async () => (await siteEvents(page)).filter((event) => event.event === "experiment_impression"))
        .toEqual([{ event: "experiment_impression", page_route: "/", experiment_id: "home-ab", variant_id: "b" }]);
      await expect.poll(() => linkCalls.length).toBeGreaterThan(0);
      for (const call of linkCalls) {
        expect(call.searchParams.get("experimento")).toBe("home-ab");
        expect(call.searchParams.get("variante")).toBe("b");
      }
      // Loading the page sent nothing to the server for the test: the impression was counted as the page was served.
      expect(beacons).toEqual([]);
      await converse(page);
      expect(contacts).toHaveLength(1);
      expect((contacts[0] as { origem: unknown }).origem).toEqual({
        experimento: "home-ab",
        variante: "b",
        resumo: "teste home-ab, variante b",
      });
      await expect.poll(() => beacons.map((beacon) => beacon.searchParams.get("tipo"))).toEqual(["chat", "lead"]);
      // Goal "either": the chat and the lead of one visitor are one conversion; nothing was counted for the visitor
      // who did not consent.
      await expect
        .poll(() => countRecords(recorded(), "home-ab", "either", ["original", "b"]))
        .toEqual([
          { name: "original", visitors: 0, conversions: 0 },
          { name: "b", visitors: 1, conversions: 1 },
        ]);
      // One conversion per visitor and variant for the goal: the lead after the chat writes no line of its own.
      await expect.poll(() => recorded().map((record) => record.tipo)).toEqual(["impressao", "chat"]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("reports the test's counts with npm run experiments:report", () => {
    const report = shared.checkout.npm(
      "experiments:report",
      "--",
      "home-ab",
      "--dados",
      join(dataDir(), "experiments"),
    );
    expect(report).toContain("Teste home-ab: Home com outro título");
    expect(report).toMatch(/^b\s+1\s+1\s+100,0 %/m);
    expect(report).toContain("Ainda inconclusivo:");
  });

  it("asks a visitor on the tested page for the site's own measurement (no Tag Manager), then splits and counts them", async () => {
    const { context, page } = await visitor({});
    try {
      await gotoReady(page, `${shared.site.url}/`);
      const banner = page.getByRole("region", { name: site.consent.title });
      await banner.waitFor();
      expect(await banner.textContent()).toContain(site.consent.firstPartyText);
      await banner.getByRole("button", { name: site.consent.accept }).click();
      await gotoReady(page, `${shared.site.url}/`);
      const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
      expect(cookies.get("ab_home_ab")).toMatch(/^(original|b)$/);
      // The id the server issued, signed: what the report trusts.
      const visitorId = cookies.get("ab_visitante")!;
      expect(visitorId).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
      await expect
        .poll(() =>
          recorded()
            .filter((record) => record.visitante === visitorId)
            .map((record) => record.variante),
        )
        .toEqual([cookies.get("ab_home_ab")]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
