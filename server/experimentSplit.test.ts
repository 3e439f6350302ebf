// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listenOnLoopback, sampleBuild } from "../tests/helpers/sampleBuild.ts";
import type { ExperimentSplit } from "../model/experiments/splits.ts";
import { createSiteServer } from "./createSiteServer.ts";
import { cookiesOf, experimentSplitter } from "./experimentSplit.ts";

const SPLIT: ExperimentSplit = {
  name: "preco-ab",
  route: "/preco",
  goal: "chat",
  variants: [
    { name: "original", weight: 50 },
    { name: "b", weight: 30 },
    { name: "c", weight: 20 },
  ],
};
const CONSENT = "consentimento=aceito";

const dist = await sampleBuild();
for (const variant of ["b", "c"]) {
  mkdirSync(join(dist, "_variantes", "preco-ab", variant), { recursive: true });
  writeFileSync(
    join(dist, "_variantes", "preco-ab", variant, "index.html"),
    `<!doctype html><title>Preços</title><div id=root><h1>Variante ${variant}</h1></div>`,
  );
}

let close: () => void = () => {};
afterEach(() => close());

async function serve(splits: ExperimentSplit[] = [SPLIT]): Promise<string> {
  const server = createSiteServer({ distDir: dist, routes: ["/", "/preco"], experiments: splits });
  close = () => server.close();
  return listenOnLoopback(server);
}

/** The heading of a page's HTML: which variant answered. */
const headingOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

describe("the A/B split of npm run serve", () => {
  it("splits 10,000 first visits of consenting visitors within 2 percentage points of the weights", async () => {
    const base = await serve();
    const counts = new Map<string, number>();
    const visits = 10_000;
    for (let batch = 0; batch < visits / 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => fetch(`${base}/preco`, { headers: { cookie: CONSENT } })),
      );
      for (const response of answers) {
        const variant = cookiesOf(response.headers.get("set-cookie")!).get("ab_preco_ab")!;
        counts.set(variant, (counts.get(variant) ?? 0) + 1);
        await response.body?.cancel();
      }
    }
    for (const { name, weight } of SPLIT.variants)
      expect(Math.abs(((counts.get(name) ?? 0) / visits) * 100 - weight)).toBeLessThanOrEqual(2);
  }, 60_000);

  it("answers the variant's page at the page's own address and keeps it on every returning visit", async () => {
    const base = await serve();
    const first = await fetch(`${base}/preco`, { headers: { cookie: CONSENT }, redirect: "manual" });
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^ab_preco_ab=(original|b|c); Path=\/; Max-Age=7776000; SameSite=Lax$/);
    const variant = cookiesOf(cookie).get("ab_preco_ab")!;
    const expected = variant === "original" ? "Planos" : `Variante ${variant}`;
    expect(first.status).toBe(200);
    expect(first.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(headingOf(await first.text())).toBe(expected);
    const kept = `${CONSENT}; ${cookie.split(";")[0]}`;
    for (let visit = 0; visit < 20; visit++) {
      const again = await fetch(`${base}/preco`, { headers: { cookie: kept } });
      expect(again.headers.get("set-cookie")).toBeNull();
      expect(headingOf(await again.text())).toBe(expected);
    }
  });

  it("answers 404 at every address of a variant's own files, with or without consent, and the variant at the page's", async () => {
    const base = await serve();
    const addresses = ["/_variantes/preco-ab/b/index.html", "/_variantes/preco-ab/b/", "/_variantes/preco-ab/b"];
    addresses.push("/_variantes/preco-ab/", "/_variantes/", "/_variantes", "/%5Fvariantes/preco-ab/b/index.html");
    for (const address of addresses)
      for (const cookie of ["", CONSENT, `${CONSENT}; ab_preco_ab=b`]) {
        const answer = await fetch(`${base}${address}`, { headers: { cookie } });
        expect([address, cookie, answer.status]).toEqual([address, cookie, 404]);
        expect(headingOf(await answer.text())).toBe("Página não encontrada");
      }
    const tested = await fetch(`${base}/preco`, { headers: { cookie: `${CONSENT}; ab_preco_ab=b` } });
    expect(headingOf(await tested.text())).toBe("Variante b");
  });

  it("gives a visitor who did not accept measurement the original page and no experiment cookie", async () => {
    const base = await serve();
    for (const cookie of [undefined, "consentimento=recusado", "ab_preco_ab=b"]) {
      const response = await fetch(`${base}/preco`, { headers: cookie ? { cookie } : {} });
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(headingOf(await response.text())).toBe("Planos");
    }
  });

  it("serves a variant drawn by weight: a cookie naming no variant of the test is drawn again", () => {
    const split = experimentSplitter([SPLIT], () => 0.85);
    expect(split("/preco", `${CONSENT}; ab_preco_ab=z`)).toEqual({
      file: "/_variantes/preco-ab/c/index.html",
      setCookie: "ab_preco_ab=c; Path=/; Max-Age=7776000; SameSite=Lax",
      shown: { test: "preco-ab", variant: "c" },
    });
    expect(split("/preco", `${CONSENT}; ab_preco_ab=b`)).toEqual({
      file: "/_variantes/preco-ab/b/index.html",
      shown: { test: "preco-ab", variant: "b" },
    });
    expect(split("/", CONSENT)).toBeUndefined();
  });

  it("splits nobody before the test's start or after its end date", () => {
    const dated = { ...SPLIT, start: "2026-12-01", end: "2026-12-31" };
    const on = (day: string) =>
      experimentSplitter(
        [dated],
        () => 0.9,
        () => new Date(`${day}T12:00:00Z`),
      );
    expect(on("2026-11-30")("/preco", CONSENT)).toBeUndefined();
    expect(on("2026-12-01")("/preco", CONSENT)?.file).toBe("/_variantes/preco-ab/c/index.html");
    expect(on("2026-12-31")("/preco", CONSENT)?.file).toBe("/_variantes/preco-ab/c/index.html");
    expect(on("2027-01-01")("/preco", CONSENT)).toBeUndefined();
  });

  it("answers a site without tests as before: no cookie, no Vary on cookies", async () => {
    const base = await serve([]);
    const response = await fetch(`${base}/preco`, { headers: { cookie: CONSENT } });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(headingOf(await response.text())).toBe("Planos");
  });
});
