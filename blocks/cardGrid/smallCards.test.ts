import { describe, expect, it } from "vitest";
import { isSmallCard, phoneLayout } from "./smallCards.ts";

const feature = {
  icon: "file-text" as const,
  title: "Emissor de NF-e",
  text: "Emita notas fiscais eletrônicas de venda, devolução e outras operações direto do navegador.",
};

describe("isSmallCard", () => {
  it("accepts an icon card with a short title and a one-sentence text, and a title alone", () => {
    expect(isSmallCard(feature)).toBe(true);
    expect(isSmallCard({ icon: "truck", title: "Transportadoras" })).toBe(true);
  });

  it("refuses a card with a picture, a list, a price (zero included) or buttons", () => {
    expect(isSmallCard({ ...feature, image: { src: "/img/a.svg", alt: "A", width: 4, height: 3 } })).toBe(false);
    expect(isSmallCard({ ...feature, list: ["Estoque"] })).toBe(false);
    expect(isSmallCard({ ...feature, price: 0 })).toBe(false);
    expect(isSmallCard({ ...feature, actions: [{ label: "VER", to: "/preco" }] })).toBe(false);
  });

  it("refuses a title over 32 characters, a text over 120 and a word over 15 (highlight marks not counted)", () => {
    expect(isSmallCard({ title: "Recebem poucos contatos ou contatos sem perfil" })).toBe(false);
    expect(isSmallCard({ title: "*Emissor* de *NF-e* e *NFC-e* sem fila" })).toBe(true);
    expect(isSmallCard({ title: "Curto", text: "palavra ".repeat(15).trim() })).toBe(true);
    expect(isSmallCard({ title: "Curto", text: "palavra ".repeat(16) })).toBe(false);
    expect(isSmallCard({ title: "Desburocratizações" })).toBe(false);
  });
});

describe("phoneLayout", () => {
  const segment = { icon: "truck" as const, title: "Transportadoras" };

  it("pairs small cards that have only a title", () => {
    expect(phoneLayout([segment, segment])).toBe("pairs");
  });

  it("puts small cards with a text one to a row, compact, so their text keeps its size", () => {
    expect(phoneLayout([feature, feature])).toBe("compact");
    expect(phoneLayout([feature, segment])).toBe("compact");
  });

  it("makes three or more cards with pictures a sideways row, and stacks two", () => {
    const pictured = {
      title: "Suporte",
      text: "Atendimento",
      image: { src: "/img/a.svg", alt: "A", width: 4, height: 3 },
    };
    expect(phoneLayout([pictured, pictured, pictured])).toBe("swipe");
    expect(phoneLayout([pictured, pictured])).toBe("stacked");
  });

  it("stacks full cards when one of them is not small, or when there is a single card", () => {
    expect(phoneLayout([feature, { ...feature, list: ["Estoque"] }])).toBe("stacked");
    expect(phoneLayout([segment])).toBe("stacked");
  });
});
