import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BannerBlock } from "../../schema/generated/page.ts";
import { useLocation } from "react-router-dom";
import { expectChatButton, expectInternalLink, linkLabelled } from "../../tests/helpers/actionLinks.ts";
import { highlightedHeading } from "../../tests/helpers/headings.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { Banner } from "./Banner.tsx";

const links = { trafego: { message: "Olá! Quero escalar o meu negócio." } };

const block: BannerBlock = {
  type: "banner",
  id: "inicio",
  eyebrow: "Gestão de tráfego pago",
  title: "*AUMENTE SUAS VENDAS* com estratégias *DE TRÁFEGO PAGO*",
  text: "Para empresas que já faturam acima de *R$ 50 mil*.",
  bullets: ["30 dias grátis", "Suporte *24 horas*"],
  actions: [
    { label: "QUERO ESCALAR", chat: "trafego" },
    { label: "VER PREÇOS", to: "/preco", variant: "secondary" },
  ],
  image: { src: "/img/hero-anuncios.svg", alt: "Gráfico de vendas em alta", width: 640, height: 480 },
};

function ShownPath() {
  return <output>{useLocation().pathname}</output>;
}

describe("Banner", () => {
  it("renders the title as the page's h1, with each *trecho* highlighted", () => {
    renderWithSite(<Banner block={block} />, { links });
    highlightedHeading(1, "AUMENTE SUAS VENDAS com estratégias DE TRÁFEGO PAGO", [
      "AUMENTE SUAS VENDAS",
      "DE TRÁFEGO PAGO",
    ]);
    expect(screen.getAllByRole("heading")).toHaveLength(1);
  });

  it("shows the eyebrow above the title and the supporting text below it, highlights included", () => {
    renderWithSite(<Banner block={block} />, { links });
    const heading = screen.getByRole("heading", { level: 1 });
    const eyebrow = screen.getByText("Gestão de tráfego pago");
    expect(eyebrow.tagName).toBe("P");
    expect(eyebrow.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const text = screen.getByText("R$ 50 mil").closest("p")!;
    expect(text.textContent).toBe("Para empresas que já faturam acima de R$ 50 mil.");
    expect(heading.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("lists the bullets, each after a decorative check icon", () => {
    renderWithSite(<Banner block={block} />, { links });
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["30 dias grátis", "Suporte 24 horas"]);
    for (const item of items) expect(item.firstElementChild?.matches('svg[aria-hidden="true"]')).toBe(true);
  });

  it("renders markup in config text as text, never as HTML", () => {
    const { container } = renderWithSite(
      <Banner block={{ type: "banner", title: "<b>Oferta</b> *<i>já</i>*", text: "<script>alert(1)</script>" }} />,
    );
    expect(container.querySelector("b, i, script")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("<b>Oferta</b> <i>já</i>");
    expect(screen.getByText("<script>alert(1)</script>").tagName).toBe("P");
  });

  it("opens the chat from its chat button: the page's prefilled message, in a new tab", () => {
    renderWithSite(<Banner block={block} />, { links });
    expectChatButton(linkLabelled("QUERO ESCALAR"), links.trafego.message);
  });

  it("shows another page of the site in place from a button with `to`", () => {
    const { container } = renderWithSite(
      <>
        <Banner block={block} />
        <ShownPath />
      </>,
      { links, url: "/home" },
    );
    const link = linkLabelled("VER PREÇOS");
    expectInternalLink(link, "/preco");
    expect(link.className).toContain("btn--secondary");
    expect(container.querySelector("output")!.textContent).toBe("/home");
    fireEvent.click(link);
    expect(container.querySelector("output")!.textContent).toBe("/preco");
  });

  it("loads its illustration at once, at its intrinsic size, since it is above the fold", () => {
    renderWithSite(<Banner block={block} />, { links });
    const image = screen.getByRole("img", { name: "Gráfico de vendas em alta" });
    expect(image.getAttribute("src")).toBe("/img/hero-anuncios.svg");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["640", "480"]);
  });

  it("renders only the title when nothing else is configured", () => {
    const { container } = renderWithSite(<Banner block={{ type: "banner", title: "Só o título" }} />);
    expect(container.querySelector('[data-block="banner"]')!.textContent).toBe("Só o título");
    expect(container.querySelector("p, ul, img, a")).toBeNull();
  });

  it("marks its root with data-block, the config id and its tone (azul unless told)", () => {
    const { container, unmount } = renderWithSite(<Banner block={block} />, { links });
    const root = container.querySelector('[data-block="banner"]')!;
    expect(root.id).toBe("inicio");
    expect(root.getAttribute("data-tone")).toBe("azul");
    unmount();
    const { container: orange } = renderWithSite(<Banner block={{ ...block, tone: "laranja" }} />, { links });
    expect(orange.querySelector('[data-block="banner"]')!.getAttribute("data-tone")).toBe("laranja");
  });

  it("marks its size on its root: completo unless told, compacto when the page asks for a short band", () => {
    const { container, unmount } = renderWithSite(<Banner block={block} />, { links });
    expect(container.querySelector('[data-block="banner"]')!.getAttribute("data-size")).toBe("completo");
    unmount();
    const { container: compact } = renderWithSite(<Banner block={{ ...block, size: "compacto" }} />, { links });
    expect(compact.querySelector('[data-block="banner"]')!.getAttribute("data-size")).toBe("compacto");
  });
});
