import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StatsBlock } from "../../schema/generated/page.ts";
import { highlightedHeading } from "../../tests/helpers/headings.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { Stats } from "./Stats.tsx";

const block: StatsBlock = {
  type: "stats",
  id: "numeros",
  title: "Números que *importam*",
  items: [
    { value: "+10", label: "anos de experiência" },
    { value: "+100 mil", label: "leads gerados" },
    { value: "+120", label: "campanhas realizadas" },
  ],
};

/** Each figure as a screen reader pairs it: the term (caption) with its description (value). */
function pairs(container: HTMLElement): Array<[string | null, string | null]> {
  return [...container.querySelectorAll("dl > div")].map((group) => [
    group.querySelector("dt")!.textContent,
    group.querySelector("dd")!.textContent,
  ]);
}

describe("Stats", () => {
  it("lists every figure in order as a description list: caption as the term, value as its description", () => {
    const { container } = renderWithSite(<Stats block={block} />);
    expect(pairs(container)).toEqual([
      ["anos de experiência", "+10"],
      ["leads gerados", "+100 mil"],
      ["campanhas realizadas", "+120"],
    ]);
  });

  it("tells its stylesheet the length of its longest figure, in characters, so the figures can shrink to fit", () => {
    const { container } = renderWithSite(<Stats block={block} />);
    expect(container.querySelector("dl")!.style.getPropertyValue("--longest-figure")).toBe("8");
  });

  it("renders its title as an h2 with the highlight, and no heading without one", () => {
    const { unmount } = renderWithSite(<Stats block={block} />);
    highlightedHeading(2, "Números que importam", ["importam"]);
    unmount();
    renderWithSite(<Stats block={{ ...block, title: undefined }} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("shows values and captions exactly as written: markup as text, never as HTML", () => {
    const { container } = renderWithSite(
      <Stats block={{ type: "stats", items: [{ value: "<b>+10</b>", label: "<img src=x onerror=alert(1)>" }] }} />,
    );
    expect(container.querySelector("b, img")).toBeNull();
    expect(pairs(container)).toEqual([["<img src=x onerror=alert(1)>", "<b>+10</b>"]]);
  });

  it("marks its root with data-block, the config id and its tone (azul unless told)", () => {
    const { container, unmount } = renderWithSite(<Stats block={block} />);
    const root = container.querySelector('[data-block="stats"]')!;
    expect(root.id).toBe("numeros");
    expect(root.getAttribute("data-tone")).toBe("azul");
    unmount();
    const { container: light } = renderWithSite(<Stats block={{ ...block, tone: "claro" }} />);
    expect(light.querySelector('[data-block="stats"]')!.getAttribute("data-tone")).toBe("claro");
  });
});
