import { countText, pValueText, rateText, upliftText } from "../experiments/verdictText.ts";
import type { ExperimentResult, IgnoredLines } from "../experiments/result.ts";

const GOALS = { chat: "clique no chat", lead: "contato pelo formulário", either: "chat ou formulário" } as const;
const STATES = { running: "em andamento", paused: "pausado", ended: "encerrado" } as const;

/** Why a line was left out, after its count: "400 de visitantes sem assinatura válida". */
const IGNORED: Record<keyof IgnoredLines, [one: string, many: string]> = {
  unsigned: [
    "de visitante sem assinatura válida (id inventado ou alterado)",
    "de visitantes sem assinatura válida (ids inventados ou alterados)",
  ],
  repeated: ["repetida (o mesmo visitante, variante e tipo)", "repetidas (o mesmo visitante, variante e tipo)"],
  unknownVariant: ["de variante que o teste não tem", "de variantes que o teste não tem"],
  offGoal: ["de conversão fora do objetivo", "de conversões fora do objetivo"],
  notSeen: ["de conversão sem visita registrada à variante", "de conversões sem visita registrada à variante"],
  unreadable: ["ilegível (não é um registro)", "ilegíveis (não são registros)"],
};

/** The lines a result left out and why, in one sentence. */
export function ignoredText(ignored: IgnoredLines): string {
  const reasons = (Object.keys(IGNORED) as Array<keyof IgnoredLines>).filter((reason) => ignored[reason] > 0);
  if (reasons.length === 0) return "Linhas ignoradas: nenhuma.";
  const total = reasons.reduce((sum, reason) => sum + ignored[reason], 0);
  const parts = reasons.map(
    (reason) => `${countText(ignored[reason])} ${IGNORED[reason][ignored[reason] === 1 ? 0 : 1]}`,
  );
  return `Linhas ignoradas: ${countText(total)}; ${parts.join("; ")}.`;
}

/** Pads the columns of some rows to their widest cell. */
function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd(),
  );
}

/**
 * A test's result as npm run experiments:report prints it: a heading, the table, the chi-square test, the lines left
 * out and why, and the verdict.
 */
export function reportText(result: ExperimentResult): string {
  const { verdict } = result;
  const rows = [
    ["Variante", "Visitantes", "Conversões", "Taxa", "Diferença para a original (95 %)"],
    ...verdict.variants.map((variant) => [
      variant.name,
      countText(variant.visitors),
      countText(variant.conversions),
      rateText(variant.rate),
      variant.uplift ? upliftText(variant.uplift) : "—",
    ]),
  ];
  const test =
    verdict.pValue === undefined
      ? "Teste qui-quadrado: ainda sem dados para calcular."
      : `Teste qui-quadrado: p = ${pValueText(verdict.pValue)} (${verdict.degreesOfFreedom} grau${verdict.degreesOfFreedom === 1 ? "" : "s"} de liberdade).`;
  const minimum =
    verdict.minimumVisitors === undefined
      ? ""
      : ` Mínimo por variante: ${countText(verdict.minimumVisitors)} visitantes.`;
  return [
    `Teste ${result.name}: ${result.title} (página ${result.page}; objetivo: ${GOALS[result.goal]}; ${STATES[result.status]})`,
    ...columns(rows),
    test + minimum,
    ignoredText(result.ignored),
    result.sentence,
  ].join("\n");
}
