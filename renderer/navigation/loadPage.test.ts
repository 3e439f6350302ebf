import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageData } from "../../model/routing/pageData.ts";
import { browserRoutesOf } from "../../model/routing/routeResolver.ts";
import { provideBlocks } from "../blocks/loadedBlocks.ts";
import type { BlockRegistry } from "../blocks/blockRegistry.ts";
import { loadPage } from "./loadPage.ts";

// The pages here have no blocks to load: a page config always has at least one, so the empty list is forced.
const noBlocks = [] as unknown as PageData["config"]["blocks"];

const page = (pattern: string): PageData => ({
  pattern,
  name: pattern,
  config: { route: pattern, title: "T", description: "D", blocks: noBlocks },
  layout: {},
  routes: [pattern],
});

/** The data files of a build: a page at /pagamento/novo beside /pagamento/:cnpj, and the not-found page. */
const files: Record<string, PageData> = {
  "/_data/pagamento/novo.json": page("/pagamento/novo"),
  "/_data/pagamento/_cnpj.json": page("/pagamento/:cnpj"),
  "/_data/404.json": page("/404"),
};
// What the build lists in every page's browser-routes island for that site.
const known = browserRoutesOf(["/", "/pagamento/:cnpj", "/pagamento/novo", "/404"]);
let asked: string[];

beforeEach(() => {
  // The built site's navigation, not the dev server's (which reads the configs).
  vi.stubEnv("DEV", false);
  // The pages here have no blocks to load.
  provideBlocks({} as BlockRegistry);
  asked = [];
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    const data = files[url];
    return new Response(data ? JSON.stringify(data) : "", { status: data ? 200 : 404 });
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("client navigation", () => {
  it("to /pagamento/novo beside /pagamento/:cnpj fetches that page's data, as the server serves its HTML", async () => {
    expect((await loadPage("/pagamento/novo", known)).pattern).toBe("/pagamento/novo");
    expect(asked).toEqual(["/_data/pagamento/novo.json"]);
  });

  it("to any other address of the pattern fetches the pattern's data, and to an unknown address the not-found page's", async () => {
    expect((await loadPage("/pagamento/11222333000181/", known)).pattern).toBe("/pagamento/:cnpj");
    expect((await loadPage("/nao-existe", known)).pattern).toBe("/404");
    expect(asked).toEqual(["/_data/pagamento/_cnpj.json", "/_data/nao-existe.json", "/_data/404.json"]);
  });
});
