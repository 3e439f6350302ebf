// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";
import { BUILT_PAGES, EDITOR_SITE_JSON } from "../build/builtPages.ts";
import { editorPagesPlugin, isPlainFileInside, NOT_BUILT } from "./editorPages.ts";

const { editor: EDITOR, preview: PREVIEW, catalog: CATALOG } = EDITOR_ADDRESSES;
const IMMUTABLE = "public, max-age=31536000, immutable";

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "editor-pages-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function serve(distDir: string, publicDir: string, configDir?: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(editorPagesPlugin, { distDir, publicDir, configDir });
  await app.ready();
  return app;
}

/** A stand-in for the build: each page's HTML and one asset. */
function fixtureBuild(dist: string): string {
  for (const { file } of BUILT_PAGES) {
    mkdirSync(join(dist, file, ".."), { recursive: true });
    writeFileSync(join(dist, file), `<!doctype html><title>${file}</title>`);
  }
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "assets", "app-1a2b.js"), "export {};\n");
  return dist;
}

/** Every same-origin address an HTML page or a stylesheet names: scripts, preloads, stylesheets, fonts, images. */
function addressesIn(text: string): string[] {
  const found = [...text.matchAll(/(?:src|href)="(\/[^"]+)"|url\((\/[^)]+)\)/g)].map((match) => match[1] ?? match[2]!);
  return [...new Set(found)];
}

describe("the editor as `npm run editor:build` builds it", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const outDir = join(scratch, "built");
    await build({
      configFile: resolve("vite.editor.config.ts"),
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
    app = await serve(outDir, resolve("public"));
  }, 180_000);
  afterAll(() => app?.close());

  it.each([
    [EDITOR, "frame-ancestors 'none'", "DENY"],
    [`${EDITOR}/`, "frame-ancestors 'none'", "DENY"],
    [CATALOG, "frame-ancestors 'none'", "DENY"],
    [PREVIEW, "frame-ancestors 'self'", "SAMEORIGIN"],
  ])("serves %s as HTML never kept, framed as on the dev server", async (address, policy, frameOptions) => {
    const reply = await app.inject({ method: "GET", url: `${address}?pagina=home` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.headers["content-security-policy"]).toBe(policy);
    expect(reply.headers["x-frame-options"]).toBe(frameOptions);
    expect(reply.body).toContain('<html lang="pt-BR">');
    expect(reply.body).not.toContain(".tsx");
  });

  it("answers every asset the pages and their stylesheets name, hashed ones cached for a year", async () => {
    const pages = await Promise.all(BUILT_PAGES.map(({ address }) => app.inject({ method: "GET", url: address })));
    const seen = new Set<string>();
    const queue = pages.flatMap((page) => addressesIn(page.body));
    let fonts = 0;
    while (queue.length) {
      const address = queue.shift()!;
      if (seen.has(address)) continue;
      seen.add(address);
      const reply = await app.inject({ method: "GET", url: address });
      expect(reply.statusCode, address).toBe(200);
      if (address.startsWith("/_editor/assets/")) expect(reply.headers["cache-control"], address).toBe(IMMUTABLE);
      if (address.endsWith(".woff2")) fonts++;
      if (address.endsWith(".css")) queue.push(...addressesIn(reply.body));
    }
    // The preview's stylesheet brings the site's typeface, and the pages their icon (the site's favicon).
    expect(fonts).toBeGreaterThan(0);
    expect(seen).toContain("/favicon.svg");
  });

  it("serves the site's images the preview shows, revalidated on every visit", async () => {
    const reply = await app.inject({ method: "GET", url: "/img/logo.svg" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(reply.headers["cache-control"]).toBe("no-cache");
    expect(reply.body).toBe(readFileSync("public/img/logo.svg", "utf8"));
  });

  it.each([
    ["GET", "/_editor/nada"],
    ["GET", "/_editor/assets/nada.js"],
    ["GET", "/_editor/assets/"],
    ["GET", "/img/nada.svg"],
    ["GET", "/index.html"],
    ["POST", EDITOR],
  ])("answers 404 to %s %s", async (method, url) => {
    const reply = await app.inject({ method: method as "GET", url });
    expect(reply.statusCode).toBe(404);
  });
});

describe("a build it cannot serve", () => {
  it.each([
    ["no build folder", () => join(scratch, "missing")],
    [
      "a build without the preview page",
      () => {
        const dir = join(scratch, "partial");
        for (const { file } of BUILT_PAGES.filter(({ address }) => address !== PREVIEW)) {
          mkdirSync(join(dir, file, ".."), { recursive: true });
          writeFileSync(join(dir, file), "<!doctype html>");
        }
        return dir;
      },
    ],
  ])("fails to register, saying to run `npm run editor:build`, with %s", async (_case, dist) => {
    const app = Fastify();
    await expect(app.register(editorPagesPlugin, { distDir: dist(), publicDir: "public" })).rejects.toThrow(NOT_BUILT);
    await app.close();
  });
});

describe("isPlainFileInside", () => {
  it("takes a plain file in plain folders, and nothing reached by going up", () => {
    expect(isPlainFileInside(resolve("public"), "img/logo.svg")).toBe(true);
    expect(isPlainFileInside(resolve("public"), "img")).toBe(false);
    expect(isPlainFileInside(resolve("public/img"), "../favicon.svg")).toBe(false);
    expect(isPlainFileInside(resolve("public"), "")).toBe(false);
  });
});

describe("files it never opens", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = fixtureBuild(join(scratch, "fixture-dist"));
    const publicDir = join(scratch, "fixture-public");
    const outside = join(scratch, "outside");
    mkdirSync(join(publicDir, "img", "produto"), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(outside, "segredo.svg"), "<svg/>");
    writeFileSync(join(publicDir, "img", "produto", "tela.svg"), "<svg/>");
    writeFileSync(join(publicDir, "img", "com espaço.svg"), "<svg/>");
    writeFileSync(join(publicDir, "img", ".oculto.svg"), "<svg/>");
    symlinkSync(join(outside, "segredo.svg"), join(publicDir, "img", "link.svg"));
    symlinkSync(outside, join(publicDir, "img", "pasta-link"));
    symlinkSync(join(outside, "segredo.svg"), join(dist, "assets", "link.js"));
    execFileSync("mkfifo", [join(publicDir, "img", "fila.svg")]);
    app = await serve(dist, publicDir);
  });
  afterAll(() => app?.close());

  it("serves plain files in plain folders, names with spaces and accents included", async () => {
    expect((await app.inject({ method: "GET", url: "/img/produto/tela.svg" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/img/com%20espa%C3%A7o.svg" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/_editor/assets/app-1a2b.js" })).headers["cache-control"]).toBe(
      IMMUTABLE,
    );
  });

  it.each([
    ["a FIFO", "/img/fila.svg"],
    ["a link to a file outside", "/img/link.svg"],
    ["a file in a linked folder", "/img/pasta-link/segredo.svg"],
    ["a link among the assets", "/_editor/assets/link.js"],
    ["a hidden file", "/img/.oculto.svg"],
    ["a way out by ..", "/img/../../outside/segredo.svg"],
    ["a way out by an encoded ..", "/img/%2e%2e/%2e%2e/outside/segredo.svg"],
    ["a favicon public/ does not have", "/favicon.svg"],
  ])("answers %s with a refusal, at once", async (_case, url) => {
    const reply = await app.inject({ method: "GET", url });
    expect([403, 404]).toContain(reply.statusCode);
    expect(reply.body).not.toContain("<svg/>");
  });
});

describe("the site.json the built preview and catalog ask for", () => {
  it("is the config folder's as it is at each request, never kept", async () => {
    const configDir = join(scratch, "config");
    mkdirSync(configDir);
    writeFileSync(join(configDir, "site.json"), '{ "brand": { "name": "Antes" } }');
    const app = await serve(fixtureBuild(join(scratch, "config-dist")), "public", configDir);
    try {
      const first = await app.inject({ method: "GET", url: EDITOR_SITE_JSON });
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(first.headers["cache-control"]).toBe("no-store");
      expect(first.json()).toEqual({ brand: { name: "Antes" } });
      writeFileSync(join(configDir, "site.json"), '{ "brand": { "name": "Depois" } }');
      expect((await app.inject({ method: "GET", url: EDITOR_SITE_JSON })).json()).toEqual({
        brand: { name: "Depois" },
      });
      rmSync(join(configDir, "site.json"));
      symlinkSync(resolve("site.config/site.json"), join(configDir, "site.json"));
      expect((await app.inject({ method: "GET", url: EDITOR_SITE_JSON })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("is not answered without a config folder (the pages keep the build's copy)", async () => {
    const app = await serve(fixtureBuild(join(scratch, "no-config-dist")), "public");
    try {
      expect((await app.inject({ method: "GET", url: EDITOR_SITE_JSON })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
