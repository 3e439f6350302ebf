import { describe, expect, it } from "vitest";
import { fieldHelp, fieldLabel, itemLabel, itemNoun } from "./labels.ts";

describe("fieldLabel", () => {
  it("is the property's pt-BR title, whatever its description says", () => {
    expect(fieldLabel({ title: "Preço", description: "Preço mensal em reais, exibido no formato R$ 0,00." })).toBe(
      "Preço",
    );
    expect(fieldLabel({ title: "Rota", description: 'Endereço da página, começando com barra; use "/"…' })).toBe(
      "Rota",
    );
  });

  it("prefers x-title where the title is the type name of a group written in place", () => {
    expect(fieldLabel({ title: "ContactFormLabels", "x-title": "Rótulos do formulário" } as never)).toBe(
      "Rótulos do formulário",
    );
  });

  it("never shows a shared definition's type name: a resolved $ref with no title of its own reads its description", () => {
    const chatLink = {
      title: "ChatLink",
      "x-definition": "ChatLink",
      description: "Um link de chat: grupo e mensagem.",
    };
    expect(fieldLabel(chatLink as never)).toBe("Link de chat");
  });

  it("is never a JSON key", () => {
    expect(fieldLabel({})).toBe("Campo");
  });
});

describe("fieldHelp", () => {
  it("is the whole description, unless the label already is", () => {
    expect(fieldHelp({ description: "Preço mensal em reais, exibido no formato R$ 0,00." }, "Preço")).toBe(
      "Preço mensal em reais, exibido no formato R$ 0,00.",
    );
    expect(fieldHelp({ description: "Nome do plano." }, "Nome do plano")).toBeUndefined();
  });

  it("reads true and false as the choices a yes/no field offers", () => {
    expect(
      fieldHelp(
        { description: "Quando false, a página não volta ao topo ao ser aberta (padrão true).", type: "boolean" },
        "Voltar ao topo",
      ),
    ).toBe('Quando "Não", a página não volta ao topo ao ser aberta (padrão "Sim").');
  });
});

describe("item names", () => {
  it.each([
    ["Um plano.", "plano", "Plano 2"],
    ["Uma pergunta com sua resposta.", "pergunta", "Pergunta 2"],
    ["Um item do carrossel.", "item", "Item 2"],
    [
      "Botão ou link, com um só destino: um link de chat da página, uma página do site ou um endereço externo.",
      "botão",
      "Botão 2",
    ],
    ["Texto exibido ao visitante; trechos entre *asteriscos* ganham destaque.", "texto", "Texto 2"],
  ])("calls an item of %j a %j", (description, noun, label) => {
    expect(itemNoun({ description })).toBe(noun);
    expect(itemLabel({ description }, 1)).toBe(label);
  });
});
