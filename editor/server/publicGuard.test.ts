// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageEditorPlugin } from "./editorPlugin.ts";
import { startDevServer, type TestDevServer } from "./testDevServer.ts";

let root: string;
let server: TestDevServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "editor-public-guard-"));
  const img = join(root, "public", "img");
  mkdirSync(img, { recursive: true });
  writeFileSync(join(img, "foto.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"></svg>');
  writeFileSync(join(root, "segredo.txt"), "fora de public/");
  execFileSync("mkfifo", [join(img, "fila.png")]);
  symlinkSync(join(root, "segredo.txt"), join(img, "fora.png"));
  symlinkSync("foto.svg", join(img, "atalho.svg"));
  server = await startDevServer({
    root,
    configFile: false,
    customLogger: createLogger("silent"),
    plugins: [pageEditorPlugin()],
  });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the dev server's files of public/", () => {
  it("answers 404 at once for a FIFO (opening it would wait forever), however many ask, and keeps serving", async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => server.ask("GET", "/img/fila.png")));
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(404));
    const image = await server.ask("GET", "/img/foto.svg");
    expect([image.status, image.body]).toEqual([200, expect.stringContaining("<svg")]);
  });

  it("answers 404 for a link leading out of public/, and serves one that stays inside", async () => {
    const outside = await server.ask("GET", "/img/fora.png");
    expect([outside.status, outside.body]).toEqual([404, "Arquivo não encontrado.\n"]);
    expect((await server.ask("GET", "/img/atalho.svg")).status).toBe(200);
  });
});
