import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { endHydration, startHydrating } from "../../renderer/hydration/hydrating.ts";

/** A tree prerendered and hydrated in jsdom: its container, the prerendered HTML, the root and React's recoverable errors. */
export interface Hydrated {
  container: HTMLElement;
  html: string;
  root: Root;
  mismatches: unknown[];
}

/**
 * Renders `tree` to HTML as the prerender does, then hydrates it as a built page does: both while
 * renderer/hydration/hydrating.ts says so (jsdom has a window, the prerender has none), which ends, as SiteApp ends
 * it, once hydration's effects have run. `beforeHydrating` runs in between (the visit's state the page loads with). A test that resets modules imports
 * this helper after the reset, so that it and the components share renderer/hydration/hydrating.ts.
 */
export async function prerenderAndHydrate(tree: ReactNode, beforeHydrating = () => {}): Promise<Hydrated> {
  startHydrating();
  try {
    const container = document.body.appendChild(document.createElement("div"));
    const html = renderToString(tree);
    container.innerHTML = html;
    beforeHydrating();
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    return { container, html, root, mismatches };
  } finally {
    endHydration();
  }
}
