import { countText, pValueText, rateText, upliftText } from "../experiments/verdictText.ts";
import type { ExperimentResult } from "../experiments/result.ts";

const GOALS = { chat: "clique no chat", lead: "contato pelo formulário", either: "chat ou formulário" } as const;
const STATES = { running: "em andamento", paused: "pausado", ended: "encerrado" } as const;

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

/** A test's result as npm run experiments:report prints it: a heading, the table, the chi-square test and the verdict. */
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
    result.sentence,
  ].join("\n");
}
