import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { Layout } from "./Layout.tsx";

describe("the logo-only bar of a checkout", () => {
  it("holds the logo and one way back, from the page's layout, and no menu", () => {
    const { container } = renderWithSite(
      <Layout layout={{ nav: false, back: { label: "Voltar aos planos", to: "/preco" } }}>
        <p>Pagamento</p>
      </Layout>,
    );
    const bar = container.querySelector('[data-layout="brand-bar"]')!;
    const links = bar.querySelectorAll("a");
    expect(links).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Voltar aos planos" }).getAttribute("href")).toBe("/preco");
    expect(bar.querySelectorAll("nav, button")).toHaveLength(0);
  });

  it("ignores the way back on a page that shows the full navigation", () => {
    const { container } = renderWithSite(
      <Layout layout={{ back: { label: "Voltar aos planos", to: "/preco" } }}>
        <p>Pagamento</p>
      </Layout>,
    );
    expect(container.querySelector('[data-layout="brand-bar"]')).toBeNull();
    expect(screen.queryByRole("link", { name: "Voltar aos planos" })).toBeNull();
  });
});
