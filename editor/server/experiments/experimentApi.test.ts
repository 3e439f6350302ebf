// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../../model/paths.ts";
import type { OpenedPage, PublishResult, ValidationResult } from "../../shared/api.ts";
import type { CreatedVariant, ExperimentSummary, PageGoals } from "../../shared/experiments.ts";
import type { EditorContext } from "../api.ts";
import { runGit } from "../gitCommand.ts";
import { PagesFolder } from "../pageFiles.ts";
import { loadSchemaSet } from "../schemaSet.ts";
import { callApi } from "../testApiCall.ts";

const ISOLATED = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** The real site's config and images, in a git repository of their own. */
let project: string;
let context: EditorContext;
const config = () => join(project, "site.config");
const read = (file: string) => JSON.parse(readFileSync(join(config(), file), "utf8")) as Record<string, unknown>;

async function git(...args: string[]): Promise<string> {
  const output = await runGit(project, args, ISOLATED);
  if (!output.ok) throw new Error(`git ${args.join(" ")}: ${output.detail}`);
  return output.stdout;
}

beforeEach(async () => {
  project = mkdtempSync(join(tmpdir(), "editor-experiments-"));
  cpSync(join(ROOT, "site.config"), config(), { recursive: true });
  cpSync(join(ROOT, "public"), join(project, "public"), { recursive: true });
  context = {
    configDir: config(),
    publicDir: join(project, "public"),
    projectDir: project,
    pages: new PagesFolder(config()),
    gitEnv: ISOLATED,
    schemas: () => loadSchemaSet({ schemaDir: join(ROOT, "schema"), blocksDir: join(ROOT, "blocks") }),
  };
  await git("init", "--quiet", "-b", "main");
  await git("config", "user.name", "Teste");
  await git("config", "user.email", "teste@example.com");
  await git("add", "-A");
  await git("commit", "--quiet", "-m", "Começo");
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const call = (method: string, path: string, body?: unknown) => callApi(context, method, path, body);
const headingOf = (data: Record<string, unknown>) => (data.blocks as Array<{ title?: string }>)[0]!.title;

describe("creating a variant", () => {
  it("suggests the goal the page can reach: chat for the price page, which has chat buttons and no form", async () => {
    expect(await call("GET", "pages/preco/goals")).toEqual({
      status: 200,
      body: { reachable: ["chat", "either"], suggested: "chat" } satisfies PageGoals,
    });
  });

  it("makes a paused test split in half, named after the page, and variant b as a copy of the page", async () => {
    const created = await call("POST", "pages/preco/variants", { goal: "chat" });
    expect(created).toEqual({
      status: 201,
      body: { test: "preco", variant: "b", page: "preco/b" } satisfies CreatedVariant,
    });
    const test = read("experiments/preco.json");
    expect(test).toMatchObject({
      page: "preco",
      goal: "chat",
      status: "paused",
      variants: [
        { name: "original", weight: 50 },
        { name: "b", weight: 50 },
      ],
    });
    expect(test.name).toMatch(/^Teste da página /);
    const { $schema, ...variant } = read("experiments/preco/b.json");
    const { $schema: _pageSchema, ...page } = read("pages/preco.json");
    expect(variant).toEqual(page);
    expect($schema).toBe("../../../schema/page.schema.json");
  });

  it("adds c to the page's test with the weights split evenly again, and refuses a sixth variant", async () => {
    await call("POST", "pages/preco/variants", { goal: "chat" });
    expect((await call("POST", "pages/preco/variants", { goal: "chat" })).body).toMatchObject({
      test: "preco",
      variant: "c",
    });
    expect(read("experiments/preco.json").variants).toEqual([
      { name: "original", weight: 34 },
      { name: "b", weight: 33 },
      { name: "c", weight: 33 },
    ]);
    await call("POST", "pages/preco/variants", { goal: "chat" });
    await call("POST", "pages/preco/variants", { goal: "chat" });
    const sixth = await call("POST", "pages/preco/variants", { goal: "chat" });
    expect(sixth.status).toBe(409);
    expect((sixth.body as { message: string }).message).toContain("já tem 5 variantes");
  });

  it("lists the test with its page, state and variants", async () => {
    await call("POST", "pages/preco/variants", { goal: "chat" });
    const list = (await call("GET", "experiments")).body as ExperimentSummary[];
    expect(list).toEqual([
      expect.objectContaining({
        name: "preco",
        page: "preco",
        status: "paused",
        goal: "chat",
        variants: [
          { name: "original", weight: 50 },
          { name: "b", weight: 50, page: "preco/b" },
        ],
      }),
    ]);
    expect(list[0]!.pageTitle).not.toContain("{{");
  });
});

describe("a variant as a page", () => {
  it("opens, is checked and saved like a page, in its test's folder", async () => {
    await call("POST", "pages/preco/variants", { goal: "chat" });
    const opened = (await call("GET", `pages/${encodeURIComponent("preco/b")}`)).body as OpenedPage;
    expect(opened.name).toBe("preco/b");
    const blocks = (opened.data.blocks as Array<Record<string, unknown>>).map((block, index) =>
      index === 0 ? { ...block, title: "Preço que cabe no bolso" } : block,
    );
    const data = { ...opened.data, blocks };
    const checked = (await call("POST", "validate", { name: "preco/b", data })).body as ValidationResult;
    expect(checked).toEqual({ problems: [], others: [] });
    const saved = await call("PUT", `pages/${encodeURIComponent("preco/b")}`, { data, version: opened.version });
    expect(saved.status).toBe(200);
    expect(headingOf(read("experiments/preco/b.json"))).toBe("Preço que cabe no bolso");
    expect(headingOf(read("pages/preco.json"))).not.toBe("Preço que cabe no bolso");
  });

  it("is checked with its test: a variant at another address is a problem of the variant, by the validator's code", async () => {
    await call("POST", "pages/preco/variants", { goal: "chat" });
    const opened = (await call("GET", `pages/${encodeURIComponent("preco/b")}`)).body as OpenedPage;
    const data = { ...opened.data, route: "/preco-novo" };
    const checked = (await call("POST", "validate", { name: "preco/b", data })).body as ValidationResult;
    expect(checked.problems.map((problem) => [problem.file, problem.pointer, problem.code])).toEqual([
      ["experiments/preco/b.json", "/route", "SITE-060"],
    ]);
  });

  it("cannot be removed as a page is", async () => {
    await call("POST", "pages/preco/variants", { goal: "chat" });
    const removed = await call("DELETE", `pages/${encodeURIComponent("preco/b")}`);
    expect(removed.status).toBe(403);
    expect(existsSync(join(config(), "experiments/preco/b.json"))).toBe(true);
  });
});

describe("the test's buttons", () => {
  it("Iniciar publishes the test running with its variant in one commit", async () => {
    await call("POST", "pages/preco/variants", { goal: "chat" });
    const started = await call("POST", "experiments/preco/status", { status: "running", message: "Inicia o teste" });
    expect(started.status).toBe(200);
    expect((started.body as PublishResult).files.sort()).toEqual([
      "site.config/experiments/preco.json",
      "site.config/experiments/preco/b.json",
    ]);
    expect(read("experiments/preco.json").status).toBe("running");
    expect(await git("log", "-1", "--format=%s")).toBe("Inicia o teste\n");
  });

  it("a goal no variant can reach is refused with the test's problem, and the file stays as it was", async () => {
    await call("POST", "pages/preco/variants", { goal: "chat" });
    const before = readFileSync(join(config(), "experiments/preco.json"), "utf8");
    writeFileSync(join(config(), "experiments/preco.json"), before.replace('"goal": "chat"', '"goal": "lead"'));
    const refused = await call("POST", "experiments/preco/status", { status: "running", message: "Inicia" });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("SITE-061");
    expect(read("experiments/preco.json").status).toBe("paused");
  });

  it("Encerrar e usar a variante b: b's blocks become the page and the test ends, in one commit", async () => {
    await call("POST", "pages/preco/variants", { goal: "chat" });
    const variant = read("experiments/preco/b.json");
    const blocks = (variant.blocks as Array<Record<string, unknown>>).map((block, index) =>
      index === 0 ? { ...block, title: "Preço que cabe no bolso" } : block,
    );
    writeFileSync(join(config(), "experiments/preco/b.json"), `${JSON.stringify({ ...variant, blocks }, null, 2)}\n`);
    const title = read("pages/preco.json").title;
    const ended = await call("POST", "experiments/preco/winner", { variant: "b", message: "Fica a variante B" });
    expect(ended.status).toBe(200);
    expect((ended.body as PublishResult).files.sort()).toEqual([
      "site.config/experiments/preco.json",
      "site.config/experiments/preco/b.json",
      "site.config/pages/preco.json",
    ]);
    expect(headingOf(read("pages/preco.json"))).toBe("Preço que cabe no bolso");
    expect(read("pages/preco.json").title).toBe(title);
    expect(read("experiments/preco.json").status).toBe("ended");
    expect(await git("status", "--porcelain")).toBe("");
  });
});
