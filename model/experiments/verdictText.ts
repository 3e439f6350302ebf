import { ALPHA, type Uplift, type Verdict } from "./verdict.ts";
import { ORIGINAL } from "./variantFiles.ts";

const whole = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat("pt-BR");

/** A number of people as Brazilians write it: 13.914. */
export function countText(value: number): string {
  return count.format(value);
}

/** A conversion rate: "3,2 %". */
export function rateText(rate: number): string {
  return `${oneDecimal.format(rate * 100)} %`;
}

/** A relative change with its sign: "+18 %", "−12 %". */
export function changeText(change: number): string {
  const rounded = Math.round(change * 100);
  return `${rounded > 0 ? "+" : rounded < 0 ? "−" : ""}${whole.format(Math.abs(rounded))} %`;
}

/** An uplift and its interval: "+18 % (de +3 % a +35 %)". */
export function upliftText(uplift: Uplift): string {
  return `${changeText(uplift.estimate)} (de ${changeText(uplift.low)} a ${changeText(uplift.high)})`;
}

/** A p-value as the result shows it: "0,003", or "< 0,001". */
export function pValueText(pValue: number): string {
  if (pValue < 0.001) return "< 0,001";
  return new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 }).format(pValue);
}

/** A variant's name as a sentence says it: "a original", "a variante B", "a variante depoimentos-no-topo". */
export function variantWords(name: string): string {
  return name === ORIGINAL ? "a original" : `a variante ${name.length === 1 ? name.toUpperCase() : name}`;
}

/** Why a verdict is not in yet, in plain Portuguese. */
function pending(verdict: Verdict): string {
  const reasons: string[] = [];
  const fewest = Math.min(...verdict.variants.map((variant) => variant.visitors));
  if (verdict.minimumVisitors === undefined) reasons.push("ainda não há conversões para comparar as variantes");
  else if (fewest < verdict.minimumVisitors)
    reasons.push(
      `cada variante precisa de pelo menos ${countText(verdict.minimumVisitors)} visitantes, e a que tem menos tem ${countText(fewest)}`,
    );
  if (verdict.pValue !== undefined && verdict.pValue >= ALPHA)
    reasons.push(`a diferença entre as variantes ainda pode ser acaso (p = ${pValueText(verdict.pValue)})`);
  return `Ainda inconclusivo: ${reasons.join("; ") || "faltam dados"}. Nenhuma variante vence antes disso.`;
}

/**
 * The verdict in one plain sentence: "A variante B converte 18 % mais (de 3 % a 35 %), com 95 % de confiança.", or
 * "Ainda inconclusivo: …" with what is missing.
 */
export function verdictSentence(verdict: Verdict): string {
  if (!verdict.conclusive || verdict.winner === undefined) return pending(verdict);
  const winner = verdict.variants.find((variant) => variant.name === verdict.winner)!;
  const who = variantWords(winner.name).replace(/^a/, "A");
  if (!winner.uplift) return `${who} converte mais que as outras, com 95 % de confiança.`;
  const { estimate, low, high } = winner.uplift;
  const more = estimate >= 0 ? "mais" : "menos";
  const bound = (value: number) => changeText(value).replace(/^\+/, "");
  return `${who} converte ${bound(Math.abs(estimate))} ${more} que a original (de ${bound(low)} a ${bound(high)}), com 95 % de confiança.`;
}
