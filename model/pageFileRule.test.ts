// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PagesFolder } from "../editor/server/pageFiles.ts";
import { pages as rendererPages } from "../renderer/site/siteData.ts";
import { validateSite } from "../validator/validateSite.ts";
import { listPagesFolder } from "./pageFileRule.ts";
import { DEFAULT_CONFIG_DIR } from "./paths.ts";

// A copy of the real config with what a shared folder or a Windows editor leaves in pages/.
const config = mkdtempSync(join(tmpdir(), "page-rule-"));
afterAll(() => rmSync(config, { recursive: true, force: true }));
cpSync(DEFAULT_CONFIG_DIR, config, { recursive: true });
const pagesDir = join(config, "pages");
writeFileSync(join(pagesDir, "LEIAME.md"), "# Páginas do site\n");
writeFileSync(join(pagesDir, ".DS_Store"), Buffer.from([0, 0, 0, 1, 66, 117, 100, 49]));
writeFileSync(join(pagesDir, ".home.json.swp"), "lixo");
writeFileSync(
  join(pagesDir, "home.json"),
  `\uFEFF${readFileSync(join(DEFAULT_CONFIG_DIR, "pages", "home.json"), "utf8")}`,
);
mkdirSync(join(pagesDir, "x.json"));
const realNames = listPagesFolder(join(DEFAULT_CONFIG_DIR, "pages")).names;

describe("which files of pages/ are pages (one rule for validator, editor, new-page and the build)", () => {
  it("takes the .json files, ignores other files and hidden ones, and names the entries that cannot be pages", () => {
    expect(listPagesFolder(pagesDir)).toEqual({ names: realNames, misfits: [{ file: "x.json", reason: "notAFile" }] });
    writeFileSync(join(pagesDir, "promo natal.json"), "{}");
    try {
      expect(listPagesFolder(pagesDir).misfits).toEqual([
        { file: "promo natal.json", reason: "badName" },
        { file: "x.json", reason: "notAFile" },
      ]);
    } finally {
      rmSync(join(pagesDir, "promo natal.json"));
    }
  });

  it("validates: a folder named x.json is a problem, stray files and a byte order mark are not", () => {
    expect(validateSite(config).map((problem) => `${problem.file} ${problem.code}`)).toEqual(["pages/x.json SITE-035"]);
  });

  it("reports a page file whose name has spaces or accents, with the fix", () => {
    writeFileSync(join(pagesDir, "promoção.json"), readFileSync(join(DEFAULT_CONFIG_DIR, "pages", "privacidade.json")));
    try {
      const problem = validateSite(config).find(({ file }) => file === "pages/promoção.json")!;
      expect([problem.code, problem.message, problem.hint]).toEqual([
        "SITE-039",
        'O nome "promoção.json" não serve para uma página.',
        "Renomeie o arquivo usando só letras, números e hífens antes de .json (ex.: promo-natal.json).",
      ]);
    } finally {
      rmSync(join(pagesDir, "promoção.json"));
    }
  });

  it("lists the same pages in the editor, which reads a page with a byte order mark as JSON and a folder as no page", () => {
    const editorPages = new PagesFolder(config);
    expect(editorPages.names()).toEqual(realNames);
    expect(JSON.parse(editorPages.read("home")!.text)).toHaveProperty("route");
    expect([editorPages.has("x"), editorPages.read("x")]).toEqual([false, undefined]);
  });

  it("matches the pages the renderer's build bundles from the real config", () => {
    expect(rendererPages.map(({ name }) => name)).toEqual(realNames);
  });
});
