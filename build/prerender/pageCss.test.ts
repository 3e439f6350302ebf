// @vitest-environment node
import { describe, expect, it } from "vitest";
import { classNamesIn, splitStylesheet, stylesheetSplitter } from "./pageCss.ts";

const firstPaintOf = (css: string, used: Set<string>) => splitStylesheet(css, used).firstPaint;
const restOf = (css: string, used: Set<string>) => splitStylesheet(css, used).rest;

describe("classNamesIn", () => {
  it("collects every class of every class attribute", () => {
    expect([...classNamesIn('<div class="a  b"><p class="c">x</p><span data-class="d"></span></div>')]).toEqual([
      "a",
      "b",
      "c",
    ]);
  });
});

describe("splitStylesheet: the first paint's part", () => {
  const used = new Set(["card", "title"]);

  it("drops rules that need a class the markup does not use, and keeps element and global rules", () => {
    const css =
      ":root{--x:1}body{margin:0}.card{padding:1rem}.modal{position:fixed}.card .title{font-weight:700}.card .open{display:block}";
    expect(firstPaintOf(css, used)).toBe(":root{--x:1}body{margin:0}.card{padding:1rem}.card .title{font-weight:700}");
  });

  it("keeps only the selectors of a list that can match", () => {
    expect(firstPaintOf(".card,.modal{color:red}", used)).toBe(".card{color:red}");
  });

  it("does not require classes inside :not(), :is() or attribute values", () => {
    expect(firstPaintOf('.card:not(.modal){color:red}.title[data-x=".modal"]{color:blue}', used)).toBe(
      '.card:not(.modal){color:red}.title[data-x=".modal"]{color:blue}',
    );
  });

  it("prunes inside media queries, removes the ones left empty, and keeps keyframes whole", () => {
    const css =
      "@media (min-width:768px){.card{margin:0}.modal{margin:1px}}@media print{.modal{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}";
    expect(firstPaintOf(css, used)).toBe(
      "@media (min-width:768px){.card{margin:0}}@keyframes spin{from{opacity:0}to{opacity:1}}",
    );
  });
});

describe("splitStylesheet: the rest", () => {
  const used = new Set(["card", "title"]);

  it("holds every selector the first paint's part left out, in the stylesheet's order, and nothing it kept", () => {
    const css =
      ":root{--x:1}.menu--open .link{color:red}.card{padding:1rem}.card,.modal{color:red}.card .open{display:block}";
    expect(restOf(css, used)).toBe(".menu--open .link{color:red}.modal{color:red}.card .open{display:block}");
  });

  it("keeps its media queries around the rules they hold, and leaves keyframes to the first paint's part", () => {
    const css =
      "@media (min-width:768px){.card{margin:0}.modal{margin:1px}}@media print{.card{color:#000}}@keyframes spin{from{opacity:0}to{opacity:1}}";
    expect(restOf(css, used)).toBe("@media (min-width:768px){.modal{margin:1px}}");
  });

  it("declares the font faces in the first paint's part only, so the text starts in the site's typeface", () => {
    const css = '@font-face{font-family:"Inter";src:url(/assets/inter.woff2)}.card{margin:0}.modal{margin:1px}';
    const { firstPaint, rest } = splitStylesheet(css, used);
    expect([firstPaint, rest]).toEqual([
      '@font-face{font-family:"Inter";src:url(/assets/inter.woff2)}.card{margin:0}',
      ".modal{margin:1px}",
    ]);
  });

  it("together with the first paint's part, holds every rule of a real stylesheet once", () => {
    const css = ".a{color:red}.b .c{margin:0}@media (min-width:1px){.a,.d{padding:0}}";
    const { firstPaint, rest } = splitStylesheet(css, new Set(["a"]));
    expect([firstPaint, rest]).toEqual([
      ".a{color:red}@media (min-width:1px){.a{padding:0}}",
      ".b .c{margin:0}@media (min-width:1px){.d{padding:0}}",
    ]);
  });
});

describe("splitStylesheet: other pages' part (decision 053)", () => {
  const used = new Set(["card"]);
  const otherPages = new Set(["faq_x", "plan_y"]);

  it("takes the selectors that need a class only other pages use out of the rest, in the stylesheet's order", () => {
    const css =
      ".card{margin:0}.modal{margin:1px}.faq_x[open] .answer{display:block}.card .plan_y,.toast{color:red}@media (min-width:768px){.plan_y{padding:0}.modal{padding:1px}}";
    const { firstPaint, rest, otherPages: elsewhere } = splitStylesheet(css, used, otherPages);
    expect([firstPaint, rest, elsewhere]).toEqual([
      ".card{margin:0}",
      ".modal{margin:1px}.toast{color:red}@media (min-width:768px){.modal{padding:1px}}",
      ".faq_x[open] .answer{display:block}.card .plan_y{color:red}@media (min-width:768px){.plan_y{padding:0}}",
    ]);
  });

  it("is empty without such classes, and never takes what the markup can match", () => {
    const css = ".card{margin:0}.faq_x{color:red}";
    expect(splitStylesheet(css, used).otherPages).toBe("");
    expect(splitStylesheet(css, new Set(["card", "faq_x"]), otherPages).firstPaint).toBe(css);
  });
});

describe("splitStylesheet: below the first screen", () => {
  const css =
    "@keyframes in{to{opacity:1}}body{margin:0}.hero{color:red}.plan{padding:1rem}.hero .plan{margin:0}.menu.open{display:block}";
  const used = new Set(["hero", "plan"]);

  it("keeps inline what the first screen's markup can use and gives the rules only later blocks can use a part of their own", () => {
    const { firstPaint, belowFirstScreen, rest } = splitStylesheet(css, used, new Set(), new Set(["hero"]));
    expect(firstPaint).toBe("@keyframes in{to{opacity:1}}body{margin:0}.hero{color:red}");
    expect(belowFirstScreen).toBe(".plan{padding:1rem}.hero .plan{margin:0}");
    expect(rest).toBe(".menu.open{display:block}");
  });

  it("is empty when no first screen is given, as on a page that arrives in the first round trip", () => {
    const whole = splitStylesheet(css, used);
    expect(whole.belowFirstScreen).toBe("");
    expect(whole.firstPaint).toContain(".plan{padding:1rem}");
  });
});

describe("stylesheetSplitter", () => {
  const css = ".card{color:red}.title{font-weight:700}.menu.open{display:block}";

  it("splits as splitStylesheet does, once per set of the stylesheet's classes a page uses", () => {
    const split = stylesheetSplitter(css);
    const first = split(new Set(["card", "title", "not-in-css"]));
    expect(first).toEqual(splitStylesheet(css, new Set(["card", "title"])));
    expect(split(new Set(["title", "card", "other"]))).toBe(first);
    expect(split(new Set(["card"]))).toEqual(splitStylesheet(css, new Set(["card"])));
    expect(split(new Set(["card"]))).not.toBe(first);
  });

  it("tells apart pages with the same classes but other blocks elsewhere", () => {
    const split = stylesheetSplitter(css);
    const used = new Set(["card"]);
    expect(split(used, new Set(["menu"]))).toEqual(splitStylesheet(css, used, new Set(["menu"])));
    expect(split(used, new Set(["menu"])).otherPages).toBe(".menu.open{display:block}");
    expect(split(used).otherPages).toBe("");
  });

  it("tells apart pages with the same classes but another first screen", () => {
    const split = stylesheetSplitter(css);
    const used = new Set(["card", "title"]);
    expect(split(used, new Set(), new Set(["card"])).belowFirstScreen).toBe(".title{font-weight:700}");
    expect(split(used).belowFirstScreen).toBe("");
  });
});
