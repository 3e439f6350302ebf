// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { countRecords, parseRecord } from "../model/experiments/records.ts";
import type { ExperimentSplit } from "../model/experiments/splits.ts";
import { listenOnLoopback, sampleBuild } from "../tests/helpers/sampleBuild.ts";
import { createSiteServer } from "./createSiteServer.ts";
import { cookiesOf } from "./experimentSplit.ts";
import { recordsFile } from "./experimentRecorder.ts";

const SPLIT: ExperimentSplit = {
  name: "preco-ab",
  route: "/preco",
  goal: "chat",
  variants: [
    { name: "original", weight: 50 },
    { name: "b", weight: 50 },
  ],
};
const dist = await sampleBuild();

let close: () => void = () => {};
afterEach(() => close());

async function serve(): Promise<{ base: string; data: string }> {
  const data = mkdtempSync(join(tmpdir(), "ab-dados-"));
  const server = createSiteServer({
    distDir: dist,
    routes: ["/", "/preco"],
    experiments: [SPLIT],
    experimentData: data,
  });
  close = () => server.close();
  return { base: await listenOnLoopback(server), data };
}

/**
 * The test's counts once the file holds `lines` whole records (appends are queued after the answer). Only lines
 * that end are counted: the file exists, empty, a moment before its first line is written.
 */
async function countsWhen(data: string, lines: number) {
  const file = recordsFile(data, "preco-ab");
  const wholeLines = () => (existsSync(file) ? readFileSync(file, "utf8").split("\n").length - 1 : 0);
  await expect.poll(wholeLines).toBe(lines);
  const records = readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line) => parseRecord(line) ?? []);
  return countRecords(records, "preco-ab", "chat", ["original", "b"]);
}

describe("recording A/B impressions and conversions on npm run serve", () => {
  it("counts a consenting visitor once however often they come back, and their chat conversion by beacon", async () => {
    const { base, data } = await serve();
    const first = await fetch(`${base}/preco`, { headers: { cookie: "consentimento=aceito; ab_preco_ab=original" } });
    await first.body?.cancel();
    const visitor = cookiesOf(first.headers.get("set-cookie")!.replace(/, /g, "; ")).get("ab_visitante")!;
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = `consentimento=aceito; ab_preco_ab=original; ab_visitante=${visitor}`;
    const again = await fetch(`${base}/preco`, { headers: { cookie } });
    await again.body?.cancel();
    expect(again.headers.get("set-cookie")).toBeNull();
    const beacon = await fetch(`${base}/_ab/conversao?teste=preco-ab&variante=original&tipo=chat`, {
      method: "POST",
      headers: { cookie },
    });
    expect(beacon.status).toBe(204);
    expect(await countsWhen(data, 3)).toEqual([
      { name: "original", visitors: 1, conversions: 1 },
      { name: "b", visitors: 0, conversions: 0 },
    ]);
  });

  it("records nothing of a visitor who did not accept measurement, nor a conversion off the test's goal", async () => {
    const { base, data } = await serve();
    for (const cookie of ["", "consentimento=recusado; ab_preco_ab=original; ab_visitante=abcdef123456"]) {
      const page = await fetch(`${base}/preco`, { headers: { cookie } });
      await page.body?.cancel();
      expect(page.headers.get("set-cookie")).toBeNull();
      const beacon = await fetch(`${base}/_ab/conversao?teste=preco-ab&variante=original&tipo=chat`, {
        method: "POST",
        headers: { cookie },
      });
      expect(beacon.status).toBe(204);
    }
    const consenting = "consentimento=aceito; ab_preco_ab=original; ab_visitante=abcdef123456";
    const lead = await fetch(`${base}/_ab/conversao?teste=preco-ab&variante=original&tipo=lead`, {
      method: "POST",
      headers: { cookie: consenting },
    });
    expect(lead.status).toBe(204);
    // One consenting page view afterwards: its line is then the only one in the file.
    await (await fetch(`${base}/preco`, { headers: { cookie: consenting } })).body?.cancel();
    expect(await countsWhen(data, 1)).toEqual([
      { name: "original", visitors: 1, conversions: 0 },
      { name: "b", visitors: 0, conversions: 0 },
    ]);
  });
});
