import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_DIR, ROOT } from "../../../model/paths.ts";
import { ask, RecheckStopped, stopRecheck } from "./recheck.ts";

let configDir: string;
const dirs = () => ({ configDir, publicDir: PUBLIC_DIR });
const page = (name: string) => JSON.parse(readFileSync(join(configDir, "pages", `${name}.json`), "utf8")) as object;

beforeAll(() => {
  configDir = join(mkdtempSync(join(tmpdir(), "recheck-worker-")), "site.config");
  cpSync(join(ROOT, "site.config"), configDir, { recursive: true });
});
afterAll(async () => {
  await stopRecheck();
  rmSync(join(configDir, ".."), { recursive: true, force: true });
});

describe("the edits' checks in a worker thread", () => {
  it("answers a question about an edited page from the worker", async () => {
    const answer = await ask(dirs(), { kind: "page", name: "sobre", data: { ...page("sobre"), route: "/preco" } });
    expect(answer.problems.map((problem) => [problem.pointer, problem.code])).toEqual([["/route", "SITE-023"]]);
    expect(answer.others).toEqual([]);
  });

  it("ends a question the worker stopped on with a message in Portuguese, and starts a new worker for the next", async () => {
    const waiting = ask(dirs(), { kind: "without", name: "preco" }).catch((error: unknown) => error);
    await stopRecheck();
    const error = await waiting;
    expect(error).toBeInstanceOf(RecheckStopped);
    expect((error as Error).message).toBe(
      "A verificação do site parou antes de responder (o servidor foi encerrado). Tente de novo: a próxima verificação recomeça.",
    );
    const others = await ask(dirs(), { kind: "without", name: "preco" });
    expect(others.map((problem) => problem.code)).toContain("SITE-027");
  });
});
