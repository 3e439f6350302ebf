import type { Locator, Page } from "playwright-core";

/** One interaction the bench measures: what the visitor does and what shows it was done. */
export interface Interaction {
  key: string;
  /** How the report names it. */
  label: string;
  /** Whether the page has it (a block another page layout may not show); measured only when it does. */
  present?: (page: Page) => Promise<boolean>;
  /**
   * What the visitor scrolls to before the interaction (a visitor reaches it by scrolling: the page's code loaded on the
   * way, such as the carousel's engine, has settled by then); none for what is on the first screen.
   */
  target?: (page: Page) => Locator;
  /** The visitor's input: one click, tap or key press. */
  act: (page: Page) => Promise<void>;
  /** Resolves once the page shows the interaction's result. */
  done: (page: Page) => Promise<void>;
  /** How many times it is done per page load (a key press per character typed); the run keeps the worst. */
  repeat?: number;
  /** Measured to compare, not held to the target (a click on plain text, which runs no handler of ours). */
  reference?: boolean;
}

/** A page load and the interactions measured on it, in order. */
export interface Visit {
  route: string;
  interactions: Interaction[];
}

const TOGGLE = 'button[aria-controls="menu-principal"]';
const CAROUSEL = '[data-block="carousel"]';
// The site's own label for the next-slide button (site.json's ui.next).
const CAROUSEL_NEXT = `${CAROUSEL} button[aria-label="Próximo"][aria-disabled="false"]`;
const CARD_NUMBER = 'input[name="numeroCartao"]';
const FAQ_QUESTION = '[data-block="faq"] details:not([open]) > summary';

/**
 * Clicks the middle of an element as a visitor's mouse does (move, press, release), without the checks of Playwright's
 * own click, whose listener on the page forces a style recalculation inside the measured events.
 */
async function press(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("O elemento da interação não está visível.");
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The payment page of a valid company number (its shell renders the form). */
export const PAYMENT_ROUTE = "/pagamento/11222333000181";

/** The interactions the bench measures, by page: the ones a phone visitor meets first. */
export const VISITS: Visit[] = [
  {
    route: "/",
    interactions: [
      {
        key: "noop",
        label: "Clique em texto sem ação (referência)",
        reference: true,
        act: (page) => press(page.locator("main h1").first()),
        done: async () => {},
      },
      {
        key: "menuOpen",
        label: "Abrir o menu",
        act: (page) => press(page.locator(TOGGLE)),
        done: (page) => page.waitForSelector(`${TOGGLE}[aria-expanded="true"]`).then(() => {}),
      },
      {
        key: "menuClose",
        label: "Fechar o menu",
        act: (page) => press(page.locator(TOGGLE)),
        done: (page) => page.waitForSelector(`${TOGGLE}[aria-expanded="false"]`).then(() => {}),
      },
      {
        key: "carouselNext",
        label: "Próximo slide do carrossel",
        present: async (page) => (await page.$(CAROUSEL_NEXT)) !== null,
        target: (page) => page.locator(CAROUSEL_NEXT).first(),
        act: (page) => press(page.locator(CAROUSEL_NEXT).first()),
        // The second slide is current: its dot, or "2 de N" where there are too many slides for a dot each.
        done: (page) =>
          page
            .waitForFunction((carousel) => {
              const element = document.querySelector(carousel);
              const counter = element?.querySelector("[aria-live]")?.textContent;
              return counter ? !counter.startsWith("1 ") : !!element?.querySelector('[aria-current="true"]:not(:first-child)');
            }, CAROUSEL)
            .then(() => {}),
      },
      {
        key: "planTab",
        label: "Trocar de plano (aba)",
        present: async (page) => (await page.$('[data-block="plans"] [role="tab"][aria-selected="false"]')) !== null,
        target: (page) => page.locator('[data-block="plans"] [role="tab"][aria-selected="false"]').first(),
        act: (page) => press(page.locator('[data-block="plans"] [role="tab"][aria-selected="false"]').first()),
        done: (page) =>
          page.waitForSelector('[data-block="plans"] [role="tab"][aria-selected="true"]:not(:first-child)').then(() => {}),
      },
      {
        key: "contactOpen",
        label: "Abrir o formulário de contato",
        target: (page) => page.locator('[data-block="contactForm"] button[aria-haspopup="dialog"]').first(),
        act: (page) => press(page.locator('[data-block="contactForm"] button[aria-haspopup="dialog"]').first()),
        done: (page) => page.waitForSelector("dialog[open]").then(() => {}),
      },
    ],
  },
  {
    route: "/preco",
    interactions: [
      {
        key: "faqOpen",
        label: "Abrir uma pergunta frequente",
        target: (page) => page.locator(FAQ_QUESTION).first(),
        act: (page) => press(page.locator(FAQ_QUESTION).first()),
        done: (page) => page.waitForSelector('[data-block="faq"] details[open]').then(() => {}),
      },
    ],
  },
  {
    route: PAYMENT_ROUTE,
    interactions: [
      {
        key: "cardTyping",
        label: "Digitar no número do cartão",
        repeat: 6,
        target: (page) => page.locator(CARD_NUMBER),
        act: async (page) => {
          const field = page.locator(CARD_NUMBER);
          if (!(await field.evaluate((input) => input === document.activeElement))) await field.focus();
          await page.keyboard.press("4");
        },
        done: async () => {},
      },
    ],
  },
];
