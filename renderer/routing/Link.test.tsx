import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Link } from "./Link.tsx";
import { BrowserRouter, MemoryRouter, useAddress } from "./Router.tsx";

function ShownPath() {
  const { pathname, hash } = useAddress();
  return <output>{pathname + hash}</output>;
}

function renderIn(router: "memory" | "browser") {
  const content = (
    <>
      <Link to="/preco#planos">Preços</Link>
      <ShownPath />
    </>
  );
  return render(router === "memory" ? <MemoryRouter url="/home">{content}</MemoryRouter> : <BrowserRouter>{content}</BrowserRouter>);
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("Link", () => {
  it("is a real anchor to the address, so it works without JavaScript and opens in a new tab", () => {
    renderIn("memory");
    expect(screen.getByRole("link", { name: "Preços" }).getAttribute("href")).toBe("/preco#planos");
  });

  it("shows the address in place on a plain click", () => {
    renderIn("memory");
    fireEvent.click(screen.getByRole("link"));
    expect(screen.getByRole("status").textContent).toBe("/preco#planos");
  });

  it("leaves a click with a modifier key (new tab, new window) to the browser", () => {
    renderIn("memory");
    const leftToBrowser: boolean[] = [];
    // Runs after the link's handler; then stops jsdom, which cannot open tabs, from trying to.
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", record);
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"]) {
      fireEvent.click(screen.getByRole("link"), { [modifier]: true });
    }
    window.removeEventListener("click", record);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(screen.getByRole("status").textContent).toBe("/home");
  });

  it("still runs its own onClick, and respects one that prevents the navigation", () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <MemoryRouter url="/home">
        <Link to="/preco" onClick={onClick}>
          Preços
        </Link>
        <ShownPath />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("link"));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole("status").textContent).toBe("/home");
  });
});

describe("BrowserRouter", () => {
  it("pushes a history entry on a click and follows back through popstate", () => {
    window.history.replaceState(null, "", "/home");
    renderIn("browser");
    fireEvent.click(screen.getByRole("link"));
    expect(window.location.pathname).toBe("/preco");
    expect(screen.getByRole("status").textContent).toBe("/preco#planos");

    window.history.replaceState(null, "", "/home");
    fireEvent(window, new PopStateEvent("popstate"));
    expect(screen.getByRole("status").textContent).toBe("/home");
  });
});
