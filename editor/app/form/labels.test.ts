import { describe, expect, it } from "vitest";
import { fieldHelp, fieldLabel, itemLabel, itemNoun } from "./labels.ts";

describe("fieldLabel", () => {
  it.each([
    ["Preço mensal em reais, exibido no formato R$ 0,00.", "Preço mensal em reais"],
    ["Cargo, empresa ou cidade de quem dá o depoimento.", "Cargo, empresa ou cidade de quem dá o depoimento"],
    ["Fundo da seção: branco (padrão), cinza ou azul.", "Fundo da seção"],
    [
      "Grupo pedido ao serviço de links; sem grupo, o link é fixo e nenhum pedido é feito.",
      "Grupo pedido ao serviço de links",
    ],
    [
      "Identificador do bloco para links âncora (#id); só letras minúsculas, números e hífens.",
      "Identificador do bloco para links âncora",
    ],
    ["A pergunta.", "Pergunta"],
    ['O número como deve aparecer, por exemplo "+120".', "Número como deve aparecer"],
    ['Endereço da página, começando com barra; use "/" para a página inicial.', "Endereço da página"],
  ])("labels %j as %j", (description, label) => {
    expect(fieldLabel({ description, type: "string" }, "x")).toBe(label);
  });

  it("asks a boolean's question with Sim and Não for true and false", () => {
    expect(
      fieldLabel(
        { description: "Quando false, a página não volta ao topo ao ser aberta (padrão true).", type: "boolean" },
        "scrollToTop",
      ),
    ).toBe('Quando "Não", a página não volta ao topo ao ser aberta (padrão "Sim")');
  });

  it("falls back to the key when the schema has no description", () => {
    expect(fieldLabel({}, "novoCampo")).toBe("novoCampo");
  });
});

describe("fieldHelp", () => {
  it("is the whole description, unless the label already is", () => {
    expect(
      fieldHelp({ description: "Preço mensal em reais, exibido no formato R$ 0,00." }, "Preço mensal em reais"),
    ).toBe("Preço mensal em reais, exibido no formato R$ 0,00.");
    expect(fieldHelp({ description: "Nome do plano." }, "Nome do plano")).toBeUndefined();
  });
});

describe("item names", () => {
  it.each([
    ["Um plano.", "plano", "Plano 2"],
    ["Uma pergunta com sua resposta.", "pergunta", "Pergunta 2"],
    ["Um item do carrossel.", "item", "Item 2"],
    ["Botão ou link: informe exatamente um destino entre chat, to e href.", "botão", "Botão 2"],
    ["Texto exibido ao visitante; trechos entre *asteriscos* ganham destaque.", "texto", "Texto 2"],
  ])("calls an item of %j a %j", (description, noun, label) => {
    expect(itemNoun({ description })).toBe(noun);
    expect(itemLabel({ description }, 1)).toBe(label);
  });
});
