/**
 * What `npm run attack` concludes: each attack's result with a severity, one line each, and the exit code (non-zero
 * when anything above low was found, or an attack could not be carried out and so proves nothing).
 */

/** How bad a finding is; "none" when the defence held. */
export type Severity = "none" | "low" | "medium" | "high";

/** One attack's outcome. */
export interface Finding {
  attack: string;
  /** What happened, in a sentence with its figures. */
  result: string;
  severity: Severity;
  /** The attack itself failed (a setup step, an unexpected answer): its verdict is unknown. */
  broken?: boolean;
}

const RANK: Record<Severity, number> = { none: 0, low: 1, medium: 2, high: 3 };
const WORDS: Record<Severity, string> = { none: "ok", low: "baixa", medium: "MÉDIA", high: "ALTA" };

/** A finding whose severity is `bad` when `held` is false, "none" otherwise. */
export const judged = (attack: string, held: boolean, result: string, bad: Severity): Finding => ({
  attack,
  result,
  severity: held ? "none" : bad,
});

/** An attack that could not be carried out. */
export const brokenAttack = (attack: string, error: unknown): Finding => ({
  attack,
  result: `não foi possível atacar: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
  severity: "none",
  broken: true,
});

/** The line printed for a finding. */
export function findingLine({ attack, result, severity, broken }: Finding): string {
  const label = broken ? "FALHOU" : WORDS[severity];
  return `[${label.padEnd(6)}] ${attack}: ${result}`;
}

/** The exit code of a run: 1 when a finding is above low or an attack could not run, 0 otherwise. */
export function exitCode(findings: readonly Finding[]): number {
  return findings.some((finding) => finding.broken || RANK[finding.severity] > RANK.low) ? 1 : 0;
}

/** The closing line: how many attacks ran, and what they found above low. */
export function summaryLine(findings: readonly Finding[]): string {
  const above = findings.filter((finding) => RANK[finding.severity] > RANK.low).length;
  const lows = findings.filter((finding) => finding.severity === "low").length;
  const broken = findings.filter((finding) => finding.broken).length;
  return `${findings.length} ataques: ${above} acima de baixa, ${lows} baixa(s), ${broken} sem conclusão.`;
}
