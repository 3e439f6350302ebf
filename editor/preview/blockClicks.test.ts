import { afterEach, expect, it, vi } from "vitest";
import { reportBlockClicks } from "./blockClicks.ts";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

it("selects the block of a clicked button in the preview instead of following its link", () => {
  document.body.innerHTML = `<main id="conteudo"><section data-block="banner"><h1>Oferta</h1></section>
    <section data-block="chatCta"><a href="https://wa.me/5544999999999" target="_blank">Falar no WhatsApp</a></section></main>`;
  const posted = vi.spyOn(window.parent, "postMessage").mockImplementation(() => {});
  reportBlockClicks((shownAt) => shownAt + 10);
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.querySelector("a")!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(posted).toHaveBeenCalledWith({ type: "preview:block", index: 11 }, window.location.origin);
  const heading = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.querySelector("h1")!.dispatchEvent(heading);
  expect(heading.defaultPrevented).toBe(false);
});
