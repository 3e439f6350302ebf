import { render } from "@testing-library/react";
import spriteUrl from "virtual:icon-sprite";
import { describe, expect, it } from "vitest";
import { Icon } from "./Icon.tsx";

describe("Icon", () => {
  it("draws the named sprite symbol with <use>, hidden from assistive technology", () => {
    const { container } = render(<Icon name="truck" size={28} className="icone" />);
    const svg = container.querySelector("svg")!;
    expect(spriteUrl).toMatch(/\.svg$/);
    expect(svg.querySelector("use")!.getAttribute("href")).toBe(`${spriteUrl}#truck`);
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("focusable")).toBe("false");
    expect(svg.getAttribute("class")).toBe("icone");
  });

  it("carries lucide's look: 24-unit viewBox, round strokes in the text colour, 1.75 unless told", () => {
    const { container } = render(<Icon name="x" />);
    const svg = container.querySelector("svg")!;
    expect(Object.fromEntries([...svg.attributes].map((attribute) => [attribute.name, attribute.value]))).toMatchObject(
      {
        width: "24",
        height: "24",
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        "stroke-width": "1.75",
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      },
    );
  });

  it("takes the stroke width and fills the shape when asked", () => {
    const { container } = render(<Icon name="play" size={32} strokeWidth={2} filled />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("stroke-width")).toBe("2");
    expect(svg.getAttribute("fill")).toBe("currentColor");
    expect(svg.getAttribute("width")).toBe("32");
  });
});
