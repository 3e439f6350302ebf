import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RatingBlock } from "../../schema/generated/page.ts";
import { renderWithSite, testSite } from "../../tests/helpers/renderWithSite.tsx";
import { Rating } from "./Rating.tsx";
import { formatCount, formatScore } from "./ratingText.ts";

const block: RatingBlock = {
  type: "rating",
  id: "avaliacoes",
  title: "Bem avaliado",
  labels: { score: "Nota {nota} de 5 no {fonte}", reviews: "{total} avaliações" },
  items: [
    {
      source: "Reclame Aqui",
      score: 4.8,
      reviews: 1234,
      href: "https://www.reclameaqui.com.br/empresa/x/",
      date: "Consultado em novembro de 2026",
    },
    { source: "Google Play", score: 4, reviews: 56789 },
  ],
};

/** What a screen reader meets in the page: the text outside aria-hidden parts, spaces squeezed. */
function spoken(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
  return clone.textContent!.replace(/\s+/g, " ").trim();
}

describe("Rating", () => {
  it("says each rating as one pt-BR sentence (decimal comma, thousands dot, source, count), then its date", () => {
    renderWithSite(<Rating block={block} />);
    expect(screen.getAllByRole("listitem").map(spoken)).toEqual([
      `Nota 4,8 de 5 no Reclame Aqui, 1.234 avaliações. Consultado em novembro de 2026 (${testSite.ui.newTab})`,
      "Nota 4,0 de 5 no Google Play, 56.789 avaliações",
    ]);
  });

  it("shows the score big, the source and the count, with stars filled to the score that readers skip", () => {
    const { container } = renderWithSite(<Rating block={block} />);
    const visual = container.querySelectorAll("[aria-hidden='true'] > span:first-child")[0]!;
    expect(visual.textContent).toBe("4,8");
    const stars = [...container.querySelectorAll<HTMLElement>("[data-fill]")];
    expect(stars.map((star) => star.dataset.fill)).toEqual(["96%", "80%"]);
    expect(stars.every((star) => star.closest("[aria-hidden='true']"))).toBe(true);
    expect(container.textContent).toContain("56.789 avaliações");
  });

  it("makes a rating with a source link a link to it in a new tab, named by its sentence", () => {
    renderWithSite(<Rating block={block} />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("https://www.reclameaqui.com.br/empresa/x/");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(spoken(link)).toBe(
      `Nota 4,8 de 5 no Reclame Aqui, 1.234 avaliações. Consultado em novembro de 2026 (${testSite.ui.newTab})`,
    );
  });

  it("never links to an address that is not https://", () => {
    renderWithSite(<Rating block={{ ...block, items: [{ ...block.items[0]!, href: "javascript:alert(1)" }] }} />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("formats scores to one decimal with a comma and counts with the thousands dot", () => {
    expect([4.8, 5, 4.75, 0].map(formatScore)).toEqual(["4,8", "5,0", "4,8", "0,0"]);
    expect([1, 999, 1234, 1234567].map(formatCount)).toEqual(["1", "999", "1.234", "1.234.567"]);
  });

  it("marks its root with data-block and the id, titled by an h2", () => {
    const { container } = renderWithSite(<Rating block={block} />);
    expect(container.querySelector('[data-block="rating"]')!.id).toBe("avaliacoes");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Bem avaliado");
  });
});
