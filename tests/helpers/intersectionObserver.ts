import { vi } from "vitest";

/** An IntersectionObserver whose intersections the test decides (jsdom has no layout to compute them). */
export class ControlledObserver {
  /** Every observer created since {@link stubIntersectionObserver}, oldest first. */
  static created: ControlledObserver[] = [];
  targets: Element[] = [];

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ControlledObserver.created.push(this);
  }

  observe(target: Element): void {
    this.targets.push(target);
  }

  unobserve(target: Element): void {
    this.targets = this.targets.filter((observed) => observed !== target);
  }

  disconnect(): void {
    this.targets = [];
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element as intersecting (or not), as the browser would after a scroll. */
  report(isIntersecting = true): void {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Replaces the global IntersectionObserver with {@link ControlledObserver} until vi.unstubAllGlobals(). */
export function stubIntersectionObserver(): void {
  ControlledObserver.created = [];
  vi.stubGlobal("IntersectionObserver", ControlledObserver);
}

/** Tells every live observer that its elements came into (its margin around) the viewport. */
export function reportIntersecting(): void {
  for (const observer of ControlledObserver.created) observer.report(true);
}
