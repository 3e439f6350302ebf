import { describe, expect, it } from "vitest";
import { APP_SHELL, pageFiles } from "./pageFiles.ts";

describe("pageFiles", () => {
  const fileFor = pageFiles(["/", "/preco", "/pagamento/:cnpj", "/pagamento/novo", "/404"]);

  it("answers an exact route with its prerendered page, even where a route with a parameter would answer", () => {
    expect(["/", "/preco/", "/pagamento/novo", "/pagamento/novo/"].map(fileFor)).toEqual([
      "/index.html",
      "/preco/index.html",
      "/pagamento/novo/index.html",
      "/pagamento/novo/index.html",
    ]);
  });

  it("answers a route with a parameter with the app shell, and anything else with no page", () => {
    expect(fileFor("/pagamento/11222333000181")).toBe(APP_SHELL);
    expect(["/pagamento/", "/pagamento/1/2", "/PRECO", "/assets/app.js"].map(fileFor)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
