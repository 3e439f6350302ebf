import type { ExperimentGoal, ExperimentStatus } from "../../shared/experiments.ts";

/** The A/B tests' interface text (pt-BR): "Criar variante", the list of tests and a test's screen. */
export const x = {
  testsLink: "Testes A/B",
  testsHeading: "Testes A/B",
  testsIntro:
    "Cada teste mostra versões diferentes de uma página, no mesmo endereço, a partes dos visitantes que aceitaram a medição. Para começar um, use “Criar variante” numa página da lista.",
  noTests: "Ainda não há testes. Use “Criar variante” numa página da lista de páginas.",
  columnTest: "Teste",
  columnPage: "Página",
  columnState: "Estado",
  columnVariants: "Variantes",
  loading: "Carregando…",
  open: "Abrir",
  openTest: (title: string) => `Abrir o teste “${title}”`,

  createVariant: "Criar variante",
  createVariantOf: (title: string) => `Criar variante de “${title}”`,
  createHeading: (title: string) => `Nova variante de “${title}”`,
  createIntro:
    "A variante começa como uma cópia da página: mude nela o que quiser testar. O teste fica pausado até você clicar em Iniciar.",
  joinIntro: (test: string) =>
    `A página já tem o teste “${test}”: a nova variante entra nele, e os pesos são divididos por igual de novo.`,
  goalField: "Objetivo do teste",
  goalHelp: "O que conta como conversão. Toda variante precisa ter o que o objetivo pede.",
  goalUnreachable: " (a página ainda não tem)",
  goals: {
    chat: "Clique no chat",
    lead: "Contato pelo formulário",
    either: "Chat ou formulário",
  } satisfies Record<ExperimentGoal, string>,
  states: { running: "Em andamento", paused: "Pausado", ended: "Encerrado" } satisfies Record<ExperimentStatus, string>,
  requested: (state: string) => `Pedido à espera de publicação: ${state.toLowerCase()}`,

  variantLabel: (name: string) =>
    name === "original" ? "Original (a própria página)" : `Variante ${name.toUpperCase()}`,
  variantWeight: (name: string, weight: number) =>
    `${name === "original" ? "Original" : name.toUpperCase()} ${weight}%`,
  nameField: "Nome do teste",
  nameHelp: "Como a equipe reconhece o teste.",
  weightField: (name: string) => `Peso da ${name === "original" ? "original" : `variante ${name.toUpperCase()}`} (%)`,
  weightsHeading: "Variantes e pesos",
  weightsSum: (sum: number) => `Soma: ${sum}%`,
  weightsWrong: (sum: number) =>
    `Os pesos somam ${sum}%, e precisam somar 100%: ajuste-os antes de salvar (por exemplo 50 e 50).`,
  editVariant: (name: string) => `Editar a variante ${name.toUpperCase()}`,
  openPage: "Abrir a página original",
  startField: "Início",
  startHelp:
    "Opcional: o primeiro dia em que os visitantes são divididos; sem ele, o teste vale desde que for iniciado.",
  endField: "Fim",
  endHelp: "Opcional: o último dia do teste; sem ele, o teste segue até ser encerrado.",
  endBeforeStart: "O fim vem antes do início: corrija as datas.",
  save: "Salvar",
  saved: "Teste salvo. Ele muda no site quando for publicado (Iniciar, Pausar ou Encerrar).",
  saveFirst: "Salve as mudanças antes de iniciar, pausar ou encerrar o teste.",
  start: "Iniciar",
  pause: "Pausar",
  end: "Encerrar",
  endWith: (name: string) => `Encerrar e usar a variante ${name.toUpperCase()}`,
  actionsHeading: "Publicar",
  actionsHelp:
    "Cada botão publica o teste com as suas variantes. Encerrar com uma variante põe os blocos dela na página, numa única publicação.",
  mayNotPublish:
    "Quem publica é um Publicador ou Administrador: cada botão guarda a mudança como rascunho e pede a revisão deles. O site muda quando eles publicarem.",
  askHeading: "Pedir a publicação",
  reviewAsked:
    "Mudança guardada como rascunho e revisão pedida: o teste muda no site quando um Publicador ou Administrador publicar.",
  messageStart: (title: string) => `Inicia o teste ${title}`,
  messagePause: (title: string) => `Pausa o teste ${title}`,
  messageEnd: (title: string) => `Encerra o teste ${title}`,
  messageWinner: (title: string, variant: string) =>
    `Encerra o teste ${title} e põe a variante ${variant.toUpperCase()} na página`,
  confirmWinner: (variant: string, page: string) =>
    `Os blocos da variante ${variant.toUpperCase()} vão substituir os da página “${page}”, e o teste será encerrado. Continuar?`,
  published: "Publicado: registrado no histórico do site.",
  problems: "O teste não foi publicado. Corrija antes:",
  resultLink: "Ver o resultado do teste",
  back: "Voltar aos testes",
  backToTest: "Voltar ao teste",
  dates: (start?: string, end?: string) =>
    start || end
      ? `${start ? `de ${brazilianDate(start)}` : ""}${start && end ? " " : ""}${end ? `até ${brazilianDate(end)}` : ""}`
      : "",
};

/** A day as Brazilians write it: 2026-12-01 → 01/12/2026. */
export function brazilianDate(day: string): string {
  const [year, month, date] = day.split("-");
  return year && month && date ? `${date}/${month}/${year}` : day;
}
