import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PaymentFormBlock } from "../../schema/generated/page.ts";
import { gotoReady, nextFrame, saveScreenshot } from "./support/browser.ts";
import {
  crowdedTexts,
  headerBox,
  scrollSettled,
  scrollThrough,
  scrollToTheEnd,
  smallTargets,
  textUnderFloatingButton,
  wrappedTexts,
} from "./support/layoutProbes.ts";
import { addresses, pages, site, urlFor } from "./support/siteConfig.ts";
import { siteAndBrowser } from "./support/suite.ts";

// The stand-ins never answer: the layout must be finished from the first paint, whatever the link service does.
const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });

const WIDTHS = [390, 768, 1280];
const PHONE = 390;

/** Opens a route at a width, runs `check`, keeps a screenshot when it fails. */
async function visit(width: number, path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const { page } = await shared.pages.lend({ width, height: width === 1280 ? 800 : width === 768 ? 1024 : 844 });
  try {
    await gotoReady(page, `${shared.site.url}${path}`);
    await check(page);
  } catch (error) {
    await saveScreenshot(page, `visual-${width}${path.replace(/\//g, "_")}`);
    throw error;
  } finally {
    await shared.pages.giveBack(page);
  }
}

/** The in-page links of the page shown (links with a #fragment, the skip link left out), as written in their href. */
function hashLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]:not(.skip-link)')]
        .filter((link) => link.checkVisibility())
        .map((link) => link.getAttribute("href")!),
    ),
  ]);
}

const routesWithStats = addresses.filter(({ page }) => page.blocks.some((block) => block.type === "stats"));
/** From a small phone to a wide screen, every 32 px, with the three widths the other checks use. */
const FIGURE_WIDTHS = [...new Set([...Array.from({ length: 36 }, (_, step) => 320 + 32 * step), ...WIDTHS])].sort(
  (a, b) => a - b,
);

describe.concurrent("the stats strip's figures fit their columns", () => {
  it("some page has a stats strip, /testeGratis with its long figures (Ilimitado, Ilimitados) among them", () => {
    expect(routesWithStats.map(({ path }) => path)).toContain("/testeGratis");
  });
  for (const { path } of routesWithStats) {
    it(`${path}: from 320 to 1440 px no figure runs out of its column or into another`, async ({ expect }) => {
      await visit(PHONE, path, async (page) => {
        for (const width of FIGURE_WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          expect.soft(await crowdedTexts(page, '[data-block="stats"] dd'), `${width} px`).toEqual([]);
        }
      });
    });
  }
});

const routesWithHashLinks = addresses.filter(({ page }) => JSON.stringify(page.blocks).includes("#"));

describe.concurrent("in-page links land below the header", () => {
  it("some page has an in-page link to follow", () => {
    expect(routesWithHashLinks.length).toBeGreaterThan(0);
  });
  for (const width of WIDTHS) {
    for (const { path } of routesWithHashLinks) {
      it(`${path} at ${width}px: each #link shows its target's heading whole, below the header`, async ({ expect }) => {
        const hrefs = await (async () => {
          let found: string[] = [];
          await visit(width, path, async (page) => {
            found = await hashLinks(page);
          });
          return found;
        })();
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) {
          await visit(width, path, async (page) => {
            const hash = href.slice(href.indexOf("#"));
            await page.locator(`a[href="${href}"]:visible`).first().click();
            await page.waitForFunction((wanted) => location.hash === wanted, hash);
            await scrollSettled(page);
            const header = (await headerBox(page))!;
            const heading = await page.evaluate((id) => {
              const target = document.getElementById(decodeURIComponent(id.slice(1)))!;
              const title = target.matches("h1, h2, h3") ? target : (target.querySelector("h1, h2, h3") ?? target);
              const { top, bottom } = title.getBoundingClientRect();
              return { top, bottom, scrolled: window.scrollY };
            }, hash);
            expect(heading.scrolled, `${href} rolou a página`).toBeGreaterThan(0);
            expect(heading.top, `${href}: título abaixo do cabeçalho`).toBeGreaterThanOrEqual(header.bottom);
            expect(heading.bottom).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight));
          });
        }
      });
    }
  }
});

const floatingRoutes = addresses.filter(({ page }) => page.layout?.floatingChat);

describe.concurrent("the floating chat button", () => {
  for (const width of WIDTHS) {
    for (const { path } of floatingRoutes) {
      it(`${path} at ${width}px: shown once the visitor scrolls, and the end of the page has room for it`, async ({
        expect,
      }) => {
        await visit(width, path, async (page) => {
          const button = page.locator('[data-layout="floating-chat"]');
          await page.evaluate(() => window.scrollTo(0, window.innerHeight));
          await expect.poll(() => button.isVisible()).toBe(true);
          await scrollToTheEnd(page);
          await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
          expect(await textUnderFloatingButton(page)).toEqual([]);
          // Room, not a gap: below the last text, no more than the button takes (its height and offset) and 48 px.
          const { room, buttonSpace } = await page.evaluate(() => {
            // The bottom of the text itself (a range around each text node), not of the boxes and their padding.
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
              acceptNode: (node) =>
                node.textContent!.trim() && node.parentElement!.checkVisibility()
                  ? NodeFilter.FILTER_ACCEPT
                  : NodeFilter.FILTER_SKIP,
            });
            let lastText = 0;
            const range = document.createRange();
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement!.closest('[data-layout="floating-chat"]')) continue;
              range.selectNodeContents(node);
              lastText = Math.max(lastText, range.getBoundingClientRect().bottom);
            }
            const pageEnd = document.documentElement.scrollHeight - window.scrollY;
            const button = document.querySelector('[data-layout="floating-chat"]')!.getBoundingClientRect();
            return { room: pageEnd - lastText, buttonSpace: window.innerHeight - button.top };
          });
          expect(room).toBeGreaterThanOrEqual(buttonSpace);
          expect(room).toBeLessThanOrEqual(buttonSpace + 48);
        });
      });
    }
  }
});

// Three plans at 768 px: no plan alone on its row (peerLevel.e2e.ts).

/**
 * For cards side by side (grouped into rows by where they start), how far apart the tops of each of their parts
 * are across a row: 0 when the parts line up. Parts a card lacks are left out.
 */
function partSpreads(page: Page, cards: string, parts: Record<string, string>) {
  return page.evaluate(
    ({ cards, parts }) => {
      const rows = new Map<number, Element[]>();
      for (const card of document.querySelectorAll(cards)) {
        // The layout position (a transform does not move it): a raised card stays in its row, and shows as raised.
        const top = (card as HTMLElement).offsetTop;
        rows.set(top, [...(rows.get(top) ?? []), card]);
      }
      return [...rows.values()]
        .filter((row) => row.length > 1)
        .flatMap((row) =>
          Object.entries(parts).map(([part, selector]) => {
            const tops = row.flatMap((card) => {
              const element = card.querySelector(selector);
              return element ? [element.getBoundingClientRect().top] : [];
            });
            return { part, cards: tops.length, spread: tops.length ? Math.max(...tops) - Math.min(...tops) : 0 };
          }),
        );
    },
    { cards, parts },
  );
}

const plansPaths = addresses.filter(({ page }) => page.blocks.some((block) => block.type === "plans"));
describe.concurrent("plan cards side by side line up", () => {
  for (const width of [768, 1280]) {
    for (const { path } of plansPaths) {
      it(`at ${width}px on ${path}: names, prices, lists and buttons at one height across each row, none raised`, async ({
        expect,
      }) => {
        await visit(width, path, async (page) => {
          const spreads = await partSpreads(page, '[data-block="plans"] li.accent-top', {
            name: "h3",
            price: "p:has(> strong)",
            list: "ul",
            button: ".btn",
          });
          expect(spreads.length).toBeGreaterThan(0);
          for (const { part, spread } of spreads) expect(spread, part).toBeLessThanOrEqual(1);
        });
      });
    }
  }
});

describe.concurrent("contact cards side by side (/contatos)", () => {
  for (const width of [768, 1280]) {
    it(`at ${width}px put their titles and their main buttons at one height`, async ({ expect }) => {
      await visit(width, "/contatos", async (page) => {
        const spreads = await partSpreads(page, '[data-block="cardGrid"] li.surface-card', {
          title: "h2, h3",
          button: ".btn:not(.btn--link)",
        });
        expect(spreads.find((spread) => spread.part === "button")?.cards).toBe(2);
        for (const { part, spread } of spreads) expect(spread, part).toBeLessThanOrEqual(1);
      });
    });
  }
});

const videoPage = Object.values(pages).find((page) => page.blocks.some((block) => block.type === "video"))!;

describe.concurrent("the video's play button", () => {
  for (const width of WIDTHS) {
    it(`at ${width}px keeps its label clear of the ring drawn around the play icon`, async ({ expect }) => {
      await visit(width, urlFor(videoPage.route), async (page) => {
        const button = page.locator('[data-block="video"] button').first();
        await button.scrollIntoViewIfNeeded();
        const gap = await button.evaluate((play) => {
          const [icon, label] = [...play.children].map((child) => child.getBoundingClientRect());
          const ring = parseFloat(
            getComputedStyle(play.children[0]!).boxShadow.match(/0px 0px 0px (\d+(?:\.\d+)?)px/)?.[1] ?? "NaN",
          );
          return label!.top - (icon!.bottom + ring);
        });
        expect(gap, "px entre o anel do ícone e o rótulo").toBeGreaterThanOrEqual(8);
      });
    });
  }
});

const [paymentName, paymentPage] = Object.entries(pages).find(([, page]) =>
  page.blocks.some((block) => block.type === "paymentForm"),
)!;
const payment = paymentPage.blocks.find((block): block is PaymentFormBlock => block.type === "paymentForm")!;

/** Top and height of the expiry and CVC inputs. */
function rowBoxes(page: Page) {
  return page.evaluate(() =>
    ["vencimentoCartao", "cvcCartao"].map((name) => {
      const { top, height } = document.querySelector(`input[name="${name}"]`)!.getBoundingClientRect();
      return { top: Math.round(top * 10) / 10, height: Math.round(height * 10) / 10 };
    }),
  );
}

/** The text that describes the submit button (its aria-describedby), or null when it has none. */
function submitHint(page: Page) {
  return page.locator('form button[type="submit"]').evaluate((button) => {
    const ids = button.getAttribute("aria-describedby");
    if (!ids) return null;
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim();
  });
}

describe.concurrent(`the payment form (${paymentName})`, () => {
  for (const width of WIDTHS) {
    it(`at ${width}px keeps Validade and CVC on one top line and one height, empty and with messages`, async ({
      expect,
    }) => {
      await visit(width, urlFor(paymentPage.route), async (page) => {
        const [expiry, cvc] = await rowBoxes(page);
        expect(cvc).toEqual(expiry);
        await page.fill('input[name="vencimentoCartao"]', "1");
        await page.click('input[name="cvcCartao"]');
        await page.click('input[name="nomeCartao"]');
        await expect.poll(() => page.getByText(payment.messages.vencimentoInvalid).isVisible()).toBe(true);
        await expect.poll(() => page.getByText(payment.messages.cvcRequired).isVisible()).toBe(true);
        const [expiryWithError, cvcWithError] = await rowBoxes(page);
        expect(cvcWithError).toEqual(expiryWithError);
        expect(expiryWithError).toEqual(expiry);
        await page.fill('input[name="vencimentoCartao"]', "122030");
        await page.click('input[name="nomeCartao"]');
        await expect.poll(() => page.getByText(payment.messages.vencimentoInvalid).count()).toBe(0);
        const [expiryValid, cvcStillWrong] = await rowBoxes(page);
        expect(cvcStillWrong).toEqual(expiryValid);
      });
    });
  }

  it("at 390px keeps both tab labels and every field's label on one line, a long detected brand included", async ({
    expect,
  }) => {
    await visit(PHONE, urlFor(paymentPage.route), async (page) => {
      await page.waitForSelector('input[name="vencimentoCartao"]');
      expect(await page.locator("form label").count()).toBeGreaterThanOrEqual(4);
      expect(await wrappedTexts(page, '[role="tab"]')).toEqual([]);
      expect(await wrappedTexts(page, "form label")).toEqual([]);
      // American Express is the longest brand name: "Bandeira: American Express" beside the card number's label.
      await page.fill('input[name="numeroCartao"]', "3411");
      await expect.poll(() => page.locator("[data-brand]").textContent()).toContain("American Express");
      expect(await wrappedTexts(page, "form label")).toEqual([]);
    });
  });

  for (const width of [PHONE, 1280]) {
    it(`at ${width}px shows its confirmation toast below the header, covering none of its links`, async ({
      expect,
    }) => {
      await visit(width, urlFor(paymentPage.route), async (page) => {
        await page.fill('input[name="numeroCartao"]', "4111111111111111");
        await page.fill('input[name="vencimentoCartao"]', "122030");
        await page.fill('input[name="cvcCartao"]', "123");
        await page.fill('input[name="nomeCartao"]', "MARIA SILVA");
        await page.click('form button[type="submit"]');
        const toast = page.getByRole("status").getByText(payment.labels.submitted);
        await toast.waitFor();
        const box = (await toast.boundingBox())!;
        const header = (await headerBox(page))!;
        expect(box.y).toBeGreaterThanOrEqual(header.bottom);
        const covered = await page.evaluate(
          ({ x, y, width, height }) =>
            [...document.querySelectorAll<HTMLElement>("header a, header button")]
              .filter((element) => element.checkVisibility())
              .filter((element) => {
                const r = element.getBoundingClientRect();
                return r.left < x + width && r.right > x && r.top < y + height && r.bottom > y;
              })
              .map((element) => element.textContent?.trim() || element.getAttribute("aria-label")),
          box,
        );
        expect(covered).toEqual([]);
      });
    });
  }

  it("shows no message before a field is touched: under the disabled Pagar only the neutral hint, never a field's error", async ({
    expect,
  }) => {
    await visit(PHONE, urlFor(paymentPage.route), async (page) => {
      const submit = page.locator('form button[type="submit"]');
      const form = page.locator("form");
      expect(await submit.isDisabled()).toBe(true);
      expect(await submitHint(page)).toBe(payment.labels.submitHint);
      for (const message of Object.values(payment.messages)) expect(await form.innerText()).not.toContain(message);
      await page.fill('input[name="numeroCartao"]', "4111");
      await page.click('input[name="nomeCartao"]');
      await expect.poll(() => page.getByText(payment.messages.numeroInvalid).count()).toBe(1);
      expect(await submitHint(page)).toBe(payment.labels.submitHint);
      await page.fill('input[name="numeroCartao"]', "4111111111111111");
      await page.fill('input[name="vencimentoCartao"]', "122030");
      await page.fill('input[name="cvcCartao"]', "123");
      await page.fill('input[name="nomeCartao"]', "MARIA SILVA");
      await expect.poll(() => submit.isDisabled()).toBe(false);
      expect(await submitHint(page)).toBeNull();
    });
  });
});

const MENU = "#menu-principal";
const MENU_BUTTON = `[data-layout="nav"] button[aria-controls="menu-principal"]`;

/** Where the logo and the menu button are, to tell whether the header moved. */
function headerParts(page: Page) {
  return page.evaluate((selector) => {
    const box = (element: Element | null) => {
      const rect = element!.getBoundingClientRect();
      return [rect.left, rect.top, rect.width, rect.height].map(Math.round);
    };
    return {
      logo: box(document.querySelector('[data-layout="nav"] a')),
      toggle: box(document.querySelector(selector)),
    };
  }, MENU_BUTTON);
}

/**
 * A tap on an element where it is on screen. Playwright's click first scrolls its target "into view", which for an
 * element of the sticky header means scrolling the page back to the top: a visitor's tap moves nothing.
 */
async function tapInPlace(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe.concurrent("the mobile menu", () => {
  for (const width of [390, 768]) {
    it(`at ${width}px covers the page with an opaque full-height panel, locks its scroll and leaves the header still`, async ({
      expect,
    }) => {
      await visit(width, "/home", async (page) => {
        await page.evaluate(() => window.scrollTo(0, 300));
        const before = await headerParts(page);
        const scrolled = await page.evaluate(() => window.scrollY);
        await tapInPlace(page, MENU_BUTTON);
        await expect.poll(() => page.locator(MENU).isVisible()).toBe(true);
        expect(await headerParts(page)).toEqual(before);
        const panel = await page.locator(MENU).evaluate((menu) => {
          const box = menu.getBoundingClientRect();
          const header = document.querySelector('[data-layout="nav"]')!.getBoundingClientRect();
          return {
            top: box.top,
            bottom: box.bottom,
            left: box.left,
            right: box.right,
            headerBottom: header.bottom,
            background: getComputedStyle(menu).backgroundColor,
          };
        });
        expect(panel.top).toBeLessThanOrEqual(panel.headerBottom + 1);
        expect(panel.bottom).toBeGreaterThanOrEqual(await page.evaluate(() => window.innerHeight));
        expect([panel.left, panel.right]).toEqual([0, width]);
        expect(panel.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
        // The visitor's wheel, over the panel and over the header: neither scrolls the page behind.
        await page.evaluate(() => {
          const page = window as unknown as { wheels: number };
          page.wheels = 0;
          addEventListener("wheel", () => page.wheels++, { capture: true, passive: true });
        });
        for (const y of [600, 30]) {
          await page.mouse.move(width / 2, y);
          await page.mouse.wheel(0, 800);
        }
        // Both wheels reached the page and a frame has been drawn since: a scroll they caused would have begun.
        await expect.poll(() => page.evaluate(() => (window as unknown as { wheels: number }).wheels)).toBe(2);
        await nextFrame(page);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
        expect(await smallTargets(page)).toEqual([]);
        await tapInPlace(page, MENU_BUTTON);
        await expect.poll(() => page.locator(MENU).isVisible()).toBe(false);
        await page.mouse.move(width / 2, 600);
        await page.mouse.wheel(0, 200);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
      });
    });
  }

  it("at 390px keeps the focus inside while open, and Escape closes it back to its button", async ({ expect }) => {
    await visit(PHONE, "/home", async (page) => {
      await page.focus(MENU_BUTTON);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator(MENU).isVisible()).toBe(true);
      const stops = await page.evaluate(
        (selector) => document.querySelector(selector)!.closest("header")!.querySelectorAll("a, button").length,
        MENU_BUTTON,
      );
      for (let press = 0; press < stops + 3; press++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => !!document.activeElement?.closest('[data-layout="nav"]'))).toBe(true);
      }
      for (let press = 0; press < stops + 3; press++) {
        await page.keyboard.press("Shift+Tab");
        expect(await page.evaluate(() => !!document.activeElement?.closest('[data-layout="nav"]'))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator(MENU).isVisible()).toBe(false);
      expect(
        await page.evaluate((selector) => document.activeElement === document.querySelector(selector), MENU_BUTTON),
      ).toBe(true);
    });
  });
});

describe.concurrent("the Sobre dropdown at 1280px", () => {
  it("opens below the header line, clear of Acessar sistema", async ({ expect }) => {
    await visit(1280, "/home", async (page) => {
      await page.getByRole("button", { name: site.nav.dropdown!.label, exact: true }).click();
      const boxes = await page.evaluate((login) => {
        const toggle = [...document.querySelectorAll('[data-layout="nav"] button[aria-expanded="true"]')][0]!;
        const list = document.getElementById(toggle.getAttribute("aria-controls")!)!.getBoundingClientRect();
        const header = document.querySelector('[data-layout="nav"]')!.getBoundingClientRect();
        const button = [...document.querySelectorAll('[data-layout="nav"] a')]
          .find((link) => link.textContent?.includes(login))!
          .getBoundingClientRect();
        return {
          list: { top: list.top, left: list.left, right: list.right, bottom: list.bottom },
          headerBottom: header.bottom,
          login: { top: button.top, left: button.left, right: button.right, bottom: button.bottom },
        };
      }, site.nav.login.label);
      expect(boxes.list.top).toBeGreaterThanOrEqual(boxes.headerBottom - 1);
      const overlaps =
        boxes.list.left < boxes.login.right &&
        boxes.list.right > boxes.login.left &&
        boxes.list.top < boxes.login.bottom &&
        boxes.list.bottom > boxes.login.top;
      expect(overlaps).toBe(false);
    });
  });
});

describe("the header while the page's HTML arrives", () => {
  // A slow phone paints what it has parsed so far; links already painted must not move as the next ones arrive.
  it("at 1280px keeps each link painted from a partial document where the whole page puts it", async ({ expect }) => {
    const url = `${shared.site.url}/`;
    const html = await (await fetch(url)).text();
    const nav = html.indexOf('id="menu-principal"');
    expect(nav).toBeGreaterThan(0);
    const cuts = [html.indexOf("</li>", nav) + "</li>".length, html.indexOf("</ul>", nav) + "</ul>".length];
    // The parsed markup alone, as the browser lays it out before any script runs.
    const context = await shared.browser.newContext({
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      const linkPositions = () =>
        page.evaluate(() =>
          Object.fromEntries(
            [...document.querySelectorAll("#menu-principal a, #menu-principal button")].map((element) => [
              element.textContent!.trim(),
              Math.round(element.getBoundingClientRect().left),
            ]),
          ),
        );
      await page.goto(url);
      const whole = await linkPositions();
      for (const cut of cuts) {
        await page.route(url, (route) =>
          route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html.slice(0, cut) }),
        );
        await page.goto(url);
        const partial = await linkPositions();
        expect(Object.keys(partial).length).toBeGreaterThan(0);
        expect(Object.keys(partial).length).toBeLessThan(Object.keys(whole).length);
        for (const [label, left] of Object.entries(partial)) expect(left, label).toBe(whole[label]);
        await page.unroute(url);
      }
    } finally {
      await context.close();
    }
  });
});

describe.concurrent("a long page draws at first only what is near the viewport (decision 052)", () => {
  /** Per section of <main>, whether what it holds is drawn (a section content-visibility skips keeps its own box). */
  const drawnSections = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("main > section")].map(
        (section) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
      ),
    );

  /**
   * How many visible headings <main> has, and those the accessibility tree leaves out: Chromium leaves an undrawn
   * section's headings out of it (names compared without case: the tree applies text-transform).
   */
  const headingsOutOfTheTree = async (page: Page) => {
    const plainName = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll("main :is(h1, h2, h3)")]
        .filter((heading) => !heading.closest("[inert]"))
        .map((heading) => heading.textContent ?? ""),
    );
    const cdp = await page.context().newCDPSession(page);
    try {
      const { nodes } = await cdp.send("Accessibility.getFullAXTree");
      const exposed = new Set(
        nodes
          .filter((node) => !node.ignored && node.role?.value === "heading")
          .map((node) => plainName(String(node.name?.value ?? ""))),
      );
      return { headings: headings.length, missing: headings.map(plainName).filter((name) => !exposed.has(name)) };
    } finally {
      await cdp.detach();
    }
  };

  for (const width of WIDTHS) {
    it(`/ at ${width}px: until the app starts, the prerendered page leaves its last sections undrawn, until the visitor comes near one`, async ({
      expect,
    }) => {
      // The page as the browser lays it out when its scripts run but the app's modules do not arrive: nothing draws
      // the sections but the visitor's scrolling.
      const context = await shared.browser.newContext({ viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        await page.route("**/assets/*.js", (route) => route.abort());
        await page.goto(`${shared.site.url}/`);
        const atLoad = await drawnSections(page);
        expect(atLoad.length).toBeGreaterThan(4);
        expect(atLoad[0]).toBe(true);
        expect(atLoad.slice(-3)).toEqual([false, false, false]);
        await page.locator("main > section").last().scrollIntoViewIfNeeded();
        await expect.poll(async () => (await drawnSections(page)).at(-1)).toBe(true);
      } finally {
        await context.close();
      }
    });

    it(`/ at ${width}px: a visitor without scripts gets every section drawn from the start, every heading in the accessibility tree`, async ({
      expect,
    }) => {
      const context = await shared.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${shared.site.url}/`);
        expect(await drawnSections(page)).not.toContain(false);
        const { headings, missing } = await headingsOutOfTheTree(page);
        expect(headings).toBeGreaterThan(4);
        expect(missing).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`/ at ${width}px: once the app has started every section is drawn and every heading is in the accessibility tree, and nothing on screen moves meanwhile or on the way to the end`, async ({
      expect,
    }) => {
      await visit(width, "/", async (page) => {
        await page.evaluate(() => {
          const shifts: number[] = [];
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
              shifts.push(entry.value);
          }).observe({ type: "layout-shift", buffered: true });
        });
        await expect.poll(() => drawnSections(page), { timeout: 10_000 }).not.toContain(false);
        const { headings, missing } = await headingsOutOfTheTree(page);
        expect(headings).toBeGreaterThan(4);
        expect(missing).toEqual([]);
        await scrollThrough(page);
        await scrollToTheEnd(page);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
      });
    });
  }
});
