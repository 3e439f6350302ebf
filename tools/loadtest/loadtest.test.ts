import { describe, expect, it } from "vitest";
import type { MachineFacts } from "../bench/machine.ts";
import { parseLoadOptions } from "./options.ts";
import { loadPassed, renderLoadReport, type LoadResults } from "./report.ts";
import type { CaseResult } from "./runCase.ts";

const machine: MachineFacts = {
  node: "v20",
  cpuModel: "CPU",
  cpuCount: 2,
  memoryGiB: 8,
  os: "linux",
  chromium: "-",
  loadAtStart: 1,
};
const page: CaseResult = {
  name: "página",
  path: "/preco",
  status: 200,
  requests: 1000,
  requestsPerSecond: 50,
  p50Ms: 3,
  p99Ms: 20,
  errors: 0,
  unexpected: 0,
};
const results = (changes: Partial<LoadResults> = {}, cases: CaseResult[] = [page]): LoadResults => ({
  date: "2026-01-01 00:00 UTC",
  machine,
  loadAtEnd: 1,
  options: { duration: 20, connections: 50 },
  cases,
  rssIdle: 60e6,
  rssBefore: 100e6,
  rssAfter: 140e6,
  ...changes,
});

describe("npm run loadtest", () => {
  it("runs 20 s per case at 50 connections unless told otherwise, and never longer than 20 s", () => {
    expect(parseLoadOptions([])).toEqual({ duration: 20, connections: 50 });
    expect(parseLoadOptions(["--duration", "3"])).toEqual({ duration: 3, connections: 50 });
    expect(() => parseLoadOptions(["--duration", "60"])).toThrow(
      '--duration precisa de um número inteiro de 1 a 20 (recebeu "60").',
    );
    expect(() => parseLoadOptions(["--connections", "muitas"])).toThrow("--connections");
  });

  it("passes only without errors, without unexpected answers and with memory within 1.5× the baseline", () => {
    expect(loadPassed(results())).toBe(true);
    expect(loadPassed(results({}, [{ ...page, errors: 1 }]))).toBe(false);
    expect(loadPassed(results({}, [{ ...page, unexpected: 1 }]))).toBe(false);
    expect(loadPassed(results({ rssAfter: 151e6 }))).toBe(false);
  });

  it("reports each case's figures and the verdict", () => {
    const report = renderLoadReport(results({ rssAfter: 160e6 }));
    expect(report).toContain("| página | `/preco` | 200 | 50 | 3 | 20 | 1,000 | 0 ✅ | 0 ✅ |");
    expect(report).toContain("×1.60 ❌ (limit ×1.5)");
    expect(report).toContain("**Result: FAIL**");
    expect(report).toContain("**The machine was shared with other work while this ran**");
  });
});
