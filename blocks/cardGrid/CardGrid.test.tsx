import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CardGridBlock } from "../../schema/generated/page.ts";
import { expectChatButton, expectInternalLink, linkLabelled } from "../../tests/helpers/actionLinks.ts";
import { highlightedHeading } from "../../tests/helpers/headings.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { CardGrid } from "./CardGrid.tsx";

const links = { contatos: { message: "Olá! Quero falar com um consultor." } };

const block: CardGridBlock = {
  type: "cardGrid",
  id: "planos",
  eyebrow: "Para cada empresa",
  title: "Escolha o *plano*",
  intro: "Todos com suporte incluído.",
  cards: [
    {
      icon: "message-circle",
      tone: "laranja",
      title: "Emissor *Comércio*",
      text: "NF-e e NFC-e ilimitadas.",
      list: ["Estoque", "Financeiro"],
      price: 49.99,
      priceNote: "por mês",
      actions: [
        { label: "FALE COM UM CONSULTOR", chat: "contatos" },
        { label: "contato@exemplo.com", href: "mailto:contato@exemplo.com", variant: "link" },
        { label: "ABRIR CHAMADO", href: "https://suporte.exemplo.com/chamado" },
      ],
    },
    {
      image: { src: "/img/caminhao.svg", alt: "Caminhão de entregas", width: 320, height: 200 },
      icon: "truck",
      title: "Transporte",
      price: 0,
    },
    { title: "Sem preço" },
  ],
  actions: [{ label: "VER TODOS OS PLANOS", to: "/preco" }],
};

function card(title: string): HTMLElement {
  return screen.getByRole("heading", { name: title }).closest("li")!;
}

describe("CardGrid", () => {
  it("heads the section with its eyebrow, h2 title (highlights included) and intro, and each card with an h3", () => {
    renderWithSite(<CardGrid block={block} />, { links });
    highlightedHeading(2, "Escolha o plano", ["plano"]);
    expect(screen.getByText("Para cada empresa").className).toBe("eyebrow");
    expect(screen.getByText("Todos com suporte incluído.").tagName).toBe("P");
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Emissor Comércio",
      "Transporte",
      "Sem preço",
    ]);
  });

  it("makes the card titles h2 when the section has no title, keeping the heading order", () => {
    renderWithSite(<CardGrid block={{ ...block, eyebrow: undefined, title: undefined, intro: undefined }} />, {
      links,
    });
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Emissor Comércio",
      "Transporte",
      "Sem preço",
    ]);
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("shows prices as Brazilian reais, R$ 49,99 with a space that never breaks, a zero price included, and its note", () => {
    renderWithSite(<CardGrid block={block} />, { links });
    const price = (title: string) => card(title).querySelector("p > strong");
    expect(price("Emissor Comércio")!.textContent).toBe("R$\u00a049,99");
    expect(price("Emissor Comércio")!.parentElement!.textContent).toBe("R$\u00a049,99 por mês");
    expect(price("Transporte")!.textContent).toBe("R$\u00a00,00");
    expect(price("Sem preço")).toBeNull();
    expect(card("Sem preço").textContent).not.toContain("R$");
  });

  it("shows a card's image instead of its icon, lazily and at its intrinsic size; otherwise its decorative icon", () => {
    renderWithSite(<CardGrid block={block} />, { links });
    const image = within(card("Transporte")).getByRole("img", { name: "Caminhão de entregas" });
    expect([image.getAttribute("loading"), image.getAttribute("width"), image.getAttribute("height")]).toEqual([
      "lazy",
      "320",
      "200",
    ]);
    expect(card("Transporte").querySelector("svg")).toBeNull();
    const icon = card("Emissor Comércio").querySelector("svg")!;
    expect(icon.getAttribute("aria-hidden")).toBe("true");
    expect(icon.querySelector("use")!.getAttribute("href")).toMatch(/#message-circle$/);
  });

  it("renders a card's text and its list with check marks", () => {
    renderWithSite(<CardGrid block={block} />, { links });
    const paragraphs = [...card("Emissor Comércio").querySelectorAll("p")].map((paragraph) => paragraph.textContent);
    expect(paragraphs[0]).toBe("NF-e e NFC-e ilimitadas.");
    const items = within(within(card("Emissor Comércio")).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Estoque", "Financeiro"]);
    expect(items.every((item) => item.querySelector('svg[aria-hidden="true"]'))).toBe(true);
  });

  it("gives each card its buttons: chat in a new tab, mailto in place, https in a new tab without the opener", () => {
    renderWithSite(<CardGrid block={block} />, { links });
    const first = within(card("Emissor Comércio"));
    expectChatButton(linkLabelled("FALE COM UM CONSULTOR", first), links.contatos.message);
    const mail = linkLabelled("contato@exemplo.com", first);
    expect(mail.getAttribute("href")).toBe("mailto:contato@exemplo.com");
    expect(mail.hasAttribute("target")).toBe(false);
    expect(mail.className).toContain("btn--link");
    const ticket = linkLabelled("ABRIR CHAMADO", first);
    expect(ticket.getAttribute("href")).toBe("https://suporte.exemplo.com/chamado");
    expect([ticket.getAttribute("target"), ticket.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
  });

  it("puts the section's own buttons below the grid", () => {
    const { container } = renderWithSite(<CardGrid block={block} />, { links });
    const all = linkLabelled("VER TODOS OS PLANOS");
    expectInternalLink(all, "/preco");
    expect(container.querySelector("ul")!.contains(all)).toBe(false);
    expect(container.querySelector("ul")!.compareDocumentPosition(all) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("heads each group with a heading one level below the section's, its cards one further, in its own list", () => {
    const grouped: CardGridBlock = {
      type: "cardGrid",
      title: "Recursos",
      groups: [
        { title: "Notas *fiscais*", cards: [{ title: "NF-e" }, { title: "NFC-e" }] },
        { title: "Cadastros", cards: [{ title: "Clientes" }] },
      ],
    };
    const { container, unmount } = renderWithSite(<CardGrid block={grouped} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Notas fiscais",
      "Cadastros",
    ]);
    expect(screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent)).toEqual([
      "NF-e",
      "NFC-e",
      "Clientes",
    ]);
    const lists = [...container.querySelectorAll("ul")];
    expect(lists.map((list) => list.children.length)).toEqual([2, 1]);
    expect(lists[0]!.previousElementSibling!.textContent).toBe("Notas fiscais");
    unmount();
    renderWithSite(<CardGrid block={{ ...grouped, title: undefined }} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Notas fiscais",
      "Cadastros",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });

  it("marks a list of small cards to go two to a phone's row, and a list with a priced card one to a row", () => {
    const { container } = renderWithSite(
      <CardGrid
        block={{
          type: "cardGrid",
          groups: [
            { title: "Pequenos", cards: [{ icon: "truck", title: "Frete" }, { title: "Estoque" }] },
            { title: "Com preço", cards: [{ title: "Plano", price: 10 }, { title: "Outro" }] },
          ],
        }}
      />,
      { links },
    );
    expect([...container.querySelectorAll("ul")].map((list) => list.getAttribute("data-phone-columns"))).toEqual([
      "2",
      "1",
    ]);
  });

  it("renders markup in config text as text, never as HTML", () => {
    const { container } = renderWithSite(
      <CardGrid
        block={{ type: "cardGrid", cards: [{ title: "<b>Negrito</b>", text: "<img src=x>", list: ["<i>item</i>"] }] }}
      />,
    );
    expect(container.querySelector("b, i, img")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("<b>Negrito</b>");
    expect(screen.getByText("<img src=x>").tagName).toBe("P");
    expect(within(container.querySelector("li ul")!).getByRole("listitem").textContent).toBe("<i>item</i>");
  });

  it("marks its root with data-block and id, its grid with the column count (3 unless told) and each card with its tone", () => {
    const { container, unmount } = renderWithSite(<CardGrid block={block} />, { links });
    expect(container.querySelector('[data-block="cardGrid"]')!.id).toBe("planos");
    expect(container.querySelector("ul")!.getAttribute("data-columns")).toBe("3");
    expect(card("Emissor Comércio").getAttribute("data-tone")).toBe("laranja");
    expect(card("Sem preço").hasAttribute("data-tone")).toBe(false);
    unmount();
    const { container: two } = renderWithSite(<CardGrid block={{ ...block, columns: 2, background: "cinza" }} />, {
      links,
    });
    expect(two.querySelector("ul")!.getAttribute("data-columns")).toBe("2");
    expect(two.querySelector('[data-block="cardGrid"]')!.classList.contains("section--cinza")).toBe(true);
  });
});

describe("cards with pictures on phones", () => {
  it("make a list that takes the keyboard's focus when three or more swipe as a row, and none otherwise", () => {
    const pictured = (n: number) => ({
      title: `Cartão ${n}`,
      image: { src: `/img/c${n}.svg`, alt: `Imagem ${n}`, width: 400, height: 300 },
    });
    const three = renderWithSite(
      <CardGrid block={{ type: "cardGrid", cards: [pictured(1), pictured(2), pictured(3)] }} />,
    );
    expect(three.container.querySelector("ul")!.getAttribute("tabindex")).toBe("0");
    three.unmount();
    const two = renderWithSite(<CardGrid block={{ type: "cardGrid", cards: [pictured(1), pictured(2)] }} />);
    expect(two.container.querySelector("ul")!.hasAttribute("tabindex")).toBe(false);
  });
});
