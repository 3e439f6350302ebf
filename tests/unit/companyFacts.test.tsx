import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { pageDataFor } from "../../model/routing/pageData.ts";
import { readSiteContent } from "../../model/siteContent.ts";
import { SiteApp } from "../../renderer/SiteApp.tsx";
import { loadAllBlocks } from "../helpers/blocks.ts";

const content = readSiteContent();
const { facts } = content.site;

/**
 * A page's text as a visitor reads it: each piece of text apart, spaces and hyphens as typed, and each figure of a
 * stats strip before its caption, as it is shown ("+26 anos de mercado").
 */
function renderedText(path: string): { text: string; root: HTMLElement; unmount: () => void } {
  const page = pageDataFor(path, content.pages);
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <SiteApp site={content.site} initial={page} browserRoutes={content.routes.map((route) => route.path)} />
    </MemoryRouter>,
  );
  const shown = container.cloneNode(true) as HTMLElement;
  for (const figure of shown.querySelectorAll("dd")) figure.parentElement!.prepend(figure);
  const pieces: string[] = [];
  const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) pieces.push(node.textContent ?? "");
  const text = pieces
    .join(" ")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\u2011/g, "-")
    .replace(/\s+/g, " ");
  return { text, root: container, unmount };
}

/**
 * How each company fact is stated in the pages' words, the value caught in the first group: "mais de 26 anos",
 * "+17 mil empresas", "20 filiais". A new way of writing one on a page is a new pattern here.
 */
const STATEMENTS: Record<string, { value: string | undefined; patterns: RegExp[] }> = {
  "tempo de mercado": {
    value: facts?.yearsInBusiness,
    patterns: [
      /(?:mais de|\+)\s*([\p{L}\d]+ (?:anos|décadas))/giu,
      /([\p{L}\d]+ (?:anos|décadas)) de (?:mercado|experiência)/giu,
    ],
  },
  "empresas atendidas": {
    value: facts?.customers,
    patterns: [/(?:mais de|\+)\s*(\d+(?:[.,]\d+)? mil) (?:empresas|clientes)/gi],
  },
  filiais: { value: facts?.branches, patterns: [/(\d+) filiais/gi] },
  colaboradores: { value: facts?.employees, patterns: [/(\d+) colaboradores/gi] },
  "contadores parceiros": { value: facts?.partners, patterns: [/(\d+(?: mil)?) \*?contadores/gi] },
};

/** Each page's address, once (aliases show the same page). */
const paths = [...new Map(content.routes.map((route) => [route.page.name, route.path])).values()].map((path) =>
  path.replace(":cnpj", "11222333000181"),
);

beforeAll(() => loadAllBlocks());

describe("the company's facts", () => {
  it("are stated with one value on every page, the one site.json gives", { timeout: 60_000 }, () => {
    const stated = new Map<string, Map<string, string[]>>();
    for (const path of paths) {
      const { text, unmount } = renderedText(path);
      for (const [fact, { patterns }] of Object.entries(STATEMENTS))
        for (const pattern of patterns)
          for (const match of text.matchAll(pattern)) {
            const values = stated.get(fact) ?? stated.set(fact, new Map()).get(fact)!;
            const value = match[1]!.toLowerCase();
            values.set(value, [...new Set([...(values.get(value) ?? []), path])]);
          }
      unmount();
    }
    const found = Object.fromEntries([...stated].map(([fact, values]) => [fact, Object.fromEntries(values)]));
    for (const [fact, { value }] of Object.entries(STATEMENTS)) {
      expect(value, `${fact} em site.json (facts)`).toBeDefined();
      expect(
        Object.keys(found[fact] ?? {}),
        `valores de “${fact}” nas páginas: ${JSON.stringify(found[fact])}`,
      ).toEqual([value!.toLowerCase()]);
    }
  });

  it("home lists the plans of /preco with the same names, subtitles, prices and benefits", () => {
    const plansOn = (path: string) => {
      const { root, unmount } = renderedText(path);
      const cards = [...root.querySelectorAll('[data-block="plans"] li.accent-top')].map((card) => ({
        name: card.querySelector("h3")?.textContent,
        details: [...card.querySelectorAll("p")].map((part) => part.textContent),
        benefits: [...card.querySelectorAll("li")].map((benefit) => benefit.textContent),
      }));
      unmount();
      return cards;
    };
    const home = plansOn("/");
    expect(home.length).toBeGreaterThan(0);
    expect(home).toEqual(plansOn("/preco"));
  });
});
