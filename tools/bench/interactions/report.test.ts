import { describe, expect, it } from "vitest";
import { renderInteractionReport } from "./report.ts";
import { figuresOf, type InteractionResults } from "./results.ts";

const sample = (durationMs: number) => ({ durationMs, inputDelayMs: 4, processingMs: 2, event: "pointerdown" });
const none = { durationMs: 0, inputDelayMs: 0, processingMs: 0 };

function results(): InteractionResults {
  return {
    date: "2026-11-27 18:00 UTC",
    runs: 3,
    cpuSlowdown: 4,
    viewport: { width: 390, height: 844 },
    machine: { cpuModel: "CPU", cpuCount: 2, loadAtStart: 1, chromium: "Chromium 1" },
    builds: ["atual", "abc123"],
    figures: [
      figuresOf("noop", "Clique em texto", "atual", true, [none, none, none]),
      figuresOf("menuOpen", "Abrir o menu", "atual", false, [sample(48), sample(56), sample(104)]),
      figuresOf("faqOpen", "Abrir uma pergunta", "atual", false, [sample(40), sample(64), sample(100)]),
      figuresOf("menuOpen", "Abrir o menu", "abc123", false, [sample(112), sample(120), sample(208)]),
    ],
  };
}

describe("the interaction bench's report", () => {
  it("holds each interaction's worst run to 100 ms and shows the median and worst against the reference build", () => {
    const lines = renderInteractionReport(results()).split("\n");
    expect(lines.find((line) => line.startsWith("| Abrir o menu"))).toBe(
      "| Abrir o menu | 56 ms / 104 ms | ❌ | 120 ms / 208 ms | 0.47× / 0.50× | pointerdown: espera 4 ms, handlers 2 ms |",
    );
    expect(lines.find((line) => line.startsWith("| Abrir uma pergunta"))).toBe(
      "| Abrir uma pergunta | 64 ms / 100 ms | ✅ | — | — | pointerdown: espera 4 ms, handlers 2 ms |",
    );
  });

  it("shows an interaction the browser never reported (under 16 ms) as such, not as 0 ms", () => {
    const line = renderInteractionReport(results())
      .split("\n")
      .find((row) => row.startsWith("| Clique em texto"));
    expect(line).toBe("| Clique em texto | < 16 ms / < 16 ms | (referência) | — | — | — |");
  });
});
