/** The words of the A/B test's result screen (pt-BR), kept together with the screen. */
export const resultWords = {
  heading: "Resultado do teste",
  loading: "Carregando o resultado…",
  facts: (page: string, goal: string, status: string) => `Página testada: ${page} · Objetivo: ${goal} · ${status}`,
  goals: { chat: "clique no chat", lead: "contato pelo formulário", either: "chat ou formulário" },
  states: { running: "Em andamento", paused: "Pausado", ended: "Encerrado" },
  caption: "Visitantes e conversões por variante",
  variant: "Variante",
  visitors: "Visitantes",
  conversions: "Conversões",
  rate: "Taxa de conversão",
  difference: "Diferença para a original (intervalo de 95 %)",
  noDifference: "—",
  original: "Original",
  chance: (pValue: string) =>
    `Chance de uma diferença assim aparecer por acaso, se as variantes fossem iguais: p = ${pValue} (teste qui-quadrado).`,
  noChance: "Ainda não há dados para calcular se a diferença pode ser acaso.",
  rule: (minimum: string | undefined) =>
    `Uma variante só vence quando p fica abaixo de 0,05 e cada variante teve ${
      minimum ? `pelo menos ${minimum} visitantes` : "visitantes suficientes"
    } (o bastante para notar uma diferença de 20 % na taxa da original).`,
  counted:
    "Contam só os visitantes que aceitaram a medição no aviso de cookies; cada um conta uma vez por variante, e a conversão só na variante que viu.",
};
