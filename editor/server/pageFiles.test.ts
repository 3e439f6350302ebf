// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileAtomically } from "./atomicWrite.ts";
import { PagesFolder, versionOf } from "./pageFiles.ts";

let config: string;
let pages: PagesFolder;

beforeEach(() => {
  config = mkdtempSync(join(tmpdir(), "editor-pages-"));
  mkdirSync(join(config, "pages"));
  writeFileSync(join(config, "site.json"), "{}\n");
  writeFileSync(join(config, "pages", "home.json"), '{ "route": "/" }\n');
  writeFileSync(join(config, "pages", "testeGratis.json"), '{ "route": "/teste-gratis" }\n');
  pages = new PagesFolder(config);
});
afterEach(() => rmSync(config, { recursive: true, force: true }));

describe("PagesFolder", () => {
  it("lists and reads the pages with a version of their content", () => {
    expect(pages.names()).toEqual(["home", "testeGratis"]);
    expect(pages.read("home")).toEqual({ text: '{ "route": "/" }\n', version: versionOf('{ "route": "/" }\n') });
    expect(pages.read("nada")).toBeUndefined();
  });

  it.each([
    "../site",
    "..",
    "/etc/passwd",
    "sub/page",
    "site.json",
    "Promo",
    "promo_natal",
    "",
    "promo.",
    "..%2Fsite",
    "C:\\x",
  ])("refuses the name %j for a new page", (name) => {
    expect(pages.pathFor(name, { creating: true })).toEqual({
      error: expect.stringContaining("Nome de página recusado"),
    });
  });

  it("accepts an existing file's name with capitals, but no such name for a new page", () => {
    expect(pages.pathFor("testeGratis", { creating: false })).toEqual({
      path: join(config, "pages", "testeGratis.json"),
    });
    expect(pages.pathFor("outraPagina", { creating: false })).toHaveProperty("error");
    expect(pages.pathFor("promo-natal", { creating: true })).toEqual({
      path: join(config, "pages", "promo-natal.json"),
    });
  });

  it("never reads or writes outside pages/", () => {
    expect(pages.read("../site")).toBeUndefined();
    expect(() => pages.write("../site", "x")).toThrow("Nome de página recusado");
    expect(() => pages.remove("../site")).toThrow();
    expect(readFileSync(join(config, "site.json"), "utf8")).toBe("{}\n");
  });

  it("writes a page and leaves no temporary file behind", () => {
    const version = pages.write("promo-natal", '{ "route": "/promo-natal" }\n');
    expect(version).toBe(versionOf('{ "route": "/promo-natal" }\n'));
    expect(readdirSync(join(config, "pages")).sort()).toEqual(["home.json", "promo-natal.json", "testeGratis.json"]);
    pages.remove("promo-natal");
    expect(pages.names()).toEqual(["home", "testeGratis"]);
  });
});

describe("writeFileAtomically", () => {
  it("replaces the file whole, through a temporary file that is renamed into place", () => {
    const file = join(config, "pages", "home.json");
    const before = statSync(file).ino;
    writeFileAtomically(file, "novo\n");
    // A rename puts a new file in place (a new inode); writing in place would keep the old one.
    expect(statSync(file).ino).not.toBe(before);
    expect(readFileSync(file, "utf8")).toBe("novo\n");
    expect(readdirSync(join(config, "pages")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("leaves the old file and no temporary file when the write fails", () => {
    const file = join(config, "pages", "nada", "x.json");
    expect(() => writeFileAtomically(file, "x")).toThrow();
    expect(readdirSync(join(config, "pages")).sort()).toEqual(["home.json", "testeGratis.json"]);
  });
});
