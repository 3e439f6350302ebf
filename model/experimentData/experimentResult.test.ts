// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { visitorSigner } from "../experiments/visitorSignature.ts";
import { experimentResult, testNames } from "./experimentResult.ts";
import { reportText } from "./reportText.ts";

const SECRET = "segredo-dos-servidores-com-mais-de-32-caracteres";
const signer = visitorSigner(SECRET);
const line = (variante: string, tipo: string, visitante: string, novo?: string) =>
  JSON.stringify({ em: "2026-12-07T10:00:00Z", teste: "home-ab", variante, tipo, visitante, ...(novo && { novo }) });

/** A Logpush line as Cloudflare writes a Worker's Trace Event: the records it logged are in Logs[].Message. */
const traceEvent = (...records: string[]) =>
  JSON.stringify({
    Event: { Request: { URL: "https://www.example.com/", Method: "GET" }, Response: { Status: 200 } },
    EventTimestampMs: 1796637600000,
    EventType: "fetch",
    Exceptions: [],
    Logs: [
      { Level: "info", Message: ["rota / servida"], TimestampMs: 1796637600001 },
      ...records.map((record) => ({ Level: "log", Message: [record], TimestampMs: 1796637600002 })),
    ],
    Outcome: "ok",
    ScriptName: "site-erp",
  });

/**
 * A config folder with one test, and records of it from the three servers: 40 visitors see the original (4 convert),
 * 40 see b (16 convert), split among npm run serve's files, nginx's log (its own unsigned ids, issued with a view)
 * and a Worker's Logpush files; some visitors are in two of them, and repeat themselves.
 */
async function fixture() {
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
  const server: string[] = [];
  const nginx: string[] = [];
  const worker: string[] = [];
  for (let n = 0; n < 80; n++) {
    const variant = n < 40 ? "original" : "b";
    const converts = n < 40 ? n < 4 : n < 56;
    const source = [server, nginx, worker][n % 3]!;
    const id = source === nginx ? `${String(n).padStart(4, "0")}e0c1b8a7d6f5e4c3b2a1908f7e6d5c` : await signer.issue();
    source.push(line(variant, "impressao", id, source === nginx ? "1" : undefined));
    source.push(line(variant, "impressao", id));
    // The same visitor's conversion reached another server (a signed id travels with its cookie).
    if (converts) (source === nginx ? nginx : [server, worker][n % 2]!).push(line(variant, "chat", id));
  }
  const dataDir = join(root, "dados");
  mkdirSync(dataDir);
  // npm run serve's full file moved aside, and the one it writes now.
  writeFileSync(join(dataDir, "home-ab.1.jsonl"), server.slice(0, 10).join("\n") + "\n");
  writeFileSync(join(dataDir, "home-ab.jsonl"), server.slice(10).join("\n") + "\n");
  const nginxLog = join(root, "ab.log");
  writeFileSync(
    nginxLog,
    [...nginx, '{"teste":"outro","variante":"b","tipo":"chat","visitante":"abcdefgh"}'].join("\n"),
  );
  const logpush = join(root, "logpush", "20261207");
  mkdirSync(logpush, { recursive: true });
  writeFileSync(
    join(logpush, "1.log"),
    worker
      .slice(0, 10)
      .map((record) => traceEvent(record))
      .join("\n") + "\n",
  );
  writeFileSync(join(logpush, "2.log.gz"), gzipSync(traceEvent(...worker.slice(10)) + "\n"));
  return { root, configDir, sources: { dataDir, files: [nginxLog, join(root, "logpush")], secret: SECRET } };
}

const countsOf = (result: Awaited<ReturnType<typeof experimentResult>>) =>
  "problem" in result
    ? result
    : result.verdict.variants.map(({ name, visitors, conversions }) => [name, visitors, conversions]);

describe("a test's result", () => {
  it("gives one verdict from the records of npm run serve, nginx and a Worker's Logpush files, each visitor once", async () => {
    const { configDir, sources } = await fixture();
    const result = await experimentResult(configDir, "home-ab", sources);
    expect(countsOf(result)).toEqual([
      ["original", 40, 4],
      ["b", 40, 16],
    ]);
    if ("problem" in result) return;
    expect(result.ignored).toMatchObject({ unsigned: 0, repeated: 80, unreadable: 0 });
    expect(reportText(result).split("\n").slice(0, 5)).toEqual([
      "Teste home-ab: Home com depoimentos (página home; objetivo: clique no chat; em andamento)",
      "Variante  Visitantes  Conversões  Taxa    Diferença para a original (95 %)",
      "original  40          4           10,0 %  —",
      expect.stringMatching(/^b {9}40 {10}16 {10}40,0 % {2}\+300 %/),
      expect.stringMatching(/^Teste qui-quadrado: p = /),
    ]);
    expect(reportText(result)).toContain("Linhas ignoradas: 80; 80 repetidas (o mesmo visitante, variante e tipo).");
    expect(testNames(configDir)).toEqual(["home-ab"]);
  });

  it("changes nothing in the verdict for 200 made-up visitor ids that all saw b and converted, and says why", async () => {
    const { root, configDir, sources } = await fixture();
    const before = await experimentResult(configDir, "home-ab", sources);
    const forged = Array.from({ length: 200 }, (_, n) =>
      n % 2 ? `inventado-${n}-abcdef` : `${"A".repeat(22)}.${String(n).padStart(22, "x")}`,
    );
    const flood = join(root, "ab-ataque.log");
    writeFileSync(flood, forged.flatMap((id) => [line("b", "impressao", id), line("b", "chat", id)]).join("\n"));
    const after = await experimentResult(configDir, "home-ab", { ...sources, files: [...sources.files, flood] });
    if ("problem" in before || "problem" in after) throw new Error("sem resultado");
    expect(after.verdict).toEqual(before.verdict);
    expect(after.sentence).toBe(before.sentence);
    expect(after.ignored.unsigned).toBe(400);
    expect(reportText(after)).toContain(
      "Linhas ignoradas: 480; 400 de visitantes sem assinatura válida (ids inventados ou alterados); 80 repetidas",
    );
  });

  it("refuses to count signed records without the secret, rather than count them unchecked", async () => {
    const { configDir, sources } = await fixture();
    const result = await experimentResult(configDir, "home-ab", { ...sources, secret: undefined });
    expect(result).toEqual({ problem: expect.stringMatching(/^Sem o segredo dos visitantes não dá para conferir/) });
  });

  it("says so for a test that does not exist, or a name that would leave the folder", async () => {
    const { configDir } = await fixture();
    for (const name of ["outro", "../pages/home"])
      expect(await experimentResult(configDir, name, {})).toEqual({ problem: `Não há teste A/B chamado "${name}".` });
  });
});
