import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { drawingMarkup } from "./drawingMarkup.ts";

function Drawing() {
  return createElement(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 24 24", className: "lucide lucide-test", strokeWidth: 2 },
    createElement("path", { d: "M20 6 9 17l-5-5", className: "part" }),
    createElement("circle", { cx: 12, cy: 12, r: 3 }),
  );
}

describe("drawingMarkup", () => {
  it("keeps the viewBox and the shapes, without the root's attributes or any class", () => {
    expect(drawingMarkup(Drawing)).toEqual({
      viewBox: "0 0 24 24",
      shapes: '<path d="M20 6 9 17l-5-5"/><circle cx="12" cy="12" r="3"/>',
    });
  });

  it("refuses a component that draws no <svg> with a viewBox", () => {
    expect(() => drawingMarkup(() => createElement("span", null, "x"))).toThrow(
      "Desenho de ícone inesperado (esperava um <svg> com viewBox): <span>x</span>",
    );
  });
});
