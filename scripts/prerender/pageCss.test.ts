// @vitest-environment node
import { describe, expect, it } from "vitest";
import { classNamesIn, cssForMarkup } from "./pageCss.ts";

describe("classNamesIn", () => {
  it("collects every class of every class attribute", () => {
    expect([...classNamesIn('<div class="a  b"><p class="c">x</p><span data-class="d"></span></div>')]).toEqual(["a", "b", "c"]);
  });
});

describe("cssForMarkup", () => {
  const used = new Set(["card", "title"]);

  it("drops rules that need a class the markup does not use, and keeps element and global rules", () => {
    const css = ":root{--x:1}body{margin:0}.card{padding:1rem}.modal{position:fixed}.card .title{font-weight:700}.card .open{display:block}";
    expect(cssForMarkup(css, used)).toBe(":root{--x:1}body{margin:0}.card{padding:1rem}.card .title{font-weight:700}");
  });

  it("keeps only the selectors of a list that can match", () => {
    expect(cssForMarkup(".card,.modal{color:red}", used)).toBe(".card{color:red}");
  });

  it("does not require classes inside :not(), :is() or attribute values", () => {
    expect(cssForMarkup('.card:not(.modal){color:red}.title[data-x=".modal"]{color:blue}', used)).toBe('.card:not(.modal){color:red}.title[data-x=".modal"]{color:blue}');
  });

  it("prunes inside media queries, removes the ones left empty, and keeps keyframes whole", () => {
    const css = "@media (min-width:768px){.card{margin:0}.modal{margin:1px}}@media print{.modal{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}";
    expect(cssForMarkup(css, used)).toBe("@media (min-width:768px){.card{margin:0}}@keyframes spin{from{opacity:0}to{opacity:1}}");
  });
});
