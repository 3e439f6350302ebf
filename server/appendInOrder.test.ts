// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appendInOrder } from "./appendInOrder.ts";

const dir = mkdtempSync(join(tmpdir(), "append-in-order-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("appendInOrder", () => {
  it("keeps every line whole and in call order, even lines large enough to be written in pieces", async () => {
    const file = join(dir, "novo", "linhas.jsonl");
    // 1.5 MB lines: plain concurrent appendFile calls interleave these (Node writes them in 512 KB pieces).
    const lines = Array.from(
      { length: 12 },
      (_, index) => JSON.stringify({ index, text: String(index % 10).repeat(1_500_000) }) + "\n",
    );
    await Promise.all(lines.map((line) => appendInOrder(file, line)));
    expect(readFileSync(file, "utf8")).toBe(lines.join(""));
  });

  it("reports a failed append to its caller and still makes the next one to the same file", async () => {
    const blocker = join(dir, "pasta");
    writeFileSync(blocker, "um arquivo onde devia haver uma pasta");
    const file = join(blocker, "linhas.jsonl");
    await expect(appendInOrder(file, "perdida\n")).rejects.toThrow();
    rmSync(blocker);
    await appendInOrder(file, "guardada\n");
    expect(readFileSync(file, "utf8")).toBe("guardada\n");
  });
});
