// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rotatedFile, rotatingAppend } from "./rotatingAppend.ts";

const dir = mkdtempSync(join(tmpdir(), "rotating-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a file of records with rotation", () => {
  it("moves the file aside before it passes its size, keeps the newest full ones, and loses no line of them", async () => {
    const file = join(dir, "teste.jsonl");
    const lines = Array.from({ length: 100 }, (_, n) => `${JSON.stringify({ n: String(n).padStart(3, "0") })}\n`);
    await Promise.all(lines.map((line) => rotatingAppend(file, line, { maxBytes: 100, kept: 2 })));
    expect(rotatedFile(file, 1)).toBe(join(dir, "teste.1.jsonl"));
    const files = [rotatedFile(file, 2), rotatedFile(file, 1), file];
    for (const kept of files) expect(statSync(kept).size).toBeLessThanOrEqual(100);
    expect(existsSync(rotatedFile(file, 3))).toBe(false);
    // Each line is 12 bytes: 8 to a file; the last 8 × 2 + 4 lines are kept, in order.
    expect(files.map((kept) => readFileSync(kept, "utf8")).join("")).toBe(lines.slice(-20).join(""));
  });
});
