// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, copyFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CONFIG_DIR, ROOT } from "../model/paths.ts";
import type { SiteConfig } from "../schema/generated/site.ts";
import { formatProblem } from "./problem.ts";
import { validateSite } from "./validateSite.ts";

const VALID = join(ROOT, "tests/fixtures/valid");
const INVALID = join(ROOT, "tests/fixtures/invalid");
const PUBLIC = join(VALID, "public");
const made: string[] = [];

/** A config folder: the real site.json, the valid fixture pages, plus `extra` page files. */
function siteWith(extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "site-config-"));
  made.push(dir);
  copyFileSync(join(VALID, "site.json"), join(dir, "site.json"));
  cpSync(join(VALID, "pages"), join(dir, "pages"), { recursive: true });
  for (const [name, source] of Object.entries(extra)) copyFileSync(source, join(dir, "pages", name));
  return dir;
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("validateSite", () => {
  it("accepts the real site config", () => {
    expect(validateSite(DEFAULT_CONFIG_DIR).map(formatProblem)).toEqual([]);
  });

  it("accepts the valid fixture", () => {
    expect(validateSite(siteWith(), { publicDir: PUBLIC })).toEqual([]);
  });

  // Each invalid fixture sits next to `<name>.expected.txt`: the exact CLI lines it must produce.
  const fixtures = readdirSync(INVALID).filter((name) => name.endsWith(".json"));
  for (const name of fixtures) {
    it(`reports ${name} with its exact message and position`, () => {
      const expected = readFileSync(join(INVALID, name.replace(/\.json$/, ".expected.txt")), "utf8")
        .trim()
        .split("\n");
      const lines = validateSite(siteWith({ [name]: join(INVALID, name) }), { publicDir: PUBLIC }).map(formatProblem);
      expect(lines).toEqual(expected);
    });
  }

  it("checks the header's call to action like every button: a route that exists, no chat link in site.json", () => {
    const dir = siteWith();
    const site = JSON.parse(readFileSync(join(dir, "site.json"), "utf8"));
    site.nav.cta = { label: "Teste grátis", to: "/teste-gratis" };
    writeFileSync(join(dir, "site.json"), JSON.stringify(site, null, 2));
    expect(validateSite(dir, { publicDir: PUBLIC }).map((problem) => [problem.code, problem.pointer])).toEqual([
      ["SITE-027", "/nav/cta/to"],
    ]);
    site.nav.cta = { label: "Teste grátis", chat: "testeGratis" };
    writeFileSync(join(dir, "site.json"), JSON.stringify(site, null, 2));
    expect(validateSite(dir, { publicDir: PUBLIC }).map((problem) => [problem.code, problem.pointer])).toEqual([
      ["SITE-025", "/nav/cta/chat"],
    ]);
  });

  /** The problems of the valid fixture with site.json changed by `change`, as [code, pointer]. */
  function withSite(change: (site: SiteConfig) => void): string[][] {
    const dir = siteWith();
    const site = JSON.parse(readFileSync(join(dir, "site.json"), "utf8"));
    change(site);
    writeFileSync(join(dir, "site.json"), JSON.stringify(site, null, 2));
    return validateSite(dir, { publicDir: PUBLIC }).map((problem) => [problem.code, problem.pointer]);
  }

  it("checks the footer's links as buttons, as their schema says they are, whatever their property is called", () => {
    expect(withSite((site) => (site.footer.links![0]!.to = "/nao-existe"))).toEqual([
      ["SITE-027", "/footer/links/0/to"],
    ]);
    expect(withSite((site) => (site.footer.links![0]!.chat = "vendas"))).toEqual([
      ["SITE-024", "/footer/links/0"],
      ["SITE-025", "/footer/links/0/chat"],
    ]);
  });

  it("refuses a link with both a route and an external address", () => {
    expect(withSite((site) => (site.footer.links![0]!.href = "https://exemplo.com.br"))).toEqual([
      ["SITE-024", "/footer/links/0"],
    ]);
  });

  it("checks the menu's routes, which follow the internal route definition", () => {
    expect(withSite((site) => (site.nav.dropdown!.links[0]!.to = "/nao-existe"))).toEqual([
      ["SITE-027", "/nav/dropdown/links/0/to"],
    ]);
  });

  it("reports a missing site.json instead of crashing", () => {
    const dir = siteWith();
    rmSync(join(dir, "site.json"));
    expect(validateSite(dir, { publicDir: PUBLIC }).map(formatProblem)).toEqual([
      "site.json:1:1  Arquivo não encontrado.  Crie site.json (veja docs/authoring.md).  SITE-001",
    ]);
  });
});
