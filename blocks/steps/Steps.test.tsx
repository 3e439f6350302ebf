import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StepsBlock } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { Steps } from "./Steps.tsx";

const block: StepsBlock = {
  type: "steps",
  id: "como-funciona",
  title: "Como *funciona*",
  intro: "Três etapas simples.",
  items: [
    { icon: "search", title: "Diagnóstico", text: "Entendemos o seu negócio." },
    { title: "Estratégia personalizada" },
    { icon: "chart-line", title: "Otimização semanal", text: "Ajustes toda semana." },
  ],
  actions: [{ label: "QUERO ESCALAR MEU NEGÓCIO", chat: "trafego" }],
};

const links = { trafego: { message: "Quero saber mais sobre tráfego pago." } };

describe("Steps", () => {
  it("lists the steps in order in an ordered list, each with an h3 title", () => {
    renderWithSite(<Steps block={block} />, { links });
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Diagnóstico",
      "Estratégia personalizada",
      "Otimização semanal",
    ]);
  });

  it("numbers each step from its position, as a decorative badge", () => {
    renderWithSite(<Steps block={block} />, { links });
    const badges = screen.getAllByRole("listitem").map((item) => item.querySelector('[aria-hidden="true"]:not(svg)'));
    expect(badges.map((badge) => badge?.textContent)).toEqual(["1", "2", "3"]);
  });

  it("shows a step's text and icon only when the config has them", () => {
    renderWithSite(<Steps block={block} />, { links });
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first!).getByText("Entendemos o seu negócio.").tagName).toBe("P");
    expect(first!.querySelector("svg")).not.toBeNull();
    expect(second!.querySelector("p")).toBeNull();
    expect(second!.querySelector("svg")).toBeNull();
  });

  it("renders the section frame: h2 title with highlight, intro, id and data-block", () => {
    const { container } = renderWithSite(<Steps block={block} />, { links });
    const root = container.querySelector('[data-block="steps"]');
    expect(root?.id).toBe("como-funciona");
    const heading = screen.getByRole("heading", { level: 2, name: "Como funciona" });
    expect(heading.querySelector("strong.hl")?.textContent).toBe("funciona");
    expect(screen.getByText("Três etapas simples.")).toBeTruthy();
  });

  it("renders its action below the steps as a chat link opened in a new tab", () => {
    renderWithSite(<Steps block={block} />, { links });
    const link = screen.getByRole("link", { name: /QUERO ESCALAR MEU NEGÓCIO/ });
    expect(link.getAttribute("href")).toBe(
      `https://wa.me/5544999990000?text=${encodeURIComponent("Quero saber mais sobre tráfego pago.")}`,
    );
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("list").compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("renders no actions row when the config has none", () => {
    const { container } = renderWithSite(<Steps block={{ ...block, actions: undefined }} />);
    expect(container.querySelector(".actions")).toBeNull();
  });
});
