import { rmSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { createEditorService, type EditorService } from "../../editor/service/app.ts";
import { openDatabase } from "../../editor/service/database.ts";
import type { Person } from "../../editor/service/people/people.ts";
import { buildEditorPages } from "./support/editorPages.ts";
import { launchBrowser, openPage } from "./support/browser.ts";

/**
 * A preview link opened by someone without an account, in a browser: the editor service serving `npm run
 * editor:build`, a draft in its database (the site's files never hold it), the link's page drawing it under the
 * banner, and the same link refused once revoked.
 */
let outDir: string;
let service: EditorService;
let base: string;
let browser: Browser;
let person: Person;

const DRAFT = {
  route: "/promo",
  title: "Promoção de dezembro",
  description: "Rascunho.",
  blocks: [{ type: "faq", title: "Dúvidas da promoção", items: [{ question: "Vale para todos?", answer: "Sim." }] }],
};

beforeAll(async () => {
  const [pages, launched] = await Promise.all([buildEditorPages(), launchBrowser()]);
  [outDir, browser] = [pages, launched];
  service = createEditorService({
    root: ROOT,
    config: { host: "127.0.0.1", port: 0, publicUrl: "http://127.0.0.1", dataDir: ":memory:" },
    db: openDatabase(":memory:"),
    logger: false,
    editorDist: outDir,
  });
  base = await service.app.listen({ host: "127.0.0.1", port: 0 });
  person = service.stores.people.add({ name: "Ana", email: "ana@empresa.com.br", role: "editor" }, null, Date.now())!;
  service.stores.drafts.save("page", "promo", { data: DRAFT, version: null, revision: 0 }, person, Date.now());
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await service?.app.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe("a preview link in a browser without an account", () => {
  it("draws the draft with the site's renderer under the banner, never indexed, and not once revoked", async () => {
    const { token, link } = service.stores.previewLinks.create("page", "promo", person, Date.now());
    const { page, errors } = await openPage(browser, 1280);
    const robots: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/_editor/api/previas/")) robots.push(response.headers()["x-robots-tag"] ?? "");
    });
    const opened = await page.goto(`${base}/_editor/preview#previa=${token}`, { waitUntil: "load" });
    expect(opened?.status()).toBe(200);
    await page.waitForSelector('#conteudo > [data-block="faq"]');
    expect(await page.textContent("body")).toContain("Prévia — esta página ainda não foi publicada");
    expect(await page.textContent('[data-block="faq"]')).toContain("Dúvidas da promoção");
    expect(await page.getAttribute('meta[name="robots"]', "content")).toBe("noindex");
    expect(robots).toEqual(["noindex"]);
    expect(errors).toEqual([]);

    service.stores.previewLinks.revoke("page", "promo", link.id, Date.now());
    await page.reload({ waitUntil: "load" });
    await page.waitForSelector('[role="alert"]');
    expect(await page.textContent('[role="alert"]')).toMatch(/^Este link de prévia foi revogado em /);
    await page.context().close();
  });
});
