import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Profiler } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithSite, testSite } from "../../tests/helpers/renderWithSite.tsx";
import { Layout } from "./Layout.tsx";

function renderLayout() {
  const user = userEvent.setup();
  const view = renderWithSite(
    <Layout layout={{}}>
      <p>Conteúdo da página</p>
    </Layout>,
  );
  const toggle = () => screen.getByRole("button", { name: /menu/i });
  const main = () => view.container.querySelector("main")!;
  const footer = () => view.container.querySelector("footer")!;
  return { user, toggle, main, footer, header: () => view.container.querySelector("header")! };
}

describe("the small-screen menu (useMobileMenu)", () => {
  it("locks the page's scroll and makes everything outside the header inert while open, and undoes both when closed", async () => {
    const { user, toggle, main, footer } = renderLayout();
    expect(toggle().getAttribute("aria-label")).toBe(testSite.ui.openMenu);
    await user.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().getAttribute("aria-label")).toBe(testSite.ui.closeMenu);
    await waitFor(() => expect(document.documentElement.style.overflow).toBe("hidden"));
    expect([main().inert, footer().inert]).toEqual([true, true]);
    await user.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(document.documentElement.style.overflow).toBe(""));
    expect([main().inert, footer().inert]).toEqual([false, false]);
  });

  it("shows the opened menu before making the page behind inert, which restyles the whole page", async () => {
    const { toggle, main, footer } = renderLayout();
    const inert = () => [main(), footer()].map((part) => part.inert === true);
    fireEvent.click(toggle());
    // The tap's own task (React flushes a click's effects in it) leaves the page behind as it was.
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect([...inert(), document.documentElement.style.overflow]).toEqual([false, false, ""]);
    await waitFor(() => expect(inert()).toEqual([true, true]));
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(inert()).toEqual([true, true]);
    await waitFor(() => expect(inert()).toEqual([false, false]));
  });

  it("renders only the header when the menu opens and closes, never the page's content", async () => {
    const contentRenders = vi.fn();
    const user = userEvent.setup();
    renderWithSite(
      <Layout layout={{}}>
        <Profiler id="conteudo" onRender={contentRenders}>
          <p>Conteúdo da página</p>
        </Profiler>
      </Layout>,
    );
    const rendersAtStart = contentRenders.mock.calls.length;
    await user.click(screen.getByRole("button", { name: testSite.ui.openMenu }));
    await user.click(screen.getByRole("button", { name: testSite.ui.closeMenu }));
    expect(contentRenders).toHaveBeenCalledTimes(rendersAtStart);
  });

  it("cycles Tab inside the header, both ways", async () => {
    const { user, toggle, header } = renderLayout();
    await user.click(toggle());
    const controls = [...header().querySelectorAll<HTMLElement>("a[href], button")];
    controls[controls.length - 1]!.focus();
    await user.tab();
    expect(document.activeElement).toBe(controls[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(controls[controls.length - 1]);
  });

  it("closes on Escape and gives the focus back to the menu button", async () => {
    const { user, toggle, header } = renderLayout();
    await user.click(toggle());
    header().querySelector<HTMLElement>("nav a")!.focus();
    await user.keyboard("{Escape}");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
    await waitFor(() => expect(document.documentElement.style.overflow).toBe(""));
  });
});

describe("a page without navigation", () => {
  it("opens with a bar holding only the brand's logo", () => {
    const { container } = renderWithSite(
      <Layout layout={{ nav: false }}>
        <p>Landing</p>
      </Layout>,
    );
    const bar = container.querySelector('[data-layout="brand-bar"]')!;
    expect(bar.querySelector("img")!.getAttribute("alt")).toBe(testSite.brand.logo.alt);
    expect(bar.querySelectorAll("a, button, nav")).toHaveLength(0);
    expect(container.querySelector('[data-layout="nav"]')).toBeNull();
  });
});
