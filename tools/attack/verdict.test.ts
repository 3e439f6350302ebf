import { describe, expect, it } from "vitest";
import { brokenAttack, exitCode, findingLine, judged, summaryLine, type Finding } from "./verdict.ts";

const held = judged("Palpites de uma vez", true, "401×5, 429×35", "high");
const low = judged("Senhas fracas", false, "aceita: password1234", "low");
const medium = judged("Convites", false, "revogado: 200", "medium");
const high = judged("CSRF", false, "convite criado", "high");

describe("the attack run's verdict", () => {
  it("a defence that held is no finding, whatever the severity it would have had", () => {
    expect(held.severity).toBe("none");
    expect(findingLine(held)).toBe("[ok    ] Palpites de uma vez: 401×5, 429×35");
  });

  it("exits 0 when nothing or only lows were found", () => {
    expect(exitCode([])).toBe(0);
    expect(exitCode([held, low])).toBe(0);
  });

  it("exits 1 as soon as one finding is medium or high", () => {
    expect(exitCode([held, low, medium])).toBe(1);
    expect(exitCode([high])).toBe(1);
  });

  it("an attack that could not be carried out fails the run: it proves nothing", () => {
    const broken = brokenAttack("Registro A/B", new Error("o servidor não respondeu\ndetalhe"));
    expect(exitCode([held, broken])).toBe(1);
    expect(findingLine(broken)).toBe("[FALHOU] Registro A/B: não foi possível atacar: o servidor não respondeu");
  });

  it("prints each finding with its severity, and a summary", () => {
    const findings: Finding[] = [held, low, medium, high, brokenAttack("Site", "parou")];
    expect(findings.map(findingLine).map((line) => line.slice(0, 8))).toEqual([
      "[ok    ]",
      "[baixa ]",
      "[MÉDIA ]",
      "[ALTA  ]",
      "[FALHOU]",
    ]);
    expect(summaryLine(findings)).toBe("5 ataques: 2 acima de baixa, 1 baixa(s), 1 sem conclusão.");
  });
});
