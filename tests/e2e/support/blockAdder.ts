import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { EditorDriver } from "./editor.ts";
import type { Marketer } from "./marketer.ts";

/**
 * A marketer's two ways of growing a page in the editor, each one counted action: adding a block by its type from the
 * page's block menu (answers the new block's card once the list holds it) and adding an item to one of a block's lists.
 */
export function blockAdder(page: Page, marketer: Marketer, driver: EditorDriver) {
  const addBlock = async (type: string): Promise<Locator> => {
    const before = await page.locator("li.block-card").count();
    await marketer.click(page.getByRole("group", { name: "Tipo de bloco" }).locator(`button[data-type="${type}"]`));
    await expect.poll(() => page.locator("li.block-card").count()).toBe(before + 1);
    return driver.block(before);
  };
  const addItem = (card: Locator, list: string) =>
    marketer.click(card.getByRole("button", { name: new RegExp(`^Adicionar .* em “${list}”$`) }));
  return { addBlock, addItem };
}
