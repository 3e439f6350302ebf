import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigFolder } from "./readConfigFile.ts";
import { decodeUtf8 } from "./utf8.ts";

const parent = mkdtempSync(join(tmpdir(), "config-read-"));
afterAll(() => rmSync(parent, { recursive: true, force: true }));
const dir = join(parent, "site.config");
mkdirSync(join(dir, "pages"), { recursive: true });
mkdirSync(join(parent, "elsewhere"));
writeFileSync(join(parent, "elsewhere", "page.json"), "{}");
const write = (file: string, content: string | Uint8Array) => writeFileSync(join(dir, file), content);
const read = (file: string, maxBytes = 1000) => new ConfigFolder(dir).read(file, maxBytes);

describe("reading a config file", () => {
  it("gives the text without a byte order mark", () => {
    write("site.json", "\uFEFF{}\n");
    expect(read("site.json")).toEqual({ text: "{}\n" });
  });

  it("follows a link that stays inside the folder", () => {
    write("pages/home.json", '{ "route": "/" }');
    symlinkSync(join(dir, "pages", "home.json"), join(dir, "pages", "inicio.json"));
    expect(read("pages/inicio.json")).toEqual({ text: '{ "route": "/" }' });
  });

  it("refuses a link to a file outside, and every file of a subfolder that is itself such a link", () => {
    symlinkSync(join(parent, "elsewhere", "page.json"), join(dir, "pages", "fora.json"));
    symlinkSync(join(parent, "elsewhere"), join(dir, "collections"));
    expect(read("pages/fora.json")).toMatchObject({ id: "linkOutsideConfig", details: { file: "pages/fora.json" } });
    expect(read("collections/page.json")).toMatchObject({ id: "linkOutsideConfig" });
  });

  it("refuses a file over the limit from its size, before reading it", () => {
    write("pages/grande.json", "");
    truncateSync(join(dir, "pages", "grande.json"), 2_500_000);
    expect(read("pages/grande.json", 1_000_000)).toEqual({
      file: "pages/grande.json",
      pointer: "",
      line: 1,
      column: 1,
      id: "fileTooLarge",
      details: { size: "2,5 MB", limit: "1 MB" },
    });
  });

  it("says a missing file is missing and a folder is not a file", () => {
    mkdirSync(join(dir, "pages", "pasta.json"));
    expect(read("pages/nada.json")).toMatchObject({ id: "fileMissing", details: { file: "pages/nada.json" } });
    expect(read("pages/pasta.json")).toMatchObject({ id: "fileUnreadable", details: { reason: "não é um arquivo" } });
  });

  it("refuses text that is not UTF-8 at its first invalid byte, counting columns in characters", () => {
    write("pages/latin1.json", Buffer.from([...Buffer.from('{\n  "title": "Ação: pre'), 0xe7, 0x6f, 0x22, 0x7d]));
    expect(read("pages/latin1.json")).toEqual({
      file: "pages/latin1.json",
      pointer: "",
      line: 2,
      column: 22,
      id: "invalidUtf8",
      details: { byte: "0xE7" },
    });
  });
});

describe("strict UTF-8", () => {
  const at = (...bytes: number[]) => decodeUtf8(Uint8Array.from(bytes));

  it("decodes valid text of every length of character", () => {
    expect(decodeUtf8(Buffer.from("aé€😀"))).toEqual({ text: "aé€😀" });
  });

  it.each([
    ["a lone continuation byte", [0x61, 0x80], 2, "0x80"],
    ["a character cut short at the end", [0x61, 0xe2, 0x82], 2, "0xE2"],
    ["an overlong form", [0xc0, 0xaf], 1, "0xC0"],
    ["an encoded surrogate", [0xed, 0xa0, 0x80], 1, "0xED"],
    ["a code point past U+10FFFF", [0xf4, 0x90, 0x80, 0x80], 1, "0xF4"],
  ])("finds %s", (_, bytes, column, byte) => {
    expect(at(...bytes)).toEqual({ invalid: { byte, line: 1, column } });
  });

  it("counts the column after a byte order mark as the parser does, without it", () => {
    expect(at(0xef, 0xbb, 0xbf, 0x61, 0xff)).toEqual({ invalid: { byte: "0xFF", line: 1, column: 2 } });
  });
});
