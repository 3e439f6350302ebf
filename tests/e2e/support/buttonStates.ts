import type { Locator, Page } from "playwright-core";

/** The computed properties that show a button's state. */
const STATE_PROPERTIES = [
  "background-color",
  "background-image",
  "color",
  "border-top-color",
  "box-shadow",
  "transform",
  "opacity",
  "text-decoration-thickness",
  "outline-style",
  "outline-width",
  "outline-color",
] as const;

/** A button's look in one state: the properties above, by name. */
export type ButtonLook = Record<(typeof STATE_PROPERTIES)[number], string>;

/** The look of the element now. */
export function lookOf(button: Locator): Promise<ButtonLook> {
  return button.evaluate(
    (element, names) =>
      Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])) as ButtonLook,
    [...STATE_PROPERTIES],
  );
}

/** The properties whose values differ between two looks. */
export function changed(before: ButtonLook, after: ButtonLook): string[] {
  return STATE_PROPERTIES.filter((name) => before[name] !== after[name]);
}

/** The background the element stands on: its nearest ancestor's colour, or that ancestor's gradient's colours. */
export function backgroundBehind(button: Locator): Promise<string> {
  return button.evaluate((element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage.includes("gradient")) return style.backgroundImage;
      if (style.backgroundColor !== "rgba(0, 0, 0, 0)") return style.backgroundColor;
    }
    return "rgb(255, 255, 255)";
  });
}

/** Moves the focus onto the element with the keyboard: from the element before it in the tab order, Tab. */
export async function tabTo(page: Page, button: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
}

/** The look while the pointer holds the button pressed; the pointer leaves before letting go, so nothing opens. */
export async function pressedLook(page: Page, button: Locator): Promise<ButtonLook> {
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  try {
    return await lookOf(button);
  } finally {
    await page.mouse.move(1, 1);
    await page.mouse.up();
  }
}

/** The space between the button's edges and what it shows (text and visible icons), left and right. */
export function sideRoom(button: Locator): Promise<{ left: number; right: number }> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node instanceof Element ? node : node.parentElement!;
      if (parent.closest(".sr-only") || !parent.checkVisibility({ opacityProperty: true })) continue;
      if (node instanceof Text) {
        if (!node.textContent!.trim()) continue;
        range.selectNodeContents(node);
        rects.push(range.getBoundingClientRect());
      } else if (node instanceof SVGElement && node.tagName === "svg") rects.push(node.getBoundingClientRect());
    }
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    return { left: left - box.left, right: box.right - right };
  });
}
