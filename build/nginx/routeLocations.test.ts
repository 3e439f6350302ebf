import { describe, expect, it } from "vitest";
import { routeMatches } from "../../model/routing/routePatterns.ts";
import { routeLocations, routeRegex } from "./routeLocations.ts";

describe("routeRegex", () => {
  it("answers the addresses the route answers, as the site's resolver matches them", () => {
    const patterns = ["/", "/preco", "/pagamento/:cnpj", "/:lang/precos", "/a.b/:x", "/promo/"];
    const addresses = ["/", "/preco", "/preco/", "/PRECO", "/precos", "/pagamento/1", "/pagamento/1/", "/pagamento/"];
    const more = ["/pagamento/1/2", "/pt/precos", "/pt/precos/x", "/a.b/1", "/aXb/1", "/promo", "/promo/", "/x"];
    for (const pattern of patterns)
      for (const address of [...addresses, ...more])
        expect(new RegExp(routeRegex(pattern)).test(address), `${pattern} ${address}`).toBe(
          routeMatches(pattern, address),
        );
  });
});

describe("routeLocations", () => {
  const locations = (routes: string[]) =>
    (routeLocations(routes).server ?? []).filter((line) => line.startsWith("location") || line.includes("try_files"));

  it("lists the exact routes a route with parameters would also answer first, then the routes with parameters", () => {
    expect(locations(["/", "/preco", "/pagamento/:cnpj", "/pagamento/novo", "/404"])).toEqual([
      'location ~ "^/pagamento/novo/?$" {',
      "    try_files /pagamento/novo/index.html =404;",
      'location ~ "^/pagamento/[^/]+/?$" {',
      "    try_files /app-shell.html =404;",
      "location / {",
      "    try_files $uri $uri/index.html =404;",
    ]);
  });

  it("leaves every other exact route to the build's files, so the config does not grow with the pages", () => {
    const pages = Array.from({ length: 1000 }, (_, index) => `/pagina-${index}`);
    expect(locations(["/", ...pages, "/404"])).toEqual(["location / {", "    try_files $uri $uri/index.html =404;"]);
  });
});
