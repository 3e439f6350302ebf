// @vitest-environment node
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeCheckout } from "../tests/e2e/support/checkout.ts";
import { freePort } from "../tools/localServer.ts";
import { ROOT } from "../model/paths.ts";
import { SERVE_MANIFEST } from "../server/serveManifest.ts";
import { tsxNodeArgs } from "../tests/helpers/tsxNode.ts";

// A copy of the project without dist/, so that a missing build can be shown without touching this checkout's.
const checkout = makeCheckout("serve-start-");
afterAll(() => checkout.remove());

const URL_HINT =
  "não é um endereço http(s) completo: use algo como https://servico.exemplo.com.br, ou deixe a variável vazia para usar o serviço local de teste.";

/** How a command ended: exit code and what it printed; a server that starts is stopped once it says where it is. */
function run(
  args: string[],
  env: Record<string, string>,
  cwd = checkout.dir,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, SITE_API_BASE_URL: "", SITE_CONTACT_URL: "", HOST: "127.0.0.1", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes("Site em ")) child.kill();
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    // "close", not "exit": "exit" can come before the last of stderr has been read (a refusal's line was lost once).
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const serve = (env: Record<string, string> = {}) => run(tsxNodeArgs(join(checkout.dir, "scripts/serve.ts")), env);

// Each case is a fresh process that stops before reading dist/ (or finds it missing): they can run side by side.
describe.concurrent("npm run serve refuses to start with one pt-BR line and exit code 1", { timeout: 60_000 }, () => {
  it("when dist/ is missing, saying to run the build", async () => {
    expect(await serve()).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "dist/ não existe ou está incompleto: rode `npm run build` antes (ou use `npm start`, que faz os dois).\n",
    });
  });

  it.each([
    ["SITE_API_BASE_URL", "/api"],
    ["SITE_CONTACT_URL", "ftp://contato.exemplo.com.br/"],
  ])("when %s=%s is not an absolute http(s) URL", async (name, value) => {
    expect(await serve({ [name]: value })).toEqual({ code: 1, stdout: "", stderr: `${name}="${value}" ${URL_HINT}\n` });
  });

  it("when PORT is not a port number, or STANDIN_MODE is not a mode", async () => {
    expect(await serve({ PORT: "quatro" })).toEqual({
      code: 1,
      stdout: "",
      stderr: 'PORT="quatro" não é uma porta: use um número de 1 a 65535, por exemplo PORT=4173.\n',
    });
    expect((await serve({ STANDIN_MODE: "lento" })).stderr).toBe(
      'STANDIN_MODE="lento" não existe. Use um destes: ok, not-ok, http-500, malformed, javascript-link, http-link, slow, no-answer.\n',
    );
  });

  it("the build, with the same line, before building anything", async () => {
    const vite = join(ROOT, "node_modules/vite/bin/vite.js");
    const result = await run([vite, "build"], { SITE_CONTACT_URL: "/api/contato" });
    expect(result.code).toBe(1);
    // Our line, as a line of its own; Vite may add notes of its own around it (a slow config bundle adds one), so the
    // rest of its stderr is not ours to fix.
    expect(result.stderr.split("\n")).toContain(`SITE_CONTACT_URL="/api/contato" ${URL_HINT}`);
    expect(existsSync(join(checkout.dir, "dist"))).toBe(false);
  });
});

// Runs after the cases above, which need dist/ missing.
describe("npm run serve with a build", { timeout: 60_000 }, () => {
  it("when the build has no serve manifest (a build made before it existed, or cut short)", async () => {
    mkdirSync(join(checkout.dir, "dist"), { recursive: true });
    writeFileSync(join(checkout.dir, "dist", "app-shell.html"), "<!doctype html><div id=root></div>");
    expect(await serve({ PORT: String(await freePort()) })).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "dist/_serve.json não existe ou está incompleto: rode `npm run build` antes (ou use `npm start`, que faz os dois).\n",
    });
  });

  it("when the port is taken", async () => {
    writeFileSync(
      join(checkout.dir, "dist", SERVE_MANIFEST),
      JSON.stringify({ routes: ["/"], tagManager: false, inlineScriptHashes: [], standInLinks: {} }),
    );
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      expect(await serve({ PORT: String(port) })).toEqual({
        code: 1,
        stdout: "",
        stderr: `A porta ${port} já está em uso: pare o outro servidor ou escolha outra porta, por exemplo PORT=${port + 1} npm start.\n`,
      });
    } finally {
      taken.close();
    }
    // The same build starts on a free port with absolute service URLs, reading nothing from site.config/.
    rmSync(join(checkout.dir, "site.config"), { recursive: true, force: true });
    const freeOne = await freePort();
    const started = await serve({ PORT: String(freeOne), SITE_API_BASE_URL: "https://links.exemplo.com.br" });
    // The line that says the server is ready comes last, so nothing is printed after a reader stops at it.
    expect(started.stdout).toBe(`Usando os serviços configurados.\nSite em http://127.0.0.1:${freeOne}/\n`);
    expect(started.stderr).toBe("");
  });
});
