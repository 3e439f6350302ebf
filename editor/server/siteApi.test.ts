// @vitest-environment node
import { callApi } from "./testApiCall.ts";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import type { Comparison, OpenedSite, PublishResult, SiteValidation, ValidationResult } from "../shared/api.ts";
import type { EditorContext } from "./api.ts";
import { runGit } from "./gitCommand.ts";
import { PagesFolder } from "./pageFiles.ts";
import { loadSchemaSet } from "./schemaSet.ts";

const ISOLATED = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

let project: string;
let context: EditorContext;
const config = () => join(project, "site.config");
const siteFile = () => join(config(), "site.json");
const onDisk = () => readFileSync(siteFile(), "utf8");

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "editor-site-"));
  cpSync(join(ROOT, "tests/fixtures/valid"), config(), { recursive: true });
  context = {
    configDir: config(),
    publicDir: join(config(), "public"),
    projectDir: project,
    pages: new PagesFolder(config()),
    gitEnv: ISOLATED,
    schemas: () => loadSchemaSet({ schemaDir: join(ROOT, "schema"), blocksDir: join(ROOT, "blocks") }),
  };
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const request = (method: string, path: string, body?: unknown) => callApi(context, method, path, body);

async function git(...args: string[]): Promise<string> {
  const output = await runGit(project, args, ISOLATED);
  if (!output.ok) throw new Error(`git ${args.join(" ")}: ${output.detail}`);
  return output.stdout;
}

async function opened(): Promise<OpenedSite> {
  const answer = await request("GET", "site");
  expect(answer.status).toBe(200);
  return answer.body as OpenedSite;
}

describe("site.json in the editor", () => {
  it("opens with its data and version, and no draft flag outside a git repository", async () => {
    const site = await opened();
    expect(site.name).toBe("site");
    expect(site.data).toEqual(JSON.parse(onDisk()));
    expect(site.version).toMatch(/\S/);
    expect(site).not.toHaveProperty("draft");
  });

  it("saves a changed footer text by replacing only that value in the file's own text", async () => {
    const before = onDisk();
    const site = await opened();
    const footer = site.data.footer as Record<string, unknown>;
    const data = { ...site.data, footer: { ...footer, about: "Gestão na nuvem para o seu negócio." } };

    const answer = await request("PUT", "site", { data, version: site.version });
    expect(answer.status).toBe(200);
    const changed = onDisk()
      .split("\n")
      .filter((line, index) => line !== before.split("\n")[index]);
    expect(changed).toEqual([expect.stringContaining('"about": "Gestão na nuvem para o seu negócio."')]);
    expect((answer.body as { version: string }).version).toBe((await opened()).version);
  });

  it("refuses a value the schema refuses, says where, and leaves the file as it was", async () => {
    const before = onDisk();
    const site = await opened();
    const data = { ...site.data, brand: { ...(site.data.brand as object), cnpj: "123" } };

    const answer = await request("PUT", "site", { data, version: site.version });
    expect(answer.status).toBe(422);
    const { problems } = (answer.body as { validation: ValidationResult }).validation;
    expect(problems).toContainEqual(expect.objectContaining({ file: "site.json", pointer: "/brand/cnpj" }));
    expect(problems.find((problem) => problem.pointer === "/brand/cnpj")?.message).toBe(
      'Formato inválido em "cnpj": "123".',
    );
    expect(onDisk()).toBe(before);
  });

  it("says what a change would break in a page (a {{placeholder}} it shows), as validation and as a refused save", async () => {
    // The header's button, which a page also names in a text.
    const withButton = JSON.parse(onDisk());
    withButton.nav.cta = { label: "Teste grátis", to: "/contatos", variant: "primary" };
    writeFileSync(siteFile(), `${JSON.stringify(withButton, null, 2)}\n`);
    const page = join(config(), "pages/privacidade.json");
    writeFileSync(page, readFileSync(page, "utf8").replace("{{contact.email}}", "{{nav.cta.label}}"));
    const site = await opened();
    const { cta: _removed, ...nav } = site.data.nav as Record<string, unknown>;
    const data = { ...site.data, nav };

    const validation = (await request("POST", "site/validate", { data })).body as ValidationResult;
    expect(validation.problems).toEqual([]);
    expect(validation.others).toContainEqual(expect.objectContaining({ file: "pages/privacidade.json" }));
    const answer = await request("PUT", "site", { data, version: site.version });
    expect(answer.status).toBe(422);
  });

  it("lists the example data it still holds as launch placeholders, which never stop a save", async () => {
    const site = await opened();
    const brand = site.data.brand as Record<string, unknown>;
    const placeholder = {
      ...site.data,
      brand: { ...brand, legalName: "Loja Modelo Ltda. (razão social a substituir)" },
    };
    const real = { ...site.data, brand: { ...brand, legalName: "Loja Modelo Ltda." } };

    const listed = (await request("POST", "site/validate", { data: placeholder })).body as SiteValidation;
    expect(listed.problems).toEqual([]);
    expect(listed.launch).toContainEqual(
      expect.objectContaining({ file: "site.json", pointer: "/brand/legalName", code: "SITE-049" }),
    );
    const cleared = (await request("POST", "site/validate", { data: real })).body as SiteValidation;
    expect(cleared.launch.map((problem) => problem.pointer)).not.toContain("/brand/legalName");
    expect((await request("PUT", "site", { data: placeholder, version: site.version })).status).toBe(200);
  });

  it("refuses with 409 a save based on a version changed on disk since, unless told to save over it", async () => {
    const site = await opened();
    const otherEdit = onDisk().replace('"floatingChatLabel"', ' "floatingChatLabel"');
    writeFileSync(siteFile(), otherEdit);
    const data = { ...site.data, floatingChatLabel: "Converse com a gente" };

    const stale = await request("PUT", "site", { data, version: site.version });
    expect(stale).toEqual({
      status: 409,
      body: { reason: "conflict", message: "site.json foi alterado fora do editor depois que você o abriu." },
    });
    expect(onDisk()).toBe(otherEdit);
    expect((await request("PUT", "site", { data, version: site.version, force: true })).status).toBe(200);
    expect(JSON.parse(onDisk()).floatingChatLabel).toBe("Converse com a gente");
  });

  it("compares site.json as edited, as saving would write it, with the file on disk", async () => {
    const site = await opened();
    const data = { ...site.data, floatingChatLabel: "Converse com a gente" };
    const answer = await request("POST", "site/compare", { data });
    expect(answer.status).toBe(200);
    const { disk, mine } = answer.body as Comparison;
    expect(disk).toBe(onDisk());
    expect(mine).toBe(onDisk().replace(/"floatingChatLabel": "[^"]*"/, '"floatingChatLabel": "Converse com a gente"'));
  });

  it("says site.json is not JSON instead of opening or publishing it", async () => {
    writeFileSync(siteFile(), "{ nope");
    const answer = await request("GET", "site");
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toMatch(/^site\.json não é um JSON válido/);
    expect((await request("POST", "site/publish", { message: "Rodapé" })).status).toBe(422);
  });

  it("publishes the saved site.json alone, with the marketer's message, and flags it as a draft until then", async () => {
    await git("init", "--quiet", "-b", "main");
    await git("config", "user.name", "Ana Marketing");
    await git("config", "user.email", "ana@example.com");
    await git("add", "-A");
    await git("commit", "--quiet", "-m", "Começo");
    expect((await opened()).draft).toBe(false);
    const site = await opened();
    const data = { ...site.data, floatingChatLabel: "Converse com a gente" };
    expect((await request("PUT", "site", { data, version: site.version })).status).toBe(200);
    // Another file saved but not published stays out of the commit.
    const page = join(config(), "pages/privacidade.json");
    writeFileSync(page, `${readFileSync(page, "utf8")}\n`);
    expect((await opened()).draft).toBe(true);

    expect((await request("POST", "site/publish", { message: "  " })).body).toMatchObject({
      message: "Escreva uma mensagem que diga o que mudou na configuração do site.",
    });
    const answer = await request("POST", "site/publish", { message: "Novo texto do botão de chat" });
    expect(answer.status).toBe(200);
    expect((answer.body as PublishResult).files).toEqual(["site.config/site.json"]);
    expect((await git("log", "-1", "--format=%s")).trim()).toBe("Novo texto do botão de chat");
    expect((await git("status", "--porcelain")).trim()).toBe("M site.config/pages/privacidade.json");
    expect((await opened()).draft).toBe(false);
  });

  it("answers 404 to an action it does not have, and 405 to a method its address does not take", async () => {
    expect((await request("POST", "site/apagar", {})).status).toBe(404);
    expect((await request("DELETE", "site")).status).toBe(405);
  });
});
