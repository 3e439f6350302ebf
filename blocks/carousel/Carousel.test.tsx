import { act, fireEvent, screen } from "@testing-library/react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import type { CarouselBlock } from "../../schema/generated/page.ts";
import { SiteProvider } from "../../renderer/site/SiteContext.tsx";
import { ControlledObserver, reportIntersecting, stubIntersectionObserver } from "../../tests/helpers/intersectionObserver.ts";
import { renderWithSite, testSite } from "../../tests/helpers/renderWithSite.tsx";
import { Carousel } from "./Carousel.tsx";
import { loadEmbla } from "./loadEmbla.ts";

vi.mock("./loadEmbla.ts", () => ({ loadEmbla: vi.fn() }));

type EmblaFactory = Awaited<ReturnType<typeof loadEmbla>>;

/** Six cards, two per slide at jsdom's 1024 px window: three slides. */
const block: CarouselBlock = {
  type: "carousel",
  title: "Carrossel",
  perSlide: 2,
  items: [1, 2, 3, 4, 5, 6].map((n) => ({ kind: "card" as const, title: `Item ${n}` })) as CarouselBlock["items"],
};

const { ui } = testSite;
const dot = (n: number) => screen.getByRole("button", { name: ui.goToSlide.replace("{n}", String(n)) });
const next = () => screen.getByRole("button", { name: ui.next });
const previous = () => screen.getByRole("button", { name: ui.previous });
const slides = () => screen.getAllByRole("group");

/** Which slide shows: the one not inert, with the indicator marked current. */
function shown(): number {
  const active = slides().flatMap((slide, index) => (slide.hasAttribute("inert") ? [] : [index + 1]));
  const current = slides().flatMap((_, index) => (dot(index + 1).getAttribute("aria-current") === "true" ? [index + 1] : []));
  expect(current).toEqual(active);
  return active[0]!;
}

/** A stand-in for Embla (jsdom has no layout): one snap per slide, moves at once, counts what it was asked to do. */
function fakeEmbla(viewport: HTMLElement, _options?: EmblaOptionsType) {
  const container = viewport.firstElementChild!;
  let nodes = [...container.children] as HTMLElement[];
  let index = 0;
  const listeners = new Map<string, Set<(api: EmblaCarouselType) => void>>();
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener(api as unknown as EmblaCarouselType));
  const go = (target: number) => {
    const clamped = Math.max(0, Math.min(nodes.length - 1, target));
    if (clamped === index) return;
    index = clamped;
    emit("select");
  };
  const api = {
    viewport,
    selectedScrollSnap: () => index,
    canScrollPrev: () => index > 0,
    canScrollNext: () => index < nodes.length - 1,
    scrollPrev: vi.fn(() => go(index - 1)),
    scrollNext: vi.fn(() => go(index + 1)),
    scrollTo: vi.fn((target: number) => go(target)),
    slideNodes: () => nodes,
    reInit: vi.fn(() => {
      nodes = [...container.children] as HTMLElement[];
      index = Math.min(index, nodes.length - 1);
      emit("reInit");
    }),
    destroy: vi.fn(),
    on(event: string, listener: (api: EmblaCarouselType) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return api;
    },
    off(event: string, listener: (api: EmblaCarouselType) => void) {
      listeners.get(event)?.delete(listener);
      return api;
    },
  };
  return api;
}

let engine: Mock<typeof fakeEmbla>;
let arrive: () => Promise<void>;

/** The engine's chunk is "downloading" until the test calls arrive(). */
beforeEach(() => {
  stubIntersectionObserver();
  engine = vi.fn(fakeEmbla);
  let resolve = (_factory: EmblaFactory) => {};
  const chunk = new Promise<EmblaFactory>((settle) => (resolve = settle));
  vi.mocked(loadEmbla).mockReset().mockReturnValue(chunk);
  arrive = () =>
    act(async () => {
      resolve(engine as unknown as EmblaFactory);
      await chunk;
    });
});

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
  expect(engine).toHaveBeenCalledTimes(1);
  return engine.mock.results[0]!.value as ReturnType<typeof fakeEmbla>;
}

describe("Carousel", () => {
  it("shows slide 1 of 3, Anterior unavailable and Próximo available, without loading the engine", () => {
    renderWithSite(<Carousel block={block} />);
    expect(slides()).toHaveLength(3);
    expect(shown()).toBe(1);
    expect(previous().getAttribute("aria-disabled")).toBe("true");
    expect(next().getAttribute("aria-disabled")).toBe("false");
    expect(loadEmbla).not.toHaveBeenCalled();
  });

  it("loads the engine when the carousel comes within a screen of the viewport, and attaches it to the viewport with its options", async () => {
    const { container } = renderWithSite(<Carousel block={block} />);
    const observer = ControlledObserver.created.at(-1)!;
    expect(observer.options.rootMargin).toBe("100% 0px");
    act(() => observer.report(false));
    expect(loadEmbla).not.toHaveBeenCalled();
    act(() => reportIntersecting());
    expect(loadEmbla).toHaveBeenCalledTimes(1);
    await arrive();
    const [viewport, options] = engine.mock.calls[0]!;
    expect(viewport).toBe(container.querySelector('[role="group"]')!.parentElement!.parentElement);
    expect(options).toMatchObject({ align: "start", loop: false, containScroll: "trimSnaps" });
    expect(observer.targets).toEqual([]);
  });

  it.each([
    ["pointerdown", (target: Element) => fireEvent.pointerDown(target)],
    ["focusin", (target: Element) => fireEvent.focusIn(target)],
    ["keydown", (target: Element) => fireEvent.keyDown(target, { key: "Tab" })],
  ])("loads the engine on the visitor's first %s inside the carousel", async (_, interact) => {
    renderWithSite(<Carousel block={block} />);
    act(() => interact(dot(2)));
    expect(loadEmbla).toHaveBeenCalledTimes(1);
    await arrive();
    expect(instance().scrollTo).not.toHaveBeenCalled();
    expect(shown()).toBe(1);
  });

  it("carries out a press on Próximo made before the engine loaded, once it has: slide 2 shows", async () => {
    renderWithSite(<Carousel block={block} />);
    // A click with no pointerdown or focus before it, as assistive technology may send: it alone asks for the engine.
    fireEvent.click(next());
    expect(loadEmbla).toHaveBeenCalledTimes(1);
    expect(shown()).toBe(1);
    await arrive();
    expect(instance().scrollNext).toHaveBeenCalledTimes(1);
    expect(shown()).toBe(2);
    expect(previous().getAttribute("aria-disabled")).toBe("false");
  });

  it("carries out several early presses in order (indicator 3, then Anterior)", async () => {
    renderWithSite(<Carousel block={block} />);
    fireEvent.click(dot(3));
    fireEvent.click(previous());
    expect(shown()).toBe(1);
    await arrive();
    expect(instance().scrollTo).toHaveBeenCalledWith(2);
    expect(instance().scrollPrev).toHaveBeenCalledTimes(1);
    expect(shown()).toBe(2);
  });

  it("moves at once, with no queue, when the engine is there", async () => {
    renderWithSite(<Carousel block={block} />);
    act(() => reportIntersecting());
    await arrive();
    fireEvent.click(next());
    expect(shown()).toBe(2);
    fireEvent.click(dot(3));
    expect(shown()).toBe(3);
    expect(next().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(previous());
    expect(shown()).toBe(2);
    expect(instance().reInit).not.toHaveBeenCalled();
  });

  it("re-initialises Embla when the window width changes the number of slides, and only then", async () => {
    renderWithSite(<Carousel block={block} />);
    act(() => reportIntersecting());
    await arrive();
    act(() => resizeTo(1100));
    expect(instance().reInit).not.toHaveBeenCalled();
    act(() => resizeTo(390));
    expect(slides()).toHaveLength(6);
    expect(instance().reInit).toHaveBeenCalledTimes(1);
    expect(instance().slideNodes()).toHaveLength(6);
  });

  it("destroys the Embla instance on unmount", async () => {
    const { unmount } = renderWithSite(<Carousel block={block} />);
    act(() => reportIntersecting());
    await arrive();
    unmount();
    expect(instance().destroy).toHaveBeenCalledTimes(1);
  });

  it("does not start the engine if it arrives after the carousel is gone", async () => {
    const { unmount } = renderWithSite(<Carousel block={block} />);
    act(() => reportIntersecting());
    unmount();
    await arrive();
    expect(engine).not.toHaveBeenCalled();
  });

  it("hydrates the prerendered HTML without a mismatch, slide 1 showing", async () => {
    const tree = (
      <SiteProvider value={testSite}>
        <Carousel block={block} />
      </SiteProvider>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(tree);
    const html = container.innerHTML;
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // The HTML has one item per slide (no window while prerendering); the client then groups them for its width.
    expect(html).toMatch(/role="group" aria-label="1 \/ 6"[^>]*data-active="true"/);
    expect(container.querySelector('[role="group"]:not([inert])')?.getAttribute("aria-label")).toBe("1 / 3");
    expect(loadEmbla).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
