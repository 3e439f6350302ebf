// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../tests/helpers/rawGet.ts";
import { createSiteServer } from "./createSiteServer.ts";

// The build lives in <parent>/dist; everything the server must never send lives beside it: a sibling whose name
// starts with the build folder's name (a prefix check would let it through), and a folder the build links to.
const parent = realpathSync(mkdtempSync(join(tmpdir(), "site-containment-")));
const dist = join(parent, "dist");
const SECRET = `SEGREDO-FORA-DO-BUILD-${process.pid}-${Date.now()}`;
mkdirSync(join(dist, "assets"), { recursive: true });
mkdirSync(join(parent, "dist-old"));
mkdirSync(join(parent, "outside"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Início</title><h1>Início</h1>");
writeFileSync(join(dist, "app-shell.html"), "<!doctype html><div id=root></div>");
writeFileSync(join(dist, "404.html"), "<!doctype html><h1>Página não encontrada</h1>");
writeFileSync(join(dist, "inside.txt"), "dentro do build");
writeFileSync(join(parent, "dist-old", "secret.txt"), SECRET);
writeFileSync(join(parent, "outside", "secret.txt"), SECRET);
symlinkSync(join(parent, "outside", "secret.txt"), join(dist, "leak.txt"));
symlinkSync(join(parent, "outside"), join(dist, "leakdir"));
execFileSync("mkfifo", [join(dist, "fila.txt")]);

let server: Server;
let port = 0;

/** The status and body (as latin1, so any byte shows) of a request target sent exactly as written. */
async function send(target: string): Promise<{ status: number; body: string }> {
  const answer = await rawGet(`http://127.0.0.1:${port}`, target);
  return { status: answer.status, body: answer.body.toString("latin1") };
}

beforeAll(async () => {
  server = createSiteServer({ distDir: dist, routes: ["/", "/pagamento/:cnpj"] });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(parent, { recursive: true, force: true });
});

describe("the server never sends a byte from outside the build folder", () => {
  it("serves a file inside the build (so the refusals below are not a server that refuses everything)", async () => {
    expect(await send("/inside.txt")).toEqual({ status: 200, body: "dentro do build" });
  });

  it("answers 404 at once for a FIFO in the build (opening it would wait forever), and keeps serving", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => send("/fila.txt")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(404));
    expect(await send("/inside.txt")).toEqual({ status: 200, body: "dentro do build" });
  });

  const attacks: Array<[string, string]> = [
    ["a sibling folder named with the build folder's name as prefix (dist-old)", "/..%2fdist-old%2fsecret.txt"],
    ["plain dot segments", "/../dist-old/secret.txt"],
    ["dot segments encoded as %2e%2e", "/%2e%2e/dist-old/secret.txt"],
    ["dot segments and slashes encoded", "/%2e%2e%2fdist-old%2fsecret.txt"],
    ["double encoding (%252e%252e)", "/%252e%252e%252fdist-old%252fsecret.txt"],
    ["backslashes", "/..\\dist-old\\secret.txt"],
    ["encoded backslashes", "/..%5cdist-old%5csecret.txt"],
    ["a NUL byte", "/..%2fdist-old%2fsecret.txt%00"],
    ["a NUL byte before an extension", "/inside.txt%00/../../dist-old/secret.txt"],
    ["the absolute path of the file", `/${join(parent, "dist-old", "secret.txt")}`],
    ["the absolute path encoded", `/${encodeURIComponent(join(parent, "dist-old", "secret.txt"))}`],
    ["an absolute-form request target", `http://127.0.0.1/..%2fdist-old%2fsecret.txt`],
    // Long, yet under Node's 16 KB header limit (beyond it Node itself answers 431 before any of our code runs).
    ["a very long path", `/${"a/".repeat(1000)}${"..%2f".repeat(1001)}dist-old%2fsecret.txt`],
    ["a symlink in the build to a file outside it", "/leak.txt"],
    ["a symlink in the build to a folder outside it", "/leakdir/secret.txt"],
  ];
  for (const [name, target] of attacks) {
    it(`refuses ${name}`, async () => {
      const answer = await send(target);
      expect(answer.body).not.toContain(SECRET);
      expect([400, 404]).toContain(answer.status);
    });
  }
});
