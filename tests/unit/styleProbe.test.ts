import { describe, expect, it } from "vitest";
import { styleDifferences } from "../e2e/support/styleProbe.ts";

const style = (margin: string, color = "rgb(0, 0, 0)") =>
  `margin-left: ${margin}; margin-right: ${margin}; color: ${color}`;

describe("the browser suites' style comparison", () => {
  it("reports a changed property with the element and both values", () => {
    expect(
      styleDifferences(
        [{ element: "p.note", style: style("0px"), box: "0,0,10,10" }],
        [{ element: "p.note", style: style("0px", "rgb(255, 0, 0)"), box: "0,0,10,10" }],
      ),
    ).toEqual(["p.note: color: rgb(0, 0, 0) → color: rgb(255, 0, 0)"]);
  });

  it("reports margins that moved the box, and ignores margins reported differently on a box that did not move", () => {
    const before = { element: "div.container", style: style("0px"), box: "40,0,1200,300" };
    expect(styleDifferences([before], [{ ...before, style: style("40px") }])).toEqual([]);
    expect(styleDifferences([before], [{ ...before, style: style("40px"), box: "80,0,1200,300" }])).toEqual([
      "div.container: margin-left: 0px, margin-right: 0px → margin-left: 40px, margin-right: 40px",
    ]);
    expect(styleDifferences([before], [{ ...before, style: style("40px", "rgb(255, 0, 0)") }])).toHaveLength(1);
  });

  it("reports a different number of elements", () => {
    expect(styleDifferences([], [{ element: "p", style: "" }])).toEqual(["0 estilos antes, 1 depois"]);
  });
});
