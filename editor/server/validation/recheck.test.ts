import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_DIR, ROOT } from "../../../model/paths.ts";
import { fullCheck } from "./fullCheck.ts";
import { ask, RecheckStopped, stopRecheck, warmRecheck } from "./recheck.ts";

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
    // The menu and the footer lead to /sobre, which the edit takes away.
    expect(answer.others.map((problem) => [problem.file, problem.pointer, problem.code])).toEqual([
      ["site.json", "/nav/dropdown/links/1/to", "SITE-027"],
      ["site.json", "/footer/links/7/to", "SITE-027"],
    ]);
  });

  it("reads the whole site when warmed, before the first question, and answers it as before", async () => {
    await stopRecheck();
    // site.json and the pages (this site has no collections).
    const files = 1 + readdirSync(join(configDir, "pages")).length;
    expect(await warmRecheck(dirs())).toBe(files);
    const question = { kind: "page" as const, name: "sobre", data: { ...page("sobre"), title: "Sobre nós" } };
    expect(await ask(dirs(), question)).toEqual(fullCheck(configDir, PUBLIC_DIR, question));
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

  it("sees a page written or removed on disk just before the question, as the validator on the disk does", async () => {
    const recursos = { kind: "page" as const, name: "recursos", data: page("recursos") };
    expect((await ask(dirs(), recursos)).problems).toEqual([]);
    const preco = join(configDir, "pages", "preco.json");
    writeFileSync(preco, JSON.stringify({ ...page("preco"), route: "/precos" }));
    const moved = await ask(dirs(), recursos);
    expect(moved).toEqual(fullCheck(configDir, PUBLIC_DIR, recursos));
    expect(moved.problems.map((problem) => problem.code)).toContain("SITE-027");
    rmSync(preco);
    const removed = await ask(dirs(), recursos);
    expect(removed).toEqual(fullCheck(configDir, PUBLIC_DIR, recursos));
    expect(removed.problems.map((problem) => problem.code)).toContain("SITE-027");
    writeFileSync(join(configDir, "pages", "precos.json"), JSON.stringify({ ...page("sobre"), route: "/preco" }));
    expect((await ask(dirs(), recursos)).problems).toEqual([]);
  });
});
