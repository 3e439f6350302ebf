import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MediaRow, MediaRowsBlock } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { MediaRows, imageSide, swipesOnPhones } from "./MediaRows.tsx";

function row(n: number): MediaRow {
  return {
    image: { src: `/img/linha-${n}.svg`, alt: `Imagem ${n}`, width: 560, height: 420 },
    title: `Linha ${n}`,
  };
}

const block: MediaRowsBlock = {
  type: "mediaRows",
  title: "Recursos *principais*",
  rows: [
    {
      ...row(1),
      eyebrow: "Emissão fiscal",
      paragraphs: ["Primeiro parágrafo.", "Segundo parágrafo."],
      list: ["Cálculo automático de impostos", "Download de XML"],
      actions: [{ label: "VER RECURSOS", to: "/recursos" }],
    },
    row(2),
    row(3),
  ],
};

function sides(container: HTMLElement): (string | null)[] {
  return [...container.querySelectorAll("[data-image-side]")].map((element) => element.getAttribute("data-image-side"));
}

describe("imageSide", () => {
  it("alternates from the first row's side by index parity", () => {
    expect([0, 1, 2, 3].map((index) => imageSide(index))).toEqual(["left", "right", "left", "right"]);
    expect([0, 1, 2, 3].map((index) => imageSide(index, "right"))).toEqual(["right", "left", "right", "left"]);
  });
});

describe("MediaRows", () => {
  it("puts row 0's image on the left and alternates when imageFirst is not set", () => {
    const { container } = renderWithSite(<MediaRows block={block} />);
    expect(sides(container)).toEqual(["left", "right", "left"]);
  });

  it("starts on the right and alternates when imageFirst is right", () => {
    const { container } = renderWithSite(<MediaRows block={{ ...block, imageFirst: "right" }} />);
    expect(sides(container)).toEqual(["right", "left", "right"]);
  });

  it("keeps the image before the text in the DOM on both sides, so it stacks above on mobile", () => {
    renderWithSite(<MediaRows block={block} />);
    for (const n of [1, 2]) {
      const image = screen.getByRole("img", { name: `Imagem ${n}` });
      const title = screen.getByRole("heading", { name: `Linha ${n}` });
      expect(image.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("loads the row images lazily with their intrinsic size", () => {
    renderWithSite(<MediaRows block={block} />);
    const image = screen.getByRole("img", { name: "Imagem 1" });
    expect(image.getAttribute("src")).toBe("/img/linha-1.svg");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("width")).toBe("560");
    expect(image.getAttribute("height")).toBe("420");
  });

  it("renders a row's eyebrow, h3 title, paragraphs, check-mark list and actions", () => {
    renderWithSite(<MediaRows block={block} />);
    expect(screen.getByRole("heading", { level: 2, name: "Recursos principais" })).toBeTruthy();
    const title = screen.getByRole("heading", { level: 3, name: "Linha 1" });
    const copy = title.parentElement!;
    expect(within(copy).getByText("Emissão fiscal").className).toBe("eyebrow");
    expect(within(copy).getByText("Primeiro parágrafo.").tagName).toBe("P");
    expect(within(copy).getByText("Segundo parágrafo.").tagName).toBe("P");
    const items = within(within(copy).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Cálculo automático de impostos", "Download de XML"]);
    expect(items.every((item) => item.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    expect(within(copy).getByRole("link", { name: "VER RECURSOS" }).getAttribute("href")).toBe("/recursos");
  });

  it("makes the row titles h2 when the block has no title, keeping the heading order", () => {
    renderWithSite(<MediaRows block={{ ...block, title: undefined }} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Linha 1",
      "Linha 2",
      "Linha 3",
    ]);
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("renders a row without an image as text only, with no image side", () => {
    const { container } = renderWithSite(
      <MediaRows block={{ type: "mediaRows", rows: [{ title: "Só texto", paragraphs: ["Sem imagem."] }] }} />,
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(sides(container)).toEqual([]);
    expect(screen.getByRole("heading", { level: 2, name: "Só texto" })).toBeTruthy();
  });

  it("marks its root with data-block, id and background", () => {
    const { container } = renderWithSite(<MediaRows block={{ ...block, id: "quem-somos", background: "cinza" }} />);
    const root = container.querySelector('[data-block="mediaRows"]');
    expect(root?.id).toBe("quem-somos");
    expect(root?.classList.contains("section--cinza")).toBe(true);
  });
});

describe("rows that swipe on phones", () => {
  it("are three or more rows, each with a picture, on a light band, and their row takes the keyboard's focus", () => {
    const { container } = renderWithSite(<MediaRows block={block} />);
    expect(container.querySelector('[tabindex="0"]')?.children).toHaveLength(3);
    expect(swipesOnPhones({ ...block, rows: [row(1), row(2)] })).toBe(false);
    expect(swipesOnPhones({ ...block, rows: [row(1), row(2), { title: "Sem imagem" }] })).toBe(false);
    expect(swipesOnPhones({ ...block, background: "azul" })).toBe(false);
  });

  it("stay stacked, with no focus stop, when there are fewer than three", () => {
    const { container } = renderWithSite(<MediaRows block={{ ...block, rows: [row(1)] }} />);
    expect(container.querySelector("[tabindex]")).toBeNull();
  });
});
