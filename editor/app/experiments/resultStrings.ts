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
  /** The chance of a difference like this one by chance alone (the test's p-value), in a sentence. */
  chance: (pValue: number) =>
    pValue < 0.05
      ? "A diferença é grande demais para ser acaso (menos de 5 % de chance)."
      : `A diferença ainda pode ser acaso: se as variantes fossem iguais, uma diferença assim apareceria ${
          pValue < 0.01 ? "em menos de 1 %" : `em ${Math.round(pValue * 100)} %`
        } das vezes.`,
  noChance: "Ainda não há dados para calcular se a diferença pode ser acaso.",
  rule: (minimum: string | undefined) =>
    `Uma variante só vence quando a diferença é grande demais para ser acaso (menos de 5 % de chance) e cada variante teve ${
      minimum ? `pelo menos ${minimum} visitantes` : "visitantes suficientes"
    } (o bastante para notar uma diferença de 20 % na taxa da original).`,
  counted:
    "Contam só os visitantes que aceitaram a medição no aviso de cookies; cada um conta uma vez por variante, e a conversão só na variante que viu.",
};
