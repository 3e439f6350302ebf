import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PageSummary } from "../../shared/api.ts";
import { PageList } from "./PageList.tsx";

vi.mock("../api.ts", () => ({ api: {} }));

/** A generated landing page, as a programmatic site has them by the thousand. */
const landing = (index: number): PageSummary => {
  const number = String(index).padStart(5, "0");
  return {
    name: `lp-${number}`,
    file: `pages/lp-${number}.json`,
    route: `/lp/${number}`,
    title: `Oferta ${number} | ERP Nuvem`,
    aliases: [],
    protected: false,
  };
};
const home: PageSummary = {
  ...landing(0),
  name: "home",
  file: "pages/home.json",
  route: "/",
  title: "Promoção de Natal",
};

function showList(pages: PageSummary[]) {
  const noop = () => {};
  render(
    <PageList
      pages={pages}
      collections={[]}
      onOpen={noop}
      onOpenCollection={noop}
      onOpenSite={noop}
      onNew={noop}
      onDuplicate={noop}
      onRemove={noop}
    />,
  );
  const table = screen.getAllByRole("table")[0]!;
  return { rows: () => within(table).getAllByRole("row").slice(1) };
}

describe("the page list of a site with many pages", () => {
  const pages = [...Array.from({ length: 1_500 }, (_, index) => landing(index + 1)), home];

  it("shows the first hundred pages and says how to find the others", () => {
    const { rows } = showList(pages);
    expect(rows()).toHaveLength(100);
    expect(screen.getByRole("status").textContent).toBe(
      "Mostrando 100 de 1.501 páginas. Escreva parte do título ou do endereço para achar as outras.",
    );
  });

  it("finds any page by a word of its title, whatever its accents, or by its address", () => {
    const { rows } = showList(pages);
    const search = screen.getByRole("searchbox", { name: "Buscar página pelo título ou pelo endereço" });
    fireEvent.change(search, { target: { value: "promocao natal" } });
    expect(rows().map((row) => row.getAttribute("data-page"))).toEqual(["home"]);
    fireEvent.change(search, { target: { value: "/lp/01499" } });
    expect(rows().map((row) => row.getAttribute("data-page"))).toEqual(["lp-01499"]);
    fireEvent.change(search, { target: { value: "black friday" } });
    expect(rows()).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("Nenhuma página tem “black friday” no título ou no endereço.");
  });

  it("lists a small site whole, with no search", () => {
    const { rows } = showList(pages.slice(0, 14));
    expect(rows()).toHaveLength(14);
    expect(screen.queryByRole("searchbox")).toBeNull();
  });
});
