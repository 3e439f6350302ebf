// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createSiteServer } from "./createSiteServer.ts";
import type { StandInMode } from "./standInMode.ts";

const dist = mkdtempSync(join(tmpdir(), "dist-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "app-shell.html"), "<!doctype html><html><body><div id=root></div></body></html>");
writeFileSync(join(dist, "assets", "main-abc123.js"), "console.log('oi');".repeat(50));
mkdirSync(join(dist, "preco"));
writeFileSync(join(dist, "preco", "index.html"), "<!doctype html><title>Preços</title><div id=root><h1>Planos</h1></div>");
writeFileSync(join(dist, "404.html"), "<!doctype html><title>Não encontrada</title><div id=root><h1>Página não encontrada</h1></div>");
const contactsFile = join(dist, "data", "contacts.jsonl");

let close: () => void = () => {};
afterEach(() => close());

async function serve(mode: StandInMode = "ok"): Promise<string> {
  const server = createSiteServer({
    distDir: dist,
    routes: ["/", "/preco", "/pagamento/:cnpj"],
    standIns: { mode, contactsFile, slowMs: 300, linkFor: (grupo) => (grupo === "home" ? "https://wa.me/5544999990000?text=Oi" : undefined) },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("site server", () => {
  it("serves a prerendered route's own HTML, a parameter route the app shell, an unknown path the 404 page", async () => {
    const base = await serve();
    const preco = await fetch(`${base}/preco`);
    expect(preco.status).toBe(200);
    expect(await preco.text()).toContain("<h1>Planos</h1>");
    const payment = await fetch(`${base}/pagamento/11222333000181`);
    expect(payment.status).toBe(200);
    expect(await payment.text()).toContain("<div id=root></div>");
    const missing = await fetch(`${base}/nao-existe`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<h1>Página não encontrada</h1>");
  });

  it("sends security headers: CSP without inline scripts, nosniff, referrer policy, no framing", async () => {
    const response = await fetch(`${await serve()}/`);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("caches hashed assets for a year and HTML not at all, and gzips text", async () => {
    const base = await serve();
    const asset = await fetch(`${base}/assets/main-abc123.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${base}/preco`)).headers.get("cache-control")).toBe("no-cache");
    expect(asset.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends Brotli to browsers that accept it, and the same bytes once decoded", async () => {
    const base = await serve();
    const plain = Buffer.from(await (await fetch(`${base}/preco`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
    const answer = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(`${base}/preco`, { headers: { "Accept-Encoding": "gzip, deflate, br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(answer.encoding).toBe("br");
    expect(brotliDecompressSync(answer.body).equals(plain)).toBe(true);
  });

  it("never serves a file outside the build folder", async () => {
    const base = await serve();
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain("root:");
  });

  it("answers the link stand-in with the group's link, and an unknown group with a non-ok status", async () => {
    const base = await serve();
    expect(await (await fetch(`${base}/api/gestornuvem?grupo=home`)).json()).toEqual({ status: "ok", link: "https://wa.me/5544999990000?text=Oi" });
    expect(await (await fetch(`${base}/api/gestornuvem?grupo=outro`)).json()).toEqual({ status: "grupo-desconhecido" });
  });

  it.each<[StandInMode, number, string]>([
    ["not-ok", 200, '{"status":"erro","link":"https://example.com/nao-usar"}'],
    ["http-500", 500, '{"status":"erro"}'],
    ["malformed", 200, '{"status": "ok", "link": '],
    ["javascript-link", 200, '{"status":"ok","link":"javascript:alert(1)"}'],
    ["http-link", 200, '{"status":"ok","link":"http://inseguro.example/chat"}'],
  ])("misbehaves on purpose in mode %s", async (mode, status, body) => {
    const response = await fetch(`${await serve(mode)}/api/gestornuvem?grupo=home`);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
  });

  it("answers late in slow mode", async () => {
    const base = await serve("slow");
    const started = Date.now();
    await fetch(`${base}/api/gestornuvem?grupo=home`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("appends a valid contact to the contacts file and answers ok; refuses an incomplete one", async () => {
    rmSync(contactsFile, { force: true });
    const base = await serve();
    const post = (body: unknown) => fetch(`${base}/api/contato`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    expect(await (await post({ nome: "ANA", email: "ana@exemplo.com", telefone: "44999990000" })).json()).toEqual({ status: "ok" });
    const saved = readFileSync(contactsFile, "utf8").trim().split("\n").map((line) => JSON.parse(line));
    expect(saved).toEqual([expect.objectContaining({ nome: "ANA", email: "ana@exemplo.com", telefone: "44999990000" })]);
    const incomplete = await post({ nome: "ANA" });
    expect(incomplete.status).toBe(422);
    expect(readFileSync(contactsFile, "utf8").trim().split("\n")).toHaveLength(1);
  });

  it("does not store contacts when the stand-in is told to fail", async () => {
    rmSync(contactsFile, { force: true });
    const base = await serve("http-500");
    const response = await fetch(`${base}/api/contato`, { method: "POST", body: JSON.stringify({ nome: "A", email: "a@b.c", telefone: "44999990000" }) });
    expect(response.status).toBe(500);
    expect(existsSync(contactsFile)).toBe(false);
  });
});
