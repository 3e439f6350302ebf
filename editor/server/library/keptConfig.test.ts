// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configDocuments } from "./imageLibrary.ts";
import { bannerWith, libraryProject } from "./libraryFixture.ts";

let root: string;
const config = () => join(root, "site.config");
beforeEach(async () => (root = await libraryProject("editor-kept-config-")));
afterEach(() => rmSync(root, { recursive: true, force: true }));

const documentNamed = async (name: string) =>
  (await configDocuments(config())).find((document) => document.name === name)!;

describe("the image library's index of the config folder", () => {
  it("reads the folder once, then again only the files that changed, whoever changed them", async () => {
    const first = await configDocuments(config());
    expect(await configDocuments(config())).toBe(first);
    const home = (await documentNamed("home")).data;
    const page = join(config(), "pages/contatos.json");
    const data = JSON.parse(readFileSync(page, "utf8")) as { blocks: unknown[] };
    writeFileSync(page, JSON.stringify({ ...data, blocks: [...data.blocks, bannerWith("/img/solta.webp")] }));
    const after = await configDocuments(config());
    expect(after).not.toBe(first);
    expect((await documentNamed("home")).data).toBe(home);
    expect(JSON.stringify((await documentNamed("contatos")).data)).toContain("/img/solta.webp");
    rmSync(page);
    expect((await configDocuments(config())).some((document) => document.name === "contatos")).toBe(false);
  });
});
