// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { experimentResult, testNames } from "./experimentResult.ts";
import { reportText } from "./reportText.ts";

/** A config folder with one test, and data from npm run serve and from nginx. */
function fixture() {
  const root = mkdtempSync(join(tmpdir(), "ab-resultado-"));
  const configDir = join(root, "site.config");
  mkdirSync(join(configDir, "experiments"), { recursive: true });
  const test = {
    name: "Home com depoimentos",
    page: "home",
    goal: "chat",
    status: "running",
    variants: [
      { name: "original", weight: 50 },
      { name: "b", weight: 50 },
    ],
  };
  writeFileSync(join(configDir, "experiments", "home-ab.json"), JSON.stringify(test));
  const line = (variante: string, tipo: string, visitante: string) =>
    JSON.stringify({ teste: "home-ab", variante, tipo, visitante });
  const dataDir = join(root, "dados");
  mkdirSync(dataDir);
  writeFileSync(
    join(dataDir, "home-ab.jsonl"),
    [line("original", "impressao", "visitante-1"), line("b", "impressao", "visitante-2")].join("\n") + "\n",
  );
  const nginxLog = join(root, "ab.log");
  writeFileSync(
    nginxLog,
    [line("b", "impressao", "visitante-3"), line("b", "chat", "visitante-3"), '{"teste":"outro"'].join("\n"),
  );
  return { configDir, dataDir, nginxLog };
}

describe("a test's result", () => {
  it("counts the records of npm run serve's folder and of nginx's log together", () => {
    const { configDir, dataDir, nginxLog } = fixture();
    const result = experimentResult(configDir, "home-ab", { dataDir, nginxLog });
    expect("problem" in result).toBe(false);
    if ("problem" in result) return;
    expect(result.verdict.variants.map(({ name, visitors, conversions }) => [name, visitors, conversions])).toEqual([
      ["original", 1, 0],
      ["b", 2, 1],
    ]);
    expect(result.sentence).toMatch(/^Ainda inconclusivo: /);
    expect(reportText(result).split("\n").slice(0, 4)).toEqual([
      "Teste home-ab: Home com depoimentos (página home; objetivo: clique no chat; em andamento)",
      "Variante  Visitantes  Conversões  Taxa    Diferença para a original (95 %)",
      "original  1           0           0,0 %   —",
      "b         2           1           50,0 %  —",
    ]);
    expect(testNames(configDir)).toEqual(["home-ab"]);
  });

  it("says so for a test that does not exist, or a name that would leave the folder", () => {
    const { configDir } = fixture();
    for (const name of ["outro", "../pages/home"])
      expect(experimentResult(configDir, name, {})).toEqual({ problem: `Não há teste A/B chamado "${name}".` });
  });
});
