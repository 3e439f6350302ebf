import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { prerenderAndHydrate } from "../../tests/helpers/prerenderAndHydrate.ts";
import { useClientValue } from "./useClientValue.ts";

/** A store as the app's are: a module-level value, a read and a subscribe that keep their identity. */
let stored = "navegador";
const listeners = new Set<() => void>();
const read = () => stored;
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const change = (next: string) => {
  stored = next;
  listeners.forEach((notify) => notify());
};

/** Every value the component rendered with, in order. */
let rendered: string[] = [];
function Probe() {
  const value = useClientValue(subscribe, read, "prerender");
  rendered.push(value);
  return <p>{value}</p>;
}

afterEach(() => {
  stored = "navegador";
  rendered = [];
  document.body.innerHTML = "";
});

describe("useClientValue", () => {
  it("hydrates with the prerendered value, without a mismatch, then shows the browser's", async () => {
    const { container, html, root, mismatches } = await prerenderAndHydrate(<Probe />);
    expect(html).toBe("<p>prerender</p>");
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe("navegador");
    // The prerender's render, hydration's, then one with the browser's value.
    expect(rendered).toEqual(["prerender", "prerender", "navegador"]);
    act(() => root.unmount());
  });

  it("renders from scratch (or mounted after hydration) with the browser's value from its first render", () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe("navegador");
    expect(rendered).not.toContain("prerender");
  });

  it("follows the store's later changes, and stops listening once unmounted", () => {
    const { container, unmount } = render(<Probe />);
    act(() => change("redimensionado"));
    expect(container.textContent).toBe("redimensionado");
    unmount();
    expect(listeners.size).toBe(0);
  });

  it("renders nothing again when the browser's value is the prerendered one", async () => {
    stored = "prerender";
    const { root } = await prerenderAndHydrate(<Probe />);
    // The prerender's render, then hydration's: no third render for an unchanged value.
    expect(rendered).toEqual(["prerender", "prerender"]);
    act(() => root.unmount());
  });
});
