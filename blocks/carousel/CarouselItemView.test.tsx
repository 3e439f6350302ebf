import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CarouselItem } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { CarouselItemView } from "./CarouselItemView.tsx";

const quote = "Emito as notas no caixa e acompanho o estoque pelo celular.";
const photo = { src: "/img/avatar-1.svg", alt: "Ana Souza sorrindo", width: 96, height: 96 };

function renderItem(item: CarouselItem) {
  return renderWithSite(<CarouselItemView item={item} />).container.querySelector("figure")!;
}

describe("a testimonial", () => {
  it("shows who gave it when named: the round photo, the name in bold and “cargo, empresa”", () => {
    const figure = renderItem({
      kind: "testimonial",
      text: quote,
      name: "Ana Souza",
      role: "Sócia",
      company: "Papelaria Central",
      photo,
    });
    expect(figure.querySelector("blockquote")?.textContent).toBe(quote);
    const caption = figure.querySelector("figcaption")!;
    expect(caption.querySelector("strong")?.textContent).toBe("Ana Souza");
    expect(caption?.textContent).toBe("Ana SouzaSócia, Papelaria Central");
    const image = screen.getByRole("img", { name: "Ana Souza sorrindo" });
    expect(image.getAttribute("src")).toBe("/img/avatar-1.svg");
    expect(image.className).toMatch(/avatar/);
  });

  it("joins role and company only with both, and shows either alone without a stray comma", () => {
    expect(renderItem({ kind: "testimonial", text: quote, name: "Ana", role: "Sócia" }).textContent).toMatch(
      /AnaSócia$/,
    );
    expect(renderItem({ kind: "testimonial", text: quote, company: "Papelaria Central" }).textContent).toMatch(
      /\.Papelaria Central$/,
    );
  });

  it("shows the quote alone when nobody is named, with no empty caption, picture or line", () => {
    const figure = renderItem({ kind: "testimonial", text: quote });
    expect(figure.textContent).toBe(quote);
    expect(figure.querySelector("figcaption")).toBeNull();
    expect(figure.querySelector("img")).toBeNull();
  });

  it("shows only the parts given: a name without photo has no picture and no empty muted line", () => {
    const figure = renderItem({ kind: "testimonial", text: quote, name: "Ana Souza" });
    const caption = figure.querySelector("figcaption")!;
    expect(caption.querySelector("img")).toBeNull();
    expect(caption.querySelectorAll("span span")).toHaveLength(0);
    expect(caption?.textContent).toBe("Ana Souza");
  });

  it("keeps an unnamed testimonial's title and subtitle where the name and “cargo, empresa” go", () => {
    const figure = renderItem({
      kind: "testimonial",
      text: quote,
      title: "Proprietário de loja",
      subtitle: "Materiais de construção",
    });
    expect(figure.querySelector("figcaption strong")?.textContent).toBe("Proprietário de loja");
    expect(figure.querySelector("figcaption")?.textContent).toBe("Proprietário de lojaMateriais de construção");
  });

  it("puts the name, the photo and “cargo, empresa” before an unnamed title, image and subtitle", () => {
    const figure = renderItem({
      kind: "testimonial",
      text: quote,
      title: "Proprietária de loja",
      subtitle: "Comércio varejista",
      image: { src: "/img/avatar-2.svg", alt: "", width: 96, height: 96 },
      name: "Ana Souza",
      role: "Sócia",
      company: "Papelaria Central",
      photo,
    });
    expect(figure.querySelector("figcaption")?.textContent).toBe("Ana SouzaSócia, Papelaria Central");
    expect(figure.querySelectorAll("img")).toHaveLength(1);
    expect(figure.querySelector("img")?.getAttribute("src")).toBe("/img/avatar-1.svg");
  });
});
