import type { Locator, Page } from "playwright-core";

/** A marketer at the editor, counting what she does one action at a time (reading the screen is not an action). */
export class Marketer {
  actions = 0;
  constructor(readonly page: Page) {}

  async click(target: Locator): Promise<void> {
    this.actions += 1;
    await target.click();
  }

  async type(target: Locator, text: string): Promise<void> {
    this.actions += 1;
    await target.fill(text);
  }

  /** Chooses an option of a list by its words: one action. */
  async choose(target: Locator, label: string): Promise<void> {
    this.actions += 1;
    await target.selectOption({ label });
  }

  /** Pastes `text` into a field, as a spreadsheet's copied cells arrive: one action. */
  async paste(target: Locator, text: string): Promise<void> {
    this.actions += 1;
    await target.evaluate((field, copied) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData("text/plain", copied);
      field.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
    }, text);
  }

  /** Clicks a button that opens the computer's file picker and picks a file there: two actions. */
  async sendFile(button: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    this.actions += 2;
    const [chooser] = await Promise.all([this.page.waitForEvent("filechooser"), button.click()]);
    await chooser.setFiles(file);
  }
}
