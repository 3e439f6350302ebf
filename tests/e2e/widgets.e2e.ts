import type { Locator, Page } from "playwright-core";
import { describe, expect, it, type ExpectStatic } from "vitest";
import { countsSlides } from "../../renderer/ui/position/SlidePosition.tsx";
import type { CarouselBlock, FaqBlock, PageConfig, PaymentFormBlock } from "../../schema/generated/page.ts";
import { gotoReady, nextFrame, saveScreenshot, VIEWPORTS } from "./support/browser.ts";
import { siteAndBrowser } from "./support/suite.ts";
import { pagePool } from "./support/pagePool.ts";
import { pages, site as siteConfig, urlFor } from "./support/siteConfig.ts";
import {
  builtBlock,
  carouselView,
  closeAccessibilitySession,
  expandedStates,
  expectedPerSlide,
  focusStop,
  hasFocus,
  plain,
  tabInto,
  waitForReact,
  type CarouselView,
} from "./support/widgets.ts";

const NAV = '[data-layout="nav"]';
const { ui, nav } = siteConfig;
const dotLabel = (n: number) => ui.goToSlide.replace("{n}", String(n));
const counterLabel = (n: number, total: number) =>
  ui.slideCounter.replace("{n}", String(n)).replace("{total}", String(total));
/** How much page time must pass without a carousel moving by itself: over twice a usual autoplay delay (4 s). */
const AUTOPLAY_CHECK_MS = 10_000;

const shared = siteAndBrowser();
/**
 * Pages of a visitor whose system asks for reduced motion: the carousel jumps to a slide instead of sliding, so a test
 * of what the buttons and keys do (not of the motion) moves on at once. The motion itself is tested at full speed by
 * the alignment tests below and by carouselEngine.e2e.ts.
 */
const stillPages = pagePool(() => shared.browser, { reducedMotion: "reduce" });

/** A block of one type found in the page configs, with where it is rendered. */
interface Placed<T> {
  path: string;
  config: PageConfig;
  block: T;
  index: number;
}

function placed<T>(type: string): Array<Placed<T>> {
  return Object.values(pages).flatMap((config) =>
    config.route.includes(":")
      ? []
      : config.blocks.flatMap((block, index) =>
          block.type === type ? [{ path: urlFor(config.route), config, block: block as T, index }] : [],
        ),
  );
}

/**
 * Opens `path` at `width`, runs `body`, and requires no console error; a screenshot is kept on failure. A body
 * that returns "stale" found dist/ built from another version of the page's config: the test fails and says so.
 */
async function visit(
  width: number,
  path: string,
  body: (page: Page) => Promise<void | "stale">,
  { clock = false, still = false } = {},
): Promise<void> {
  const height = Object.values(VIEWPORTS).find((viewport) => viewport.width === width)?.height ?? 900;
  // page.clock lasts as long as the page: a test with a clock takes a page that has one.
  const pool = clock ? shared.clockPages : still ? stillPages : shared.pages;
  const { page, errors } = await pool.lend({ width, height });
  let outcome: void | "stale";
  try {
    await gotoReady(page, `${shared.site.url}${path}`);
    await waitForReact(page);
    outcome = await body(page);
    if (outcome !== "stale") expect(errors).toEqual([]);
  } catch (error) {
    await saveScreenshot(page, `widgets-${width}${path.replace(/\//g, "_")}`);
    throw error;
  } finally {
    await closeAccessibilitySession(page);
    await pool.giveBack(page);
  }
  // Never a silent skip: a build that does not match the configs is a failure to fix, not to hide.
  if (outcome === "stale") throw new Error(`dist/ não corresponde a site.config em ${path}: rode npm run build.`);
}

/** Where the items of a carousel's slide are on screen (left, top, width, in CSS pixels as laid out: fractional). */
function slideBoxes(section: Locator, slide: number): Promise<number[][]> {
  return section.evaluate(
    (element, wanted) =>
      [...(element.querySelectorAll('[role="group"]')[wanted]?.firstElementChild?.children ?? [])].map((item) => {
        const box = item.getBoundingClientRect();
        return [box.left, box.top, box.width];
      }),
    slide,
  );
}

/**
 * Where a slide of `count` items sits, from the first slide's item boxes: the first `count` places, moved right by
 * half the room the missing items leave, as a last slide that is not full is centred.
 */
function centredPlaces(first: number[][], count: number): number[][] {
  const right = (box: number[]) => box[0]! + box[2]!;
  const shift = (right(first.at(-1)!) - right(first[count - 1]!)) / 2;
  return first.slice(0, count).map(([left, top, width]) => [left! + shift, top!, width!]);
}

/**
 * How far the items of one slide are from where the first slide's sat (the largest difference of any edge or width,
 * in pixels); Infinity when the slide has another number of items. Under a pixel is the same place on screen: a
 * settled position read once at 59.4 and once at 59.6 px is one place, which rounding each reading would split.
 */
function distanceFrom(first: number[][], boxes: number[][]): number {
  if (boxes.length !== first.length) return Infinity;
  return Math.max(...boxes.flatMap((box, item) => box.map((value, side) => Math.abs(value - first[item]![side]!))));
}

/** Asserts the focused element has the label and shows a focus ring, on screen. */
async function expectFocusOn(page: Page, label: string | RegExp): Promise<void> {
  const focus = await focusStop(page);
  if (typeof label === "string") expect(focus.label).toBe(label);
  else expect(focus.label).toMatch(label);
  expect(focus.ring, `"${focus.label}" mostra o foco (outline ou box-shadow)`).toBe(true);
  expect(focus.onScreen, `"${focus.label}" está na tela`).toBe(true);
}

async function tabTo(page: Page, label: string | RegExp): Promise<void> {
  await page.keyboard.press("Tab");
  await expectFocusOn(page, label);
}

for (const { path, config, block, index } of placed<CarouselBlock>("carousel")) {
  const count = block.items.length;
  describe.concurrent(`carousel "${plain(block.title ?? String(index))}" on ${path}`, () => {
    for (const { width } of Object.values(VIEWPORTS)) {
      const perSlide = expectedPerSlide(block, width);
      const slides = Math.ceil(count / perSlide);
      const sizes = Array.from({ length: slides }, (_, slide) => Math.min(perSlide, count - slide * perSlide));
      const itemsOf = (slide: number) =>
        Array.from({ length: sizes[slide]! }, (_, position) => slide * perSlide + position);
      // Too many slides for a dot each: the carousel shows "3 de 8" between its arrows instead.
      const counted = countsSlides(slides);
      const dots = slides > 1 && !counted ? slides : 0;
      const at = (slide: number): Partial<CarouselView> => ({
        current: dots ? [slide] : [],
        active: [slide],
        visible: itemsOf(slide),
        counter: counted ? counterLabel(slide + 1, slides) : null,
      });
      const state = (view: CarouselView) => ({
        current: view.current,
        active: view.active,
        visible: view.visible,
        counter: view.counter,
      });
      /**
       * The carousel on the test's page once its slides are grouped for this width (null when dist/ was built from
       * another version of the config), and a wait for it to show a slide.
       */
      const groupedCarousel = async (page: Page, expect: ExpectStatic) => {
        const section = await builtBlock(page, config, index);
        if (!section) return null;
        await expect.poll(async () => (await carouselView(section, dotLabel)).slides).toEqual(sizes);
        const expectAt = (slide: number) =>
          expect.poll(async () => state(await carouselView(section, dotLabel))).toEqual(at(slide));
        return { section, expectAt };
      };

      it(`at ${width}px groups ${count} item${count === 1 ? "" : "s"} ${perSlide} per slide with ${counted ? `a count of ${slides}` : `${dots || "no"} indicators`}, starts on the first slide and never moves by itself`, async ({
        expect,
      }) => {
        await visit(
          width,
          path,
          async (page) => {
            const section = await builtBlock(page, config, index);
            if (!section) return "stale";
            const view = () => carouselView(section, dotLabel);
            await expect.poll(async () => (await view()).slides).toEqual(sizes);
            await expect.poll(async () => state(await view())).toEqual(at(0));
            const first = await view();
            expect(first.indicators).toBe(dots);
            if (slides > 1) {
              expect(first.buttons.find((button) => button.label === ui.previous)?.unavailable).toBe(true);
              expect(first.buttons.find((button) => button.label === ui.next)?.unavailable).toBe(false);
            } else {
              expect(first.buttons).toEqual([]);
            }
            // Brought into view, the carousel starts its engine, which writes its position on the track. Then every
            // timer and frame of the next AUTOPLAY_CHECK_MS runs at once: an autoplay would have moved it.
            const track = section.locator('[role="group"]').first().locator("..");
            await section.scrollIntoViewIfNeeded();
            await expect
              .poll(() => track.evaluate((element) => (element as HTMLElement).style.transform), { timeout: 10_000 })
              .not.toBe("");
            const before = await track.evaluate((element) => getComputedStyle(element).transform);
            await page.clock.runFor(AUTOPLAY_CHECK_MS);
            await nextFrame(page);
            expect(state(await view())).toEqual(at(0));
            expect(await track.evaluate((element) => getComputedStyle(element).transform)).toBe(before);
          },
          { clock: true },
        );
      });

      if (slides < 2) continue;

      it(`at ${width}px moves slide by slide with the mouse on Próximo/Anterior${dots ? " and jumps with the indicators" : ", counting them"}`, async ({
        expect,
      }) => {
        await visit(
          width,
          path,
          async (page) => {
            const carousel = await groupedCarousel(page, expect);
            if (!carousel) return "stale";
            const { section, expectAt } = carousel;
            const next = section.getByRole("button", { name: ui.next, exact: true });
            const previous = section.getByRole("button", { name: ui.previous, exact: true });
            for (let slide = 1; slide < slides; slide++) {
              await next.click();
              await expectAt(slide);
            }
            expect(
              (await carouselView(section, dotLabel)).buttons.find((button) => button.label === ui.next)?.unavailable,
            ).toBe(true);
            await previous.click();
            await expectAt(slides - 2);
            if (!dots) return;
            await section.getByRole("button", { name: dotLabel(1), exact: true }).click();
            await expectAt(0);
            await section.getByRole("button", { name: dotLabel(slides), exact: true }).click();
            await expectAt(slides - 1);
          },
          { still: true },
        );
      });

      if (width !== VIEWPORTS.desktop.width && width !== VIEWPORTS.mobile.width) continue;

      it(`at ${width}px puts the cards of the next slide exactly where the first ones sat (centred when fewer), after Próximo and after a drag`, async ({
        expect,
      }) => {
        await visit(width, path, async (page) => {
          const section = (await groupedCarousel(page, expect))?.section;
          if (!section) return "stale";
          await section.scrollIntoViewIfNeeded();
          const first = await slideBoxes(section, 0);
          // Polled until the slide arrives where the first one was: a slide that settles elsewhere never gets there.
          const expectInPlace = (slide: number) =>
            expect
              .poll(async () => distanceFrom(centredPlaces(first, sizes[slide]!), await slideBoxes(section, slide)), {
                timeout: 5000,
                message: `os cartões do slide ${slide + 1} ficam onde os do primeiro estavam (${JSON.stringify(first)})`,
              })
              .toBeLessThan(1);
          await section.getByRole("button", { name: ui.next, exact: true }).click();
          await expectInPlace(1);
          await section.getByRole("button", { name: dots ? dotLabel(1) : ui.previous, exact: true }).click();
          await expectInPlace(0);
          const frame = (await section.locator('[role="group"]').first().locator("../..").boundingBox())!;
          const y = frame.y + frame.height / 2;
          await page.mouse.move(frame.x + frame.width * 0.8, y);
          await page.mouse.down();
          await page.mouse.move(frame.x + frame.width * 0.2, y, { steps: 8 });
          await page.mouse.up();
          await expectInPlace(1);
        });
      });

      it(`at ${width}px is usable by keyboard alone: Tab reaches every control with a visible focus, Enter and Space operate them, focus stays in the carousel`, async ({
        expect,
      }) => {
        await visit(
          width,
          path,
          async (page) => {
            const carousel = await groupedCarousel(page, expect);
            if (!carousel) return "stale";
            const { section, expectAt } = carousel;
            const focusInCarousel = async () => {
              const focus = await focusStop(page);
              expect(
                await section.evaluate(
                  (element) => element.contains(document.activeElement) && document.activeElement?.tagName === "BUTTON",
                ),
                `o foco continua no carrossel (está em "${focus.label}")`,
              ).toBe(true);
              expect(focus.ring, `"${focus.label}" mostra o foco`).toBe(true);
            };
            const shiftTabTo = async (label: string) => {
              for (let presses = 0; presses < slides + 3 && (await focusStop(page)).label !== label; presses++)
                await page.keyboard.press("Shift+Tab");
              await expectFocusOn(page, label);
            };

            await tabInto(page, section);
            const stops: string[] = [];
            while (
              await section.evaluate(
                (element) => element.contains(document.activeElement) && document.activeElement?.tagName === "BUTTON",
              )
            ) {
              const focus = await focusStop(page);
              expect(focus.ring, `"${focus.label}" mostra o foco`).toBe(true);
              expect(focus.onScreen, `"${focus.label}" está na tela`).toBe(true);
              stops.push(focus.label);
              await page.keyboard.press("Tab");
            }
            expect(stops.filter((label) => label !== ui.previous)).toEqual([
              ...Array.from({ length: dots }, (_, slide) => dotLabel(slide + 1)),
              ui.next,
            ]);

            await shiftTabTo(ui.next);
            for (let slide = 1; slide < slides; slide++) {
              await page.keyboard.press("Enter");
              await expectAt(slide);
              await focusInCarousel();
            }
            if (dots) {
              await shiftTabTo(dotLabel(1));
              await page.keyboard.press("Enter");
              await expectAt(0);
              await tabTo(page, dotLabel(2));
              await page.keyboard.press("Space");
              await expectAt(1);
              await shiftTabTo(ui.previous);
              await page.keyboard.press("Enter");
              await expectAt(0);
            } else {
              await shiftTabTo(ui.previous);
              await page.keyboard.press("Space");
              await expectAt(slides - 2);
            }
            await focusInCarousel();
          },
          { still: true },
        );
      });
    }
  });
}

for (const { path, config, block, index } of placed<FaqBlock>("faq")) {
  const initial = block.items.map((_, item) => block.openFirst === true && item === 0);
  describe.concurrent(`FAQ "${plain(block.title ?? String(index))}" on ${path}`, () => {
    for (const width of [VIEWPORTS.desktop.width, VIEWPORTS.mobile.width]) {
      it(`at ${width}px starts with ${block.openFirst ? "the first answer open" : "every answer closed"} and toggles each answer on a click`, async ({
        expect,
      }) => {
        await visit(width, path, async (page) => {
          const section = await builtBlock(page, config, index);
          if (!section) return "stale";
          const answersShown = () =>
            section
              .locator("details")
              .evaluateAll((items) =>
                items.map(
                  (item) =>
                    (item.querySelector(":scope > :not(summary)") as HTMLElement | null)?.checkVisibility() ?? false,
                ),
              );
          // As the visitor reaches it: a section below the first screen is drawn, and its states exposed to assistive
          // technology in full, once it comes near the viewport (decision 052).
          await section.scrollIntoViewIfNeeded();
          await expect.poll(() => expandedStates(page, index)).toEqual(initial);
          expect(await answersShown()).toEqual(initial);
          for (let item = 0; item < block.items.length; item++) {
            const toggled = initial.map((open, position) => (position === item ? !open : open));
            await section.locator("summary").nth(item).click();
            await expect.poll(() => expandedStates(page, index)).toEqual(toggled);
            expect(await answersShown()).toEqual(toggled);
            await section.locator("summary").nth(item).click();
            await expect.poll(() => expandedStates(page, index)).toEqual(initial);
            expect(await answersShown()).toEqual(initial);
          }
        });
      });

      it(`at ${width}px reaches every question with Tab, with a visible focus, and toggles it with Enter and Space`, async ({
        expect,
      }) => {
        await visit(width, path, async (page) => {
          const section = await builtBlock(page, config, index);
          if (!section) return "stale";
          await tabInto(page, section);
          for (let item = 0; item < block.items.length; item++) {
            if (item > 0) await page.keyboard.press("Tab");
            await expectFocusOn(page, plain(block.items[item]!.question));
            const toggled = initial.map((open, position) => (position === item ? !open : open));
            await page.keyboard.press("Enter");
            await expect.poll(() => expandedStates(page, index)).toEqual(toggled);
            await page.keyboard.press("Space");
            await expect.poll(() => expandedStates(page, index)).toEqual(initial);
            await page.keyboard.press("Space");
            await expect.poll(() => expandedStates(page, index)).toEqual(toggled);
            expect(
              await section
                .locator("details")
                .nth(item)
                .evaluate((details) =>
                  (details.querySelector(":scope > :not(summary)") as HTMLElement).checkVisibility(),
                ),
            ).toBe(toggled[item]);
            await page.keyboard.press("Enter");
            await expect.poll(() => expandedStates(page, index)).toEqual(initial);
          }
        });
      });
    }
  });
}

describe.concurrent("navigation bar by keyboard alone", () => {
  const dropdown = nav.dropdown!;
  const login = new RegExp(`^${nav.login.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);

  it("at 1280px Tab reaches the skip link, every link, the Sobre dropdown (Enter opens, Escape closes back to its toggle), Acessar sistema and the call to action, each with a visible focus", async ({
    expect,
  }) => {
    await visit(VIEWPORTS.desktop.width, "/home", async (page) => {
      const toggle = page.locator(NAV).getByRole("button", { name: dropdown.label, exact: true });
      const dropdownLinks = dropdown.links.map((link) =>
        page.locator(NAV).getByRole("link", { name: link.label, exact: true }),
      );
      await tabTo(page, ui.skipToContent);
      await tabTo(page, ui.home);
      for (const link of nav.links) await tabTo(page, link.label);
      await tabTo(page, dropdown.label);
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await page.keyboard.press("Enter");
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      for (const link of dropdownLinks) expect(await link.isVisible()).toBe(true);
      for (const link of dropdown.links) await tabTo(page, link.label);
      await page.keyboard.press("Escape");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      for (const link of dropdownLinks) expect(await link.isVisible()).toBe(false);
      expect(await hasFocus(toggle)).toBe(true);
      await expectFocusOn(page, dropdown.label);
      await tabTo(page, login);
      await tabTo(page, nav.cta!.label);
    });
  });

  it("the skip link moves the focus to the main content", async ({ expect }) => {
    await visit(VIEWPORTS.desktop.width, "/home", async (page) => {
      await tabTo(page, ui.skipToContent);
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("conteudo");
      expect(new URL(page.url()).hash).toBe("#conteudo");
    });
  });

  it("at 390px the menu button opens the menu with Enter, and a link chosen with Enter navigates and closes it", async ({
    expect,
  }) => {
    const target = nav.links.find((link) => link.to !== "/home")!;
    await visit(VIEWPORTS.mobile.width, "/home", async (page) => {
      const menu = page.locator("#menu-principal");
      const button = page.locator(NAV).locator('button[aria-controls="menu-principal"]');
      await tabTo(page, ui.skipToContent);
      await tabTo(page, ui.home);
      await tabTo(page, ui.openMenu);
      expect(await menu.isVisible()).toBe(false);
      await page.keyboard.press("Enter");
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await menu.isVisible()).toBe(true);
      await expectFocusOn(page, ui.closeMenu);
      // The highlighted call to action comes first in the menu, as it is drawn.
      await tabTo(page, nav.cta!.label);
      for (const link of nav.links.slice(0, nav.links.indexOf(target) + 1)) await tabTo(page, link.label);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${shared.site.url}${target.to}`);
      expect(await menu.isVisible()).toBe(false);
      expect(await button.getAttribute("aria-expanded")).toBe("false");
    });
  });

  it("at 390px Escape closes the open menu and returns the focus to the menu button", async ({ expect }) => {
    await visit(VIEWPORTS.mobile.width, "/home", async (page) => {
      const menu = page.locator("#menu-principal");
      const button = page.locator(NAV).locator('button[aria-controls="menu-principal"]');
      await tabInto(page, button);
      await page.keyboard.press("Enter");
      await tabTo(page, nav.cta!.label);
      await tabTo(page, nav.links[0]!.label);
      await page.keyboard.press("Escape");
      expect(await menu.isVisible()).toBe(false);
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await hasFocus(button)).toBe(true);
      await expectFocusOn(page, ui.openMenu);
    });
  });

  it("at 390px Escape in the open Sobre submenu leaves the focus on a visible control that closed", async ({
    expect,
  }) => {
    await visit(VIEWPORTS.mobile.width, "/home", async (page) => {
      const menu = page.locator("#menu-principal");
      const button = page.locator(NAV).locator('button[aria-controls="menu-principal"]');
      const toggle = page.locator(NAV).locator("button", { hasText: dropdown.label });
      await tabInto(page, button);
      await page.keyboard.press("Enter");
      await tabInto(page, toggle);
      await page.keyboard.press("Enter");
      await tabTo(page, dropdown.links[0]!.label);
      await page.keyboard.press("Escape");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      // Either only the submenu closes (focus back on "Sobre") or the whole menu does (focus back on the menu button).
      await expectFocusOn(page, (await menu.isVisible()) ? dropdown.label : ui.openMenu);
    });
  });
});

const payment = Object.values(pages).flatMap((config) =>
  config.blocks.flatMap((block) =>
    block.type === "paymentForm" ? [{ path: urlFor(config.route), block: block as PaymentFormBlock }] : [],
  ),
)[0]!;

describe.concurrent(`payment tabs on ${payment.path}`, () => {
  const keys = ["cartaoCredito", "boletoPix"] as const;

  /** Asserts `key` is the selected tab (aria-selected, roving tabindex) and only its panel shows. */
  async function expectSelected(page: Page, key: (typeof keys)[number]): Promise<void> {
    for (const other of keys) {
      const tab = page.getByRole("tab", { name: payment.block.tabs[other], exact: true });
      const panel = page.locator(`[id="${await tab.getAttribute("aria-controls")}"]`);
      expect(await tab.getAttribute("aria-selected")).toBe(String(other === key));
      expect(await tab.getAttribute("tabindex")).toBe(other === key ? "0" : "-1");
      expect(await panel.getAttribute("role")).toBe("tabpanel");
      expect(await panel.getAttribute("aria-labelledby")).toBe(await tab.getAttribute("id"));
      expect(await panel.isVisible(), `painel ${other}`).toBe(other === key);
    }
  }

  for (const width of [VIEWPORTS.desktop.width, VIEWPORTS.mobile.width]) {
    it(`at ${width}px follows the tabs pattern: card tab first, arrow keys, Home and End move the selection and the panel`, async ({
      expect,
    }) => {
      await visit(width, payment.path, async (page) => {
        const tab = (key: (typeof keys)[number]) =>
          page.getByRole("tab", { name: payment.block.tabs[key], exact: true });
        expect(
          await page.getByRole("tab").evaluateAll((tabs) => tabs.map((element) => element.getAttribute("data-tab"))),
        ).toEqual([...keys]);
        await expectSelected(page, "cartaoCredito");
        expect(await page.getByRole("tabpanel").locator('[name="numeroCartao"]').isVisible()).toBe(true);

        await tabInto(page, page.getByRole("tablist"));
        await expectFocusOn(page, payment.block.tabs.cartaoCredito);
        const steps: Array<[string, (typeof keys)[number]]> = [
          ["ArrowRight", "boletoPix"],
          ["ArrowRight", "cartaoCredito"],
          ["ArrowLeft", "boletoPix"],
          ["Home", "cartaoCredito"],
          ["End", "boletoPix"],
        ];
        for (const [key, selected] of steps) {
          await page.keyboard.press(key);
          await expectSelected(page, selected);
          expect(await hasFocus(tab(selected))).toBe(true);
          await expectFocusOn(page, payment.block.tabs[selected]);
        }
        expect((await page.getByRole("tabpanel").innerText()).replace(/\s+/g, " ")).toContain(
          payment.block.boletoPixText.replace(/\s+/g, " "),
        );
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");
        expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby"))).toBe(
          await tab("boletoPix").getAttribute("id"),
        );
        await page.keyboard.press("Shift+Tab");
        await expectFocusOn(page, payment.block.tabs.boletoPix);

        await tab("cartaoCredito").click();
        await expectSelected(page, "cartaoCredito");
        expect(await page.getByRole("tabpanel").locator('[name="numeroCartao"]').isVisible()).toBe(true);
      });
    });
  }
});
