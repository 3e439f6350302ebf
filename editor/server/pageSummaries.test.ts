// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { pageSummaries } from "./pageSummaries.ts";

let configDir: string;
beforeEach(() => {
  configDir = join(mkdtempSync(join(tmpdir(), "editor-page-rows-")), "site.config");
  cpSync(join(ROOT, "tests/fixtures/valid"), configDir, { recursive: true });
});
afterEach(() => rmSync(join(configDir, ".."), { recursive: true, force: true }));

const pageFile = (name: string) => join(configDir, "pages", `${name}.json`);
const rowOf = async (name: string) => (await pageSummaries(configDir)).find((row) => row.name === name)!;

describe("the page list's rows", () => {
  it("are made once per version of a page: a list asked again reads and fills no page that did not change", async () => {
    const first = await pageSummaries(configDir);
    const again = await pageSummaries(configDir);
    expect(again).toHaveLength(first.length);
    again.forEach((row, index) => expect(row).toBe(first[index]));
    const home = await rowOf("home");
    const data = JSON.parse(readFileSync(pageFile("contatos"), "utf8")) as Record<string, unknown>;
    writeFileSync(pageFile("contatos"), JSON.stringify({ ...data, title: "Fale com a gente | {{brand.name}}" }));
    expect((await rowOf("contatos")).title).toMatch(/^Fale com a gente \| .+/);
    expect(await rowOf("home")).toBe(home);
  });

  it("fill every title again when site.json changes, and list a page that cannot be read so that it can be mended", async () => {
    writeFileSync(pageFile("contatos"), JSON.stringify({ route: "/contatos", title: "Contatos | {{brand.name}}" }));
    const site = JSON.parse(readFileSync(join(configDir, "site.json"), "utf8")) as { brand: { name: string } };
    writeFileSync(
      join(configDir, "site.json"),
      JSON.stringify({ ...site, brand: { ...site.brand, name: "Outra Marca" } }),
    );
    expect((await rowOf("contatos")).title).toBe("Contatos | Outra Marca");
    writeFileSync(pageFile("quebrada"), "{ isto não é JSON");
    expect(await rowOf("quebrada")).toMatchObject({ route: "", title: "" });
    expect((await pageSummaries(configDir)).map((row) => row.name)).toEqual([
      "contatos",
      "home",
      "privacidade",
      "quebrada",
    ]);
  });
});
