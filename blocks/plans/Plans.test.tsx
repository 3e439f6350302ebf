import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PlansBlock } from "../../schema/generated/page.ts";
import { expectChatButton, expectInternalLink, linkLabelled } from "../../tests/helpers/actionLinks.ts";
import { highlightedHeading } from "../../tests/helpers/headings.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { Plans } from "./Plans.tsx";

const links = { trafego: { message: "Olá! Quero um plano de gestão de tráfego." } };

const block: PlansBlock = {
  type: "plans",
  id: "planos",
  eyebrow: "Planos",
  title: "NOSSOS *PLANOS*",
  intro: "Escolha o plano ideal.",
  background: "cinza",
  plans: [
    {
      name: "Bronze",
      tone: "bronze",
      price: 49.99,
      priceSuffix: "/mês",
      priceNote: "Cobrança *à vista*",
      benefits: ["Anúncios no Facebook", "Relatório *mensal*"],
      action: { label: "QUERO O BRONZE", chat: "trafego" },
    },
    {
      name: "Prata",
      subtitle: "Para crescer",
      badge: "Recomendado",
      tone: "prata",
      price: 1299,
      priceSuffix: "/mês",
      benefits: ["Google Ads"],
      action: { label: "VER DETALHES", to: "/preco#prata" },
    },
    { name: "Sob medida", benefits: ["Fale com a gente"] },
  ],
  footnote: "A mídia não está incluída.",
};

function plan(name: string): HTMLElement {
  return screen.getByRole("heading", { level: 3, name }).closest("li")!;
}

describe("Plans", () => {
  it("heads the section with its h2 title (highlight included), eyebrow and intro, and each plan with an h3", () => {
    renderWithSite(<Plans block={block} />, { links });
    highlightedHeading(2, "NOSSOS PLANOS", ["PLANOS"]);
    expect(screen.getByText("Planos").className).toBe("eyebrow");
    expect(screen.getByText("Escolha o plano ideal.").tagName).toBe("P");
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Bronze",
      "Prata",
      "Sob medida",
    ]);
  });

  it("shows each price as Brazilian reais (R$ 49,99, R$ 1.299,00) followed by its suffix, and no price where none is set", () => {
    renderWithSite(<Plans block={block} />, { links });
    const price = (name: string) => plan(name).querySelector("p > strong");
    expect(price("Bronze")!.textContent).toBe("R$\u00a049,99");
    expect(price("Bronze")!.parentElement!.textContent).toBe("R$\u00a049,99/mês");
    expect(price("Prata")!.textContent).toBe("R$\u00a01.299,00");
    expect(price("Sob medida")).toBeNull();
    expect(plan("Sob medida").textContent).not.toContain("R$");
  });

  it("shows the price note, subtitle and badge where set, and raises the plan with a badge", () => {
    renderWithSite(<Plans block={block} />, { links });
    expect(within(plan("Bronze")).getByText("à vista").closest("p")!.textContent).toBe("Cobrança à vista");
    expect(within(plan("Prata")).getByText("Para crescer").tagName).toBe("P");
    const badge = within(plan("Prata")).getByText("Recomendado");
    expect(
      badge.compareDocumentPosition(within(plan("Prata")).getByRole("heading")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(plan("Prata").classList.contains("featured")).toBe(true);
    expect(plan("Bronze").classList.contains("featured")).toBe(false);
    expect(plan("Bronze").textContent).not.toContain("Recomendado");
  });

  it("lists every benefit after a decorative check mark", () => {
    renderWithSite(<Plans block={block} />, { links });
    const benefits = within(within(plan("Bronze")).getByRole("list")).getAllByRole("listitem");
    expect(benefits.map((benefit) => benefit.textContent)).toEqual(["Anúncios no Facebook", "Relatório mensal"]);
    expect(benefits.every((benefit) => benefit.firstElementChild?.matches('svg[aria-hidden="true"]'))).toBe(true);
  });

  it("folds a long list after its first four benefits behind a toggle that names how many there are, every benefit still in the page", () => {
    const benefits: PlansBlock["plans"][number]["benefits"] = ["Benefício 1"];
    for (let index = 2; index <= 10; index++) benefits.push(`Benefício ${index}`);
    renderWithSite(<Plans block={{ type: "plans", plans: [{ name: "Completo", benefits }] }} />);
    const card = plan("Completo");
    const lists = within(card).getAllByRole("list");
    expect(
      within(lists[0]!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(benefits.slice(0, 4));
    const details = card.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")!.textContent).toBe("Ver todos os 10 benefíciosVer menos benefícios");
    expect(
      within(details)
        .getAllByRole("listitem", { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(benefits.slice(4));
  });

  it("leaves a list of five benefits or fewer whole, with no toggle", () => {
    renderWithSite(<Plans block={block} />, { links });
    expect(document.querySelector("details")).toBeNull();
  });

  it("gives a plan its button: a chat in a new tab with the page's message, or a page of the site", () => {
    renderWithSite(<Plans block={block} />, { links });
    expectChatButton(linkLabelled("QUERO O BRONZE", within(plan("Bronze"))), links.trafego.message);
    expectInternalLink(linkLabelled("VER DETALHES", within(plan("Prata"))), "/preco#prata");
    expect(within(plan("Sob medida")).queryByRole("link")).toBeNull();
  });

  it("puts the footnote below the plans", () => {
    const { container } = renderWithSite(<Plans block={block} />, { links });
    const footnote = screen.getByText("A mídia não está incluída.");
    expect(footnote.tagName).toBe("P");
    expect(
      container.querySelector("ul")!.compareDocumentPosition(footnote) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("renders markup in config text as text, never as HTML", () => {
    const { container } = renderWithSite(
      <Plans
        block={{ type: "plans", plans: [{ name: "<b>Ouro</b>", badge: "<i>novo</i>", benefits: ["<u>tudo</u>"] }] }}
      />,
    );
    expect(container.querySelector("b, i, u")).toBeNull();
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("<b>Ouro</b>");
    expect(screen.getByText("<i>novo</i>").tagName).toBe("P");
    expect(screen.getByText("<u>tudo</u>").tagName).toBe("LI");
  });

  it("marks its root with data-block, id and background, and each plan with its tone", () => {
    const { container } = renderWithSite(<Plans block={block} />, { links });
    const root = container.querySelector('[data-block="plans"]')!;
    expect(root.id).toBe("planos");
    expect(root.classList.contains("section--cinza")).toBe(true);
    expect(["Bronze", "Prata", "Sob medida"].map((name) => plan(name).getAttribute("data-tone"))).toEqual([
      "bronze",
      "prata",
      null,
    ]);
  });
});
