// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { countRecords, parseRecord } from "../model/experiments/records.ts";
import type { ExperimentSplit } from "../model/experiments/splits.ts";
import { visitorSigner } from "../model/experiments/visitorSignature.ts";
import { listenOnLoopback, sampleBuild } from "../tests/helpers/sampleBuild.ts";
import { createSiteServer } from "./createSiteServer.ts";
import { cookiesOf } from "./experimentSplit.ts";
import { recordsFile, type RecorderOptions } from "./experimentRecorder.ts";

const SPLIT: ExperimentSplit = {
  name: "preco-ab",
  route: "/preco",
  goal: "chat",
  variants: [
    { name: "original", weight: 50 },
    { name: "b", weight: 50 },
  ],
};
const SECRET = "segredo-de-teste-com-mais-de-32-caracteres";
const BEACON = "/_ab/conversao?teste=preco-ab&variante=original&tipo=chat";
const dist = await sampleBuild();

let close: () => void = () => {};
afterEach(() => close());

async function serve(recorder?: Omit<RecorderOptions, "dataDir">): Promise<{ base: string; data: string }> {
  const data = mkdtempSync(join(tmpdir(), "ab-dados-"));
  const server = createSiteServer({
    distDir: dist,
    routes: ["/", "/preco"],
    experiments: [SPLIT],
    experimentData: data,
    visitorSecret: SECRET,
    recorder,
  });
  close = () => server.close();
  return { base: await listenOnLoopback(server), data };
}

/** The whole lines of the test's file (appends are queued after the answer; the file exists empty a moment first). */
function linesOf(data: string): string[] {
  const file = recordsFile(data, "preco-ab");
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(0, -1) : [];
}

/** The test's counts once the file holds `lines` whole records. */
async function countsWhen(data: string, lines: number) {
  await expect.poll(() => linesOf(data).length).toBe(lines);
  const records = linesOf(data).flatMap((line) => parseRecord(line) ?? []);
  return countRecords(records, "preco-ab", "chat", ["original", "b"]);
}

/** The page as a visitor with these cookies gets it; the visitor id it gives them, if any. */
async function view(base: string, cookie: string): Promise<string | undefined> {
  const page = await fetch(`${base}/preco`, { headers: { cookie } });
  await page.body?.cancel();
  return cookiesOf((page.headers.get("set-cookie") ?? "").replace(/, /g, "; ")).get("ab_visitante");
}

const beacon = (base: string, cookie: string) =>
  fetch(`${base}${BEACON}`, { method: "POST", headers: { cookie } }).then((answer) => answer.status);

/** Sends `count` requests, `atOnce` at a time (one client's connections). */
async function flood(count: number, atOnce: number, send: () => Promise<unknown>): Promise<void> {
  for (let sent = 0; sent < count; sent += atOnce) await Promise.all(Array.from({ length: atOnce }, send));
}

describe("recording A/B impressions and conversions on npm run serve", () => {
  it("gives a consenting visitor a signed id and counts them once however often they come back, and their chat conversion", async () => {
    const { base, data } = await serve();
    const visitor = await view(base, "consentimento=aceito; ab_preco_ab=original");
    expect(await visitorSigner(SECRET).verify(visitor)).toBe(visitor);
    const cookie = `consentimento=aceito; ab_preco_ab=original; ab_visitante=${visitor}`;
    expect(await view(base, cookie)).toBeUndefined();
    expect(await beacon(base, cookie)).toBe(204);
    expect(await countsWhen(data, 2)).toEqual([
      { name: "original", visitors: 1, conversions: 1 },
      { name: "b", visitors: 0, conversions: 0 },
    ]);
  });

  it("records nothing of a visitor who did not accept measurement, nor a conversion off the test's goal", async () => {
    const { base, data } = await serve();
    const signed = await visitorSigner(SECRET).issue();
    for (const cookie of ["", `consentimento=recusado; ab_preco_ab=original; ab_visitante=${signed}`]) {
      expect(await view(base, cookie)).toBeUndefined();
      expect(await beacon(base, cookie)).toBe(204);
    }
    const consenting = `consentimento=aceito; ab_preco_ab=original; ab_visitante=${signed}`;
    const lead = await fetch(`${base}/_ab/conversao?teste=preco-ab&variante=original&tipo=lead`, {
      method: "POST",
      headers: { cookie: consenting },
    });
    expect(lead.status).toBe(204);
    // One consenting page view afterwards: its line is then the only one in the file.
    await view(base, consenting);
    expect(await countsWhen(data, 1)).toEqual([
      { name: "original", visitors: 1, conversions: 0 },
      { name: "b", visitors: 0, conversions: 0 },
    ]);
  });

  it("writes one impression and one conversion for a flood of 800 requests from one cookie on 20 connections", async () => {
    const { base, data } = await serve();
    const visitor = await view(base, "consentimento=aceito; ab_preco_ab=original");
    const cookie = `consentimento=aceito; ab_preco_ab=original; ab_visitante=${visitor}`;
    await flood(400, 20, () => view(base, cookie));
    await flood(400, 20, () => beacon(base, cookie));
    // Every answer is in, so every record was decided; another visitor's view is written after all of them.
    const other = await view(base, "consentimento=aceito; ab_preco_ab=b");
    await expect.poll(() => linesOf(data).some((line) => line.includes(other!))).toBe(true);
    expect(
      linesOf(data)
        .filter((line) => line.includes(visitor!))
        .map((line) => parseRecord(line)?.tipo),
    ).toEqual(["impressao", "chat"]);
  });

  it("writes at most the address's limit for a flood of first visits, and again once the limit refills", async () => {
    let now = 0;
    const { base, data } = await serve({ clock: () => now, limit: { burst: 60, perSecond: 1 } });
    await flood(200, 20, () => view(base, "consentimento=aceito; ab_preco_ab=b"));
    now += 1000;
    const after = await view(base, "consentimento=aceito; ab_preco_ab=b");
    await expect.poll(() => linesOf(data).some((line) => line.includes(after!))).toBe(true);
    expect(linesOf(data)).toHaveLength(61);
  });

  it("ignores a beacon whose visitor id no server of the site signed: made up, altered or signed with another secret", async () => {
    const { base, data } = await serve();
    const real = await view(base, "consentimento=aceito; ab_preco_ab=original");
    const forged = [
      "visitante-inventado-123",
      `${real!.slice(0, -1)}${real!.endsWith("A") ? "B" : "A"}`,
      await visitorSigner("outro-segredo-com-mais-de-32-caracteres!").issue(),
    ];
    for (const id of forged)
      expect(await beacon(base, `consentimento=aceito; ab_preco_ab=original; ab_visitante=${id}`)).toBe(204);
    await beacon(base, `consentimento=aceito; ab_preco_ab=original; ab_visitante=${real}`);
    expect(await countsWhen(data, 2)).toEqual([
      { name: "original", visitors: 1, conversions: 1 },
      { name: "b", visitors: 0, conversions: 0 },
    ]);
    expect(linesOf(data).join("\n")).not.toMatch(/inventado|outro/);
    for (const id of forged) expect(linesOf(data).join("\n")).not.toContain(id);
  });
});
