import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CarouselBlock } from "../../schema/generated/page.ts";
import {
  ControlledObserver,
  reportIntersecting,
  stubIntersectionObserver,
} from "../../tests/helpers/intersectionObserver.ts";
import type { EmblaApi } from "./CarouselEngine.tsx";

/** Six cards, two per slide at jsdom's 1024 px window: three slides. */
const block: CarouselBlock = {
  type: "carousel",
  title: "Carrossel",
  perSlide: 2,
  items: [1, 2, 3, 4, 5, 6].map((n) => ({ kind: "card" as const, title: `Item ${n}` })) as CarouselBlock["items"],
};

/** A stand-in for Embla's engine (jsdom has no layout): one snap per slide, moves at once, counts what it was asked to do. */
function fakeEmbla(viewport: HTMLElement, _options?: object) {
  const container = viewport.firstElementChild!;
  const nodes = [...container.children] as HTMLElement[];
  let index = 0;
  const listeners = new Map<string, Set<(api: EmblaApi) => void>>();
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener(api as unknown as EmblaApi));
  const go = (target: number) => {
    const clamped = Math.max(0, Math.min(nodes.length - 1, target));
    if (clamped === index) return;
    index = clamped;
    emit("select");
  };
  const api = {
    selectedScrollSnap: () => index,
    canScrollPrev: () => index > 0,
    canScrollNext: () => index < nodes.length - 1,
    scrollPrev: vi.fn(() => go(index - 1)),
    scrollNext: vi.fn(() => go(index + 1)),
    scrollTo: vi.fn((target: number) => go(target)),
    destroy: vi.fn(),
    on(event: string, listener: (api: EmblaApi) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return api;
    },
    off(event: string, listener: (api: EmblaApi) => void) {
      listeners.get(event)?.delete(listener);
      return api;
    },
  };
  return api;
}

/** The engine's download (held until the test calls arrive()), whether it was asked for and has arrived, and the stand-in. */
const engine = { download: Promise.resolve(), requested: false, loaded: false, start: vi.fn(fakeEmbla) };

let arrive: () => Promise<void>;
let Carousel: typeof import("./Carousel.tsx").Carousel;
let helpers: typeof import("../../tests/helpers/renderWithSite.tsx");

/**
 * Fresh modules for each test, so that each one downloads the engine again (React.lazy keeps what it loaded
 * once), and the carousel and the test's providers share them.
 */
beforeEach(async () => {
  stubIntersectionObserver();
  engine.start = vi.fn(fakeEmbla);
  engine.requested = engine.loaded = false;
  let release = () => {};
  engine.download = new Promise<void>((resolve) => (release = resolve));
  arrive = async () => {
    release();
    await waitFor(() => expect(engine.loaded).toBe(true));
    // The carousel's own import of the engine settles with this one: React then renders whatever waited for it.
    await act(async () => {
      await import("./CarouselEngine.tsx");
    });
  };
  vi.resetModules();
  // The real embla-carousel-react runs (vitest.config.ts inlines it), with the stand-in in place of Embla's core.
  vi.doMock("embla-carousel", async () => {
    engine.requested = true;
    await engine.download;
    engine.loaded = true;
    return { default: (...args: Parameters<typeof fakeEmbla>) => engine.start(...args) };
  });
  ({ Carousel } = await import("./Carousel.tsx"));
  helpers = await import("../../tests/helpers/renderWithSite.tsx");
});

const ui = () => helpers.testSite.ui;
const dot = (n: number) => screen.getByRole("button", { name: ui().goToSlide.replace("{n}", String(n)) });
const next = () => screen.getByRole("button", { name: ui().next });
const previous = () => screen.getByRole("button", { name: ui().previous });
const slides = () => screen.getAllByRole("group");
const render = () => helpers.renderWithSite(<Carousel block={block} />);

/** A second carousel, put after the one under test: the visitor touches it, so it needs the engine. */
const control: CarouselBlock = { ...block, title: "Controle" };

/** The viewport of each carousel on the page, in order. */
const viewports = () =>
  [...document.querySelectorAll('[data-block="carousel"]')].map(
    (section) => section.querySelector('[role="group"]')!.parentElement!.parentElement!,
  );

/**
 * Touches the control carousel (the last one) and waits until the engine has started on it: a carousel that needed
 * the engine too would have started it in the same render. Returns the viewports the engine started on.
 */
async function startOnControl(): Promise<HTMLElement[]> {
  act(() => fireEvent.pointerDown(viewports().at(-1)!));
  await arrive();
  await waitFor(() => expect(engine.start).toHaveBeenCalled());
  return engine.start.mock.calls.map(([viewport]) => viewport);
}

/** Which slide shows: the one not inert, with the indicator marked current. */
function shown(): number {
  const active = slides().flatMap((slide, index) => (slide.hasAttribute("inert") ? [] : [index + 1]));
  const current = slides().flatMap((_, index) =>
    dot(index + 1).getAttribute("aria-current") === "true" ? [index + 1] : [],
  );
  expect(current).toEqual(active);
  return active[0]!;
}

const jsdomWidth = window.innerWidth;

/** Resizes jsdom's window (it has no layout, so only innerWidth and the event). */
function resizeTo(width: number): void {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: jsdomWidth });
});

/** The Embla instance the carousel started (the only one). */
function instance() {
  expect(engine.start).toHaveBeenCalledTimes(1);
  return engine.start.mock.results[0]!.value as ReturnType<typeof fakeEmbla>;
}

describe("Carousel", () => {
  it("shows slide 1 of 3, Anterior unavailable and Próximo available", async () => {
    render();
    expect(slides()).toHaveLength(3);
    expect(shown()).toBe(1);
    expect(previous().getAttribute("aria-disabled")).toBe("true");
    expect(next().getAttribute("aria-disabled")).toBe("false");
  });

  it("starts no engine by being on the page", async () => {
    helpers.renderWithSite(
      <>
        <Carousel block={block} />
        <Carousel block={control} />
      </>,
    );
    const [, touched] = viewports();
    expect(await startOnControl()).toEqual([touched]);
  });

  it("starts the engine when the carousel comes within a screen of the viewport, on the viewport, with its options", async () => {
    helpers.renderWithSite(
      <>
        <Carousel block={block} />
        <Carousel block={control} />
      </>,
    );
    const [tested, touched] = viewports();
    const observer = ControlledObserver.created[0]!;
    expect(observer.options.rootMargin).toBe("100% 0px");
    act(() => observer.report(false));
    expect(await startOnControl()).toEqual([touched]);
    act(() => observer.report(true));
    await waitFor(() => expect(engine.start).toHaveBeenCalledTimes(2));
    const [viewport, options] = engine.start.mock.calls[1]!;
    expect(viewport).toBe(tested);
    expect(options).toMatchObject({ align: "start", loop: false, containScroll: "trimSnaps" });
    expect(observer.targets).toEqual([]);
  });

  it.each([
    ["pointerdown", (target: Element) => fireEvent.pointerDown(target)],
    ["focusin", (target: Element) => fireEvent.focusIn(target)],
    ["keydown", (target: Element) => fireEvent.keyDown(target, { key: "Tab" })],
  ])(
    "starts the engine on the visitor's first %s inside the carousel, and moves nothing by itself",
    async (_, interact) => {
      render();
      act(() => interact(dot(2)));
      await arrive();
      await waitFor(() => expect(engine.start).toHaveBeenCalled());
      expect(instance().scrollTo).not.toHaveBeenCalled();
      expect(shown()).toBe(1);
    },
  );

  it("carries out a press on Próximo made while the engine downloads, once it has started: slide 2 shows", async () => {
    render();
    // A click with no pointerdown or focus before it, as assistive technology may send: it alone asks for the engine.
    fireEvent.click(next());
    await waitFor(() => expect(engine.requested).toBe(true));
    expect(shown()).toBe(1);
    await arrive();
    await waitFor(() => expect(shown()).toBe(2));
    expect(instance().scrollNext).toHaveBeenCalledTimes(1);
    expect(previous().getAttribute("aria-disabled")).toBe("false");
  });

  it("carries out several early presses in order (indicator 3, then Anterior)", async () => {
    render();
    fireEvent.click(dot(3));
    fireEvent.click(previous());
    expect(shown()).toBe(1);
    await arrive();
    await waitFor(() => expect(shown()).toBe(2));
    expect(instance().scrollTo).toHaveBeenCalledWith(2);
    expect(instance().scrollPrev).toHaveBeenCalledTimes(1);
  });

  it("moves at once, with no queue, when the engine is there", async () => {
    render();
    act(() => reportIntersecting());
    await arrive();
    await waitFor(() => expect(engine.start).toHaveBeenCalled());
    fireEvent.click(next());
    expect(shown()).toBe(2);
    fireEvent.click(dot(3));
    expect(shown()).toBe(3);
    expect(next().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(previous());
    expect(shown()).toBe(2);
  });

  it("keeps the engine on the same viewport when the window width re-groups the slides", async () => {
    const { container } = render();
    act(() => reportIntersecting());
    await arrive();
    await waitFor(() => expect(engine.start).toHaveBeenCalled());
    const viewport = container.querySelector('[role="group"]')!.parentElement!.parentElement;
    act(() => resizeTo(390));
    expect(slides()).toHaveLength(6);
    expect(container.querySelector('[role="group"]')!.parentElement!.parentElement).toBe(viewport);
    expect(instance().destroy).not.toHaveBeenCalled();
  });

  it("destroys the Embla instance on unmount", async () => {
    const { unmount } = render();
    act(() => reportIntersecting());
    await arrive();
    await waitFor(() => expect(engine.start).toHaveBeenCalled());
    unmount();
    expect(instance().destroy).toHaveBeenCalledTimes(1);
  });

  it("does not start the engine if it arrives after the carousel is gone", async () => {
    const { unmount } = render();
    act(() => reportIntersecting());
    unmount();
    await arrive();
    expect(engine.start).not.toHaveBeenCalled();
  });

  it("hydrates the prerendered HTML without a mismatch, slide 1 showing", async () => {
    const { SiteProvider } = await import("../../renderer/site/SiteContext.tsx");
    const { prerenderAndHydrate } = await import("../../tests/helpers/prerenderAndHydrate.ts");
    const tree = (
      <SiteProvider value={helpers.testSite}>
        <Carousel block={block} />
        <Carousel block={control} />
      </SiteProvider>
    );
    const { container, html, root, mismatches } = await prerenderAndHydrate(tree);
    expect(mismatches).toEqual([]);
    // The HTML has one item per slide (no window while prerendering); the client then groups them for its width.
    expect(html).toMatch(/role="group" aria-label="1 \/ 6"[^>]*data-active="true"/);
    expect(container.querySelector('[role="group"]:not([inert])')?.getAttribute("aria-label")).toBe("1 / 3");
    // Hydration alone starts nothing: the engine starts on the carousel the visitor touches, and on that one only.
    const [, touched] = viewports();
    expect(await startOnControl()).toEqual([touched]);
    act(() => root.unmount());
    container.remove();
  });
});
