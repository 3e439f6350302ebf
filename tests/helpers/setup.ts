import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

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
