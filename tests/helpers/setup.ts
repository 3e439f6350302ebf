import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

afterEach(() => cleanup());

// The "dom" project runs its files one after another in the same jsdom (Vitest's isolate: false, which saves most
// of the environment's setup time). Whatever a file changes in the shared window is put back when it ends.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (typeof document === "undefined") return;
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  history.replaceState(null, "", "/");
});

// findBy* and waitFor give up after this long. Testing Library's default second is too short on a busy 2-core
// machine, where a lazily loaded module (the contact form's fields) has taken longer to arrive; a wait that succeeds
// returns as soon as it does, so only a failing test waits the whole time.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the observers and matchMedia that Embla (the carousel) expects from a browser.
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
if (typeof window !== "undefined")
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
// jsdom does not implement scrolling; pages scroll to the top on entry.
if (typeof window !== "undefined") window.scrollTo = () => {};
