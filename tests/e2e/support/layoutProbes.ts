import type { Page } from "playwright-core";
import { within } from "./browser.ts";

/**
 * Figures a visitor reads as one thing, which must never be split across lines. Written here from the issue's
 * wording, independently of the renderer's own list, so that a figure the renderer forgets still fails.
 */
const FIGURES: Record<string, string> = {
  dinheiro: String.raw`R\$\s?\d[\d.]*(?:,\d{2})?(?:\s(?:mil|milhões|bilhões))?`,
  porcentagem: String.raw`\d[\d.,]*\s?%`,
  "e-mail": String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
  telefone: String.raw`\(\d{2}\)\s?\d{4,5}-\d{4}`,
  milhar: String.raw`\+?\d[\d.,]*\s(?:mil|milhões|bilhões)(?![\p{L}])`,
};

/** A figure the page shows on more than one line. */
export interface SplitFigure {
  kind: string;
  text: string;
  lines: number;
}

/**
 * Every figure (money, percentage, e-mail, phone, "25 mil") rendered on more than one line. The page's text is
 * read per block container, so a figure whose pieces sit in different inline elements is still one figure; the
 * lines come from the client rects of a Range over it.
 */
export function splitFigures(page: Page): Promise<SplitFigure[]> {
  return page.evaluate((figures) => {
    const blockOf = (node: Node): Element | null => {
      let element = node.parentElement;
      while (element && getComputedStyle(element).display.startsWith("inline")) element = element.parentElement;
      return element;
    };
    interface Run {
      nodes: Text[];
      starts: number[];
      text: string;
    }
    const runs: Run[] = [];
    let run: Run | undefined;
    let container: Element | null = null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      // Text that is not shown (a closed answer, a hidden tab) has no lines to split.
      if (!node.parentElement?.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const block = blockOf(node);
      if (!run || block !== container) {
        run = { nodes: [], starts: [], text: "" };
        runs.push(run);
        container = block;
      }
      run.starts.push(run.text.length);
      run.nodes.push(node);
      run.text += node.data;
    }
    const position = (of: Run, offset: number, end: boolean): [Text, number] => {
      let index = of.nodes.length - 1;
      while (index > 0 && (end ? of.starts[index]! >= offset : of.starts[index]! > offset)) index--;
      return [of.nodes[index]!, offset - of.starts[index]!];
    };
    const lineCount = (rects: DOMRect[]): number => {
      const lines: Array<{ top: number; bottom: number }> = [];
      for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
        const middle = (rect.top + rect.bottom) / 2;
        const line = lines.find((band) => middle >= band.top && middle <= band.bottom);
        if (!line) lines.push({ top: rect.top, bottom: rect.bottom });
      }
      return lines.length;
    };
    const split: Array<{ kind: string; text: string; lines: number }> = [];
    for (const each of runs) {
      for (const [kind, source] of Object.entries(figures)) {
        for (const match of each.text.matchAll(new RegExp(source, "gu"))) {
          const range = document.createRange();
          range.setStart(...position(each, match.index, false));
          range.setEnd(...position(each, match.index + match[0].length, true));
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
          const lines = lineCount(rects);
          if (lines > 1) split.push({ kind, text: match[0], lines });
        }
      }
    }
    return split;
  }, FIGURES);
}

/** A control smaller than a thumb can hit. */
export interface SmallTarget {
  label: string;
  width: number;
  height: number;
}

/**
 * Buttons and button-like links (buttons, tabs, .btn links, chat, e-mail and phone links, summaries) shown on the
 * page that are smaller than `min` px either way. Left out: the footer's list of text links (checked for spacing)
 * and links inside a sentence, which the target-size rule exempts (a text's e-mail address is as tall as its line).
 */
export function smallTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((size) => {
    const inSentence = (control: HTMLElement) =>
      control.tagName === "A" &&
      !control.classList.contains("btn") &&
      (control.parentElement?.textContent ?? "").trim() !== (control.textContent ?? "").trim();
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'button, [role="button"], [role="tab"], a.btn, a[data-chat], a[href^="mailto:"], a[href^="tel:"], summary',
      ),
    ];
    return controls
      .filter(
        (control) =>
          !control.closest("footer nav") &&
          !inSentence(control) &&
          control.checkVisibility({ visibilityProperty: true }),
      )
      .map((control) => {
        const box = control.getBoundingClientRect();
        const label = (control.getAttribute("aria-label") ?? control.textContent ?? "").replace(/\s+/g, " ").trim();
        return {
          label: label || control.outerHTML.slice(0, 80),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      })
      .filter((target) => target.width > 0 && (target.width < size || target.height < size));
  }, min);
}

/** The visible elements matching `selector` whose text takes more than one line, by their text. */
export function wrappedTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (wanted) =>
      [...document.querySelectorAll<HTMLElement>(wanted)]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => {
          const range = document.createRange();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          let top = Infinity;
          let bottom = -Infinity;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.closest(".sr-only") || !node.textContent?.trim()) continue;
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              top = Math.min(top, rect.top);
              bottom = Math.max(bottom, rect.bottom);
            }
          }
          return bottom - top > 1.5 * parseFloat(getComputedStyle(element).lineHeight);
        })
        .map((element) => element.textContent?.trim() ?? ""),
    selector,
  );
}

/**
 * The visible elements matching `selector` whose text reaches outside their parent (the column they sit in) or into
 * another one's text, each as "text: why". Measured on the text itself: a centred block can be wider than its column.
 */
export function crowdedTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const texts = [...document.querySelectorAll<HTMLElement>(wanted)]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return {
          name: element.textContent?.trim() ?? "",
          box: range.getBoundingClientRect(),
          column: element.parentElement!,
        };
      });
    const found: string[] = [];
    for (const [index, { name, box, column }] of texts.entries()) {
      const edges = column.getBoundingClientRect();
      if (box.left < edges.left - 0.5 || box.right > edges.right + 0.5)
        found.push(`${name}: ${Math.round(box.width)} px de texto numa coluna de ${Math.round(edges.width)} px`);
      for (const other of texts.slice(index + 1)) {
        const apart =
          box.right <= other.box.left ||
          other.box.right <= box.left ||
          box.bottom <= other.box.top ||
          other.box.bottom <= box.top;
        if (!apart) found.push(`${name}: sobre "${other.name}"`);
      }
    }
    return found;
  }, selector);
}

/** Pill buttons (.btn, not the text-link variant) whose label takes more than one line. */
export function wrappedButtons(page: Page): Promise<string[]> {
  return wrappedTexts(page, ".btn:not(.btn--link)");
}

/** Pairs of links in the footer closer than `min` px to each other (edge to edge). */
export function crowdedFooterLinks(page: Page, min = 8): Promise<string[]> {
  return page.evaluate((gap) => {
    const links = [...document.querySelectorAll<HTMLElement>("footer a")].filter((link) => link.checkVisibility());
    const boxes = links.map((link) => ({
      label: (link.getAttribute("aria-label") ?? link.textContent ?? "").trim(),
      box: link.getBoundingClientRect(),
    }));
    const crowded: string[] = [];
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        const apartX = Math.max(0, Math.max(a.box.left, b.box.left) - Math.min(a.box.right, b.box.right));
        const apartY = Math.max(0, Math.max(a.box.top, b.box.top) - Math.min(a.box.bottom, b.box.bottom));
        const distance = Math.max(apartX, apartY);
        if (distance < gap - 0.5) crowded.push(`${a.label} ↔ ${b.label}: ${distance.toFixed(1)} px`);
      }
    });
    return crowded;
  }, min);
}

/** Text on the page that lies under the floating chat button, when that button is shown. */
export function textUnderFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-layout="floating-chat"]');
    if (!button || !button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
    const area = button.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (
        !node.data.trim() ||
        button.contains(node) ||
        !node.parentElement?.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const hit = [...range.getClientRects()].some(
        (rect) =>
          rect.width > 0 &&
          rect.height > 0 &&
          rect.left < area.right &&
          rect.right > area.left &&
          rect.top < area.bottom &&
          rect.bottom > area.top,
      );
      if (hit) covered.push(node.data.trim().slice(0, 60));
    }
    return covered;
  });
}

/** The page's header bar (navigation, or the landing pages' brand bar) as a box, or null when it has none. */
export function headerBox(page: Page): Promise<{ top: number; bottom: number; height: number } | null> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-layout="nav"], [data-layout="brand-bar"]');
    if (!header) return null;
    const { top, bottom, height } = header.getBoundingClientRect();
    return { top, bottom, height };
  });
}

/** Waits until the page stops scrolling (the same scroll position over a few frames). */
export async function scrollSettled(page: Page): Promise<void> {
  await within(
    page,
    "esperando a rolagem parar",
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = -1;
          let still = 0;
          const check = () => {
            still = window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (still >= 5) resolve();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    ),
  );
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/**
 * Scrolls through the whole page, so that every carousel's engine and every lazy part has started. The height is
 * read again at each step: a section not yet drawn counts with an estimated height (decision 051).
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let top = 0; top < (await pageHeight(page)); top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await within(
      page,
      `rolando até ${top} px`,
      page.evaluate(() => new Promise(requestAnimationFrame)),
    );
  }
  await scrollSettled(page);
}

/**
 * Scrolls to the very end of the page, as a visitor does who keeps going until it stops: the sections the first jump
 * brings near are drawn at their real height, which moves the end (decision 051), so it jumps again until it is there.
 */
export async function scrollToTheEnd(page: Page): Promise<void> {
  for (let jump = 0; jump < 10; jump++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await scrollSettled(page);
    const atTheEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atTheEnd) return;
  }
  throw new Error("The end of the page kept moving after 10 jumps.");
}
