// @vitest-environment node
import { readFileSync, rmSync, existsSync } from "node:fs";
import { request } from "node:http";
import { createServer as createNetServer } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { rawGet } from "../tests/helpers/rawGet.ts";
import { listenOnLoopback, sampleBuild } from "../tests/helpers/sampleBuild.ts";
import { createSiteServer } from "./createSiteServer.ts";
import type { StandInMode } from "./standInMode.ts";

// Inside a folder named "assets": the cache policy must look at paths relative to the build, not absolute ones.
const dist = await sampleBuild("assets");
const contactsFile = join(dist, "data", "contacts.jsonl");

let close: () => void = () => {};
afterEach(() => close());

/** GET of a full URL without transparent decompression, so that Content-Encoding can be checked on the bytes. */
const rawFetch = (url: string, headers: Record<string, string> = {}) =>
  rawGet(new URL(url).origin, new URL(url).pathname, headers);

async function serve(mode: StandInMode = "ok"): Promise<string> {
  const server = createSiteServer({
    distDir: dist,
    routes: ["/", "/preco", "/pagamento/:cnpj"],
    standIns: {
      mode,
      contactsFile,
      slowMs: 300,
      // Above what these tests send at once from one address (contactStandIn.test.ts tests the limits).
      contactLimits: { perWindow: 1_000 },
      linkFor: (grupo) => (grupo === "home" ? "https://wa.me/5544999990000?text=Oi" : undefined),
    },
  });
  close = () => server.close();
  return listenOnLoopback(server);
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

  it("caches hashed assets for a year and HTML not at all, even when the build lives under a folder named assets", async () => {
    const base = await serve();
    expect((await fetch(`${base}/assets/main-abc123.js`)).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const path of ["/preco", "/pagamento/11222333000181", "/nao-existe"]) {
      expect((await fetch(`${base}${path}`)).headers.get("cache-control"), path).toBe("no-cache");
    }
  });

  it("sends the build's precompressed gzip file to a browser that takes only gzip", async () => {
    const asset = await rawFetch(`${await serve()}/assets/main-abc123.js`, { "Accept-Encoding": "gzip" });
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.body.equals(readFileSync(join(dist, "assets", "main-abc123.js.gz")))).toBe(true);
    expect(asset.headers.vary).toBe("Accept-Encoding");
  });

  // A browser's revalidation, sent raw: fetch() adds `Cache-Control: no-cache` to a conditional request, which asks
  // for the whole answer.
  it("answers a revalidation with the same ETag with 304 and no body", async () => {
    const base = await serve();
    const first = await rawFetch(`${base}/preco`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await rawFetch(`${base}/preco`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    expect(again.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("answers a byte range with 206 and exactly those bytes", async () => {
    const response = await fetch(`${await serve()}/assets/main-abc123.js`, { headers: { Range: "bytes=0-9" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-9/${"console.log('oi');".length * 50}`);
    expect(await response.text()).toBe("console.lo");
  });

  it("refuses methods other than GET and HEAD, and a request target that is not a path", async () => {
    const base = await serve();
    const put = await fetch(`${base}/preco`, { method: "PUT", body: "x" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD");
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/preco%00`)).status).toBe(400);
  });

  it("sends Brotli to browsers that accept it, and the same bytes once decoded, for pages and the 404 page", async () => {
    const base = await serve();
    for (const [path, status] of [
      ["/preco", 200],
      ["/nao-existe", 404],
    ] as const) {
      const plain = await rawFetch(`${base}${path}`, { "Accept-Encoding": "identity" });
      const answer = await rawFetch(`${base}${path}`, { "Accept-Encoding": "gzip, deflate, br" });
      expect([plain.status, answer.status, plain.headers["content-encoding"]], path).toEqual([
        status,
        status,
        undefined,
      ]);
      expect(answer.headers["content-encoding"], path).toBe("br");
      expect(brotliDecompressSync(answer.body).equals(plain.body), path).toBe(true);
    }
  });

  it("answers 500, and keeps serving, when a file cannot be read", async () => {
    const base = await serve();
    // A socket file passes the stat but cannot be opened for reading (ENXIO), whoever runs the test.
    const socketServer = createNetServer();
    await new Promise<void>((resolve) => socketServer.listen(join(dist, "unreadable.txt"), resolve));
    try {
      const answer = await rawFetch(`${base}/unreadable.txt`);
      expect([answer.status, answer.headers["content-encoding"], answer.headers["x-frame-options"]]).toEqual([
        500,
        undefined,
        "DENY",
      ]);
      expect((await fetch(`${base}/preco`)).status).toBe(200);
    } finally {
      socketServer.close();
    }
  });

  it("answers the link stand-in with the group's link, and an unknown group with a non-ok status", async () => {
    const base = await serve();
    expect(await (await fetch(`${base}/api/gestornuvem?grupo=home`)).json()).toEqual({
      status: "ok",
      link: "https://wa.me/5544999990000?text=Oi",
    });
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
    const post = (body: unknown) =>
      fetch(`${base}/api/contato`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(await (await post({ nome: "ANA", email: "ana@exemplo.com", telefone: "44999990000" })).json()).toEqual({
      status: "ok",
    });
    const saved = readFileSync(contactsFile, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(saved).toEqual([
      expect.objectContaining({ nome: "ANA", email: "ana@exemplo.com", telefone: "44999990000" }),
    ]);
    const incomplete = await post({ nome: "ANA" });
    expect(incomplete.status).toBe(422);
    expect(readFileSync(contactsFile, "utf8").trim().split("\n")).toHaveLength(1);
  });

  it("does not store contacts when the stand-in is told to fail", async () => {
    rmSync(contactsFile, { force: true });
    const base = await serve("http-500");
    const response = await fetch(`${base}/api/contato`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ nome: "A", email: "a@b.c", telefone: "44999990000" }),
    });
    expect(response.status).toBe(500);
    expect(existsSync(contactsFile)).toBe(false);
  });

  it("stores exactly one whole line per contact when 500 arrive at once", async () => {
    rmSync(contactsFile, { force: true });
    const base = await serve();
    const leads = Array.from({ length: 500 }, (_, index) => ({
      nome: `Pessoa ${index}`,
      email: `pessoa${index}@exemplo.com`,
      telefone: `4499999${String(index).padStart(4, "0")}`,
    }));
    const answers = await Promise.all(
      leads.map((lead) =>
        fetch(`${base}/api/contato`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(lead),
        }).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const lines = readFileSync(contactsFile, "utf8").split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(500);
    const saved = lines.map(
      (line) => JSON.parse(line) as { nome: string; email: string; telefone: string; recebidoEm: string },
    );
    expect(
      saved
        .map(({ nome, email, telefone }) => ({ nome, email, telefone }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    ).toEqual([...leads].sort((a, b) => a.email.localeCompare(b.email)));
    expect(saved.every((lead) => !Number.isNaN(Date.parse(lead.recebidoEm)))).toBe(true);
  }, 60_000);

  it("refuses a contact body over 16 KB, and survives bodies that are not objects or that stop halfway", async () => {
    rmSync(contactsFile, { force: true });
    const base = await serve();
    const post = (body: string) =>
      fetch(`${base}/api/contato`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect((await post(JSON.stringify({ nome: "A".repeat(20_000), email: "a@b.c", telefone: "1" }))).status).toBe(413);
    expect((await post("null")).status).toBe(422);
    expect((await post("[1,2]")).status).toBe(422);
    await new Promise<void>((resolve) => {
      const req = request(`${base}/api/contato`, {
        method: "POST",
        headers: { "Content-Length": "1000", "Content-Type": "application/json" },
        agent: false,
      });
      req.on("error", () => resolve());
      req.write('{"nome": "meio');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    expect(
      (await post(JSON.stringify({ nome: "Ana", email: "ana@exemplo.com", telefone: "44999990000" }))).status,
    ).toBe(200);
    expect(readFileSync(contactsFile, "utf8").trim().split("\n")).toHaveLength(1);
  });
});
