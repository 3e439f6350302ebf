import type { CDPSession, Locator, Page } from "playwright-core";
import type { CarouselBlock, CarouselItem, FaqBlock, PageConfig } from "../../../schema/generated/page.ts";
import { nextFrame } from "./browser.ts";

/** Config text as the page shows it: RichText's `*highlight*` markers dropped. */
export function plain(text: string): string {
  return text.replace(/\*/g, "");
}

/**
 * Items per slide a carousel must show at a window width: testimonials and campaign results 2 from 992 px,
 * otherwise 1; card carousels their `perSlide` from 992 px, and 2 from 768 px when that is 3 or 4.
 */
export function expectedPerSlide(block: CarouselBlock, width: number): number {
  const stories = block.items.every((item) => item.kind === "testimonial" || item.kind === "result");
  if (stories) return width >= 992 ? 2 : 1;
  const perSlide = block.perSlide ?? 1;
  if (width >= 992) return perSlide;
  return width >= 768 && perSlide >= 3 ? 2 : 1;
}

/** Text that identifies a carousel item on the page (its title, image alt or text). */
export function itemLabel(item: CarouselItem): string {
  return item.title ?? item.image?.alt ?? item.text ?? "";
}

/** The rendered block at a config index, or undefined when dist/ was built from a different config. */
export async function builtBlock(page: Page, config: PageConfig, index: number): Promise<Locator | undefined> {
  const types = await page
    .locator("main > [data-block]")
    .evaluateAll((blocks) => blocks.map((block) => block.getAttribute("data-block")));
  if (JSON.stringify(types) !== JSON.stringify(config.blocks.map((block) => block.type))) return undefined;
  const section = page.locator("main > [data-block]").nth(index);
  const block = config.blocks[index] as CarouselBlock | FaqBlock;
  if (block.title && (await section.locator("h2").first().textContent())?.trim() !== plain(block.title))
    return undefined;
  const shown = await section.evaluate((element) =>
    [...element.querySelectorAll('[role="group"] > div > *, details > summary')].map(
      (item) => `${item.textContent} ${[...item.querySelectorAll("img")].map((image) => image.alt).join(" ")}`,
    ),
  );
  const wanted = block.type === "faq" ? block.items.map((item) => plain(item.question)) : block.items.map(itemLabel);
  if (shown.length !== wanted.length || wanted.some((label, position) => !shown[position]!.includes(label)))
    return undefined;
  return section;
}

/** What a visitor sees of a carousel: slides, indicators, the active slide and which items are in view. */
export interface CarouselView {
  slides: number[];
  indicators: number;
  current: number[];
  active: number[];
  visible: number[];
  buttons: Array<{ label: string; unavailable: boolean }>;
  /** The position shown as text ("3 de 8") by a carousel with too many slides for a dot each, or null. */
  counter: string | null;
}

/** Reads a carousel section's state from the DOM (items "in view" lie wholly inside the carousel's viewport). */
export function carouselView(section: Locator, indicatorLabel: (n: number) => string): Promise<CarouselView> {
  const labels = Array.from({ length: 50 }, (_, index) => indicatorLabel(index + 1));
  return section.evaluate((element, dotLabels) => {
    const groups = [...element.querySelectorAll('[role="group"]')];
    const frame = groups[0]?.parentElement?.parentElement?.getBoundingClientRect();
    const items = groups.flatMap((group) => [...(group.firstElementChild?.children ?? [])]);
    const buttons = [...element.querySelectorAll("button")];
    const dots = buttons.filter((button) => dotLabels.includes(button.getAttribute("aria-label") ?? ""));
    const indices = (list: Element[], test: (item: Element) => boolean) =>
      list.flatMap((item, index) => (test(item) ? [index] : []));
    return {
      slides: groups.map((group) => group.firstElementChild?.children.length ?? 0),
      indicators: dots.length,
      current: indices(dots, (dot) => dot.getAttribute("aria-current") === "true"),
      active: indices(groups, (group) => group.hasAttribute("data-active") && !group.hasAttribute("inert")),
      visible: indices(items, (item) => {
        const box = item.getBoundingClientRect();
        return !!frame && box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }),
      buttons: buttons.map((button) => ({
        label: button.getAttribute("aria-label") ?? "",
        unavailable: button.disabled || button.getAttribute("aria-disabled") === "true",
      })),
      counter: element.querySelector("[aria-live]")?.textContent ?? null,
    };
  }, labels);
}

/** The focused element and whether it shows a focus indicator (an outline that is not "none", or a box-shadow). */
export interface FocusStop {
  label: string;
  role: string;
  ring: boolean;
  onScreen: boolean;
}

/** Describes document.activeElement: accessible-ish label (aria-label, else text), tag/role and its focus ring. */
export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      label: (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim(),
      role: element.getAttribute("role") ?? element.tagName.toLowerCase(),
      ring: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    };
  });
}

/** Presses Tab until focus is inside `target`; fails after `max` presses. */
export async function tabInto(page: Page, target: Locator, max = 200): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error(`o foco não chegou ao alvo em ${max} Tabs`);
}

/** Whether the focused element is `target`. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Waits until React has hydrated (or rendered) the page, so that handlers are attached, and for two more frames,
 * so that a failed hydration has been replaced by the client's render before anyone compares the page.
 */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactProps"));
  });
  await nextFrame(page);
}

/**
 * A session with Chromium's accessibility tree kept on for a page, opened on the first question about it. A session
 * per question made Chromium build the whole page's accessibility tree again for each one (a FAQ test asks dozens of
 * times while it waits for a state): most of the FAQ tests' processor time.
 */
const accessibilitySessions = new WeakMap<Page, Promise<CDPSession>>();

function accessibilitySession(page: Page): Promise<CDPSession> {
  let session = accessibilitySessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send("Accessibility.enable");
        return cdp;
      });
    accessibilitySessions.set(page, session);
  }
  return session;
}

/** Closes the page's accessibility session, if one was opened: a page lent to the next test starts without it. */
export async function closeAccessibilitySession(page: Page): Promise<void> {
  const session = accessibilitySessions.get(page);
  accessibilitySessions.delete(page);
  await (await session)?.detach().catch(() => {}); // a closed page's session is gone with it
}

/**
 * The expanded state Chromium's accessibility tree reports for each <summary> (role DisclosureTriangle) of the page's
 * block at `blockIndex`, in two questions to the browser whatever the number of answers: one per <summary> took a FAQ
 * test past its 60 s on a loaded machine, which asks again each time it waits for a state.
 */
export async function expandedStates(page: Page, blockIndex: number): Promise<Array<boolean | undefined>> {
  const cdp = await accessibilitySession(page);
  const { result: block } = await cdp.send("Runtime.evaluate", {
    expression: `document.querySelectorAll("main > [data-block]")[${blockIndex}]`,
  });
  const { nodes } = await cdp.send("Accessibility.queryAXTree", {
    objectId: block.objectId,
    role: "DisclosureTriangle",
  });
  return nodes.map((node) => {
    const expanded = node.properties?.find((property) => property.name === "expanded")?.value.value;
    return typeof expanded === "boolean" ? expanded : undefined;
  });
}
