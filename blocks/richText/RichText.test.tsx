import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RichTextBlock as RichTextBlockConfig, RichTextPart } from "../../schema/generated/page.ts";
import { ADVERSARIAL_TEXTS, cpuMillisecondsOf } from "../../tests/helpers/adversarialTexts.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { inlinePieces, linkTarget } from "./inlineMarkup.ts";
import { RichText } from "./RichText.tsx";

function renderParts(...content: RichTextPart[]) {
  const block = { type: "richText", content } as RichTextBlockConfig;
  return renderWithSite(<RichText block={block} />);
}

describe("inlinePieces", () => {
  it("splits a text into plain pieces and [label](destination) links, in order", () => {
    expect(inlinePieces("Veja a [página de contato](/contatos) ou escreva para [nós](mailto:a@b.com).")).toEqual([
      { text: "Veja a " },
      { text: "página de contato", link: "/contatos" },
      { text: " ou escreva para " },
      { text: "nós", link: "mailto:a@b.com" },
      { text: "." },
    ]);
  });

  it("leaves brackets that are not a link as text", () => {
    expect(inlinePieces("[sem destino] e (só parênteses)")).toEqual([{ text: "[sem destino] e (só parênteses)" }]);
    expect(inlinePieces("[[veja](/preco)")).toEqual([{ text: "[" }, { text: "veja", link: "/preco" }]);
  });

  // 100,000 characters: linear, a few milliseconds; the former label pattern took over 20 s on a run of "[".
  it.each(Object.entries(ADVERSARIAL_TEXTS))("splits %s in linear time, losing nothing", (_name, text) => {
    let pieces: ReturnType<typeof inlinePieces> = [];
    expect(cpuMillisecondsOf(() => (pieces = inlinePieces(text)))).toBeLessThan(500);
    expect(pieces.map((piece) => ("link" in piece ? `[${piece.text}](${piece.link})` : piece.text)).join("")).toBe(
      text,
    );
  });
});

describe("linkTarget", () => {
  it("accepts site routes and https:, mailto: and tel: addresses", () => {
    expect(linkTarget("/contatos")).toEqual({ route: "/contatos" });
    expect(linkTarget("/preco#planos")).toEqual({ route: "/preco#planos" });
    expect(linkTarget("https://www.gov.br/anpd")).toEqual({ href: "https://www.gov.br/anpd" });
    expect(linkTarget("mailto:dpo@exemplo.com")).toEqual({ href: "mailto:dpo@exemplo.com" });
    expect(linkTarget("tel:+554430000000")).toEqual({ href: "tel:+554430000000" });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "http://exemplo.com",
    "data:text/html,oi",
    "//exemplo.com",
    "/\\exemplo.com",
    "contatos",
    "vbscript:x",
  ])("refuses %s", (destination) => {
    expect(linkTarget(destination)).toBeUndefined();
  });
});

describe("RichText block", () => {
  it("renders headings as h2 and h3, paragraphs, and bulleted or numbered lists", () => {
    const { container } = renderParts(
      { kind: "heading", text: "1. Quem somos" },
      { kind: "subheading", text: "Dados" },
      { kind: "paragraph", text: "Um *parágrafo*." },
      { kind: "list", items: ["a", "b"] },
      { kind: "list", ordered: true, items: ["primeiro"] },
    );
    expect(container.querySelector('[data-block="richText"]')).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "1. Quem somos" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Dados" })).toBeTruthy();
    expect(container.querySelector("p strong.hl")!.textContent).toBe("parágrafo");
    expect([...container.querySelectorAll("ul > li")].map((item) => item.textContent)).toEqual(["a", "b"]);
    expect([...container.querySelectorAll("ol > li")].map((item) => item.textContent)).toEqual(["primeiro"]);
  });

  it("links a site route in the same tab", () => {
    renderParts({ kind: "paragraph", text: "Fale [conosco](/contatos)." });
    const link = screen.getByRole("link", { name: "conosco" });
    expect(link.getAttribute("href")).toBe("/contatos");
    expect(link.hasAttribute("target")).toBe(false);
  });

  it("opens https links in a new tab with rel=noopener noreferrer, and mailto/tel links in place", () => {
    renderParts({
      kind: "list",
      items: ["[ANPD](https://www.gov.br/anpd)", "[e-mail](mailto:dpo@exemplo.com)", "[telefone](tel:+554430000000)"],
    });
    const anpd = screen.getByRole("link", { name: /ANPD/ });
    expect(anpd.getAttribute("target")).toBe("_blank");
    expect(anpd.getAttribute("rel")).toBe("noopener noreferrer");
    expect(anpd.textContent).toContain("abre em nova aba");
    for (const name of ["e-mail", "telefone"])
      expect(screen.getByRole("link", { name }).hasAttribute("target")).toBe(false);
  });

  it("shows an unsafe link's label as text, with no anchor", () => {
    const { container } = renderParts({
      kind: "paragraph",
      text: "[clique](javascript:void0) [aqui](http://exemplo.com) [lá](//exemplo.com)",
    });
    expect(container.querySelectorAll("a")).toHaveLength(0);
    expect(container.querySelector("p")!.textContent).toBe("clique aqui lá");
  });

  it("renders markup in the config as text, never as HTML", () => {
    const { container } = renderParts({ kind: "paragraph", text: '<img src="x" onerror="alert(1)"><b>negrito</b>' });
    expect(container.querySelector("img, b")).toBeNull();
    expect(container.querySelector("p")!.textContent).toBe('<img src="x" onerror="alert(1)"><b>negrito</b>');
  });
});
