// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";
import { pageEditorPlugin } from "./editorPlugin.ts";
import { startDevServer, type TestDevServer } from "./testDevServer.ts";

const { editor: EDITOR, preview: PREVIEW, catalog: CATALOG, api: API } = EDITOR_ADDRESSES;
/** A page of another dev server on this machine, as in the report: Vite's default server.cors allows its origin. */
const FOREIGN = "http://localhost:5503";

let root: string;
let server: TestDevServer;
const logged: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "editor-plugin-"));
  mkdirSync(join(root, "site.config", "pages"), { recursive: true });
  writeFileSync(join(root, "site.config", "pages", "home.json"), '{ "route": "/", "title": "Início" }\n');
  // No public/img/: listing the images fails inside fs, with the folder's absolute path in the error.
  const logger = createLogger("silent");
  logger.error = (message) => void logged.push(message);
  // No vite.config.ts: Vite's defaults, server.cors included, around the editor alone.
  server = await startDevServer({ root, configFile: false, customLogger: logger, plugins: [pageEditorPlugin()] });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("framing the editor's pages", () => {
  it.each([EDITOR, `${EDITOR}/`, CATALOG])("forbids every page to frame %s", async (path) => {
    const reply = await server.ask("GET", path);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect(reply.headers["x-frame-options"]).toBe("DENY");
  });

  it("lets only pages of its own origin (the editor) frame the preview", async () => {
    const reply = await server.ask("GET", PREVIEW);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-security-policy"]).toBe("frame-ancestors 'self'");
    expect(reply.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});

describe("requests from other origins", () => {
  it.each([
    ["GET", `${API}/pages`, {}, 403],
    ["GET", `${API}/pages/home`, {}, 403],
    [
      "OPTIONS",
      `${API}/pages/home`,
      { "access-control-request-method": "PUT", "access-control-request-headers": "content-type" },
      403,
    ],
    ["PUT", `${API}/pages/home`, { "content-type": "application/json" }, 403],
    // The page itself holds no data: it is served, but the other origin cannot read it.
    ["GET", EDITOR, {}, 200],
  ])(
    "get no CORS header for %s %s, though Vite's server.cors allows their origin",
    async (method, path, headers, status) => {
      const reply = await server.ask(method, path, { origin: FOREIGN, ...headers });
      expect(reply.headers["access-control-allow-origin"]).toBeUndefined();
      expect(reply.status).toBe(status);
    },
  );

  it.each<Record<string, string>>([
    { origin: FOREIGN },
    { origin: "null" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
  ])("cannot read the page list with %j", async (headers) => {
    const reply = await server.ask("GET", `${API}/pages`, headers);
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toEqual({
      reason: "refused",
      message: expect.stringContaining("Pedido de outra origem recusado"),
    });
    expect(reply.body).not.toContain("Início");
  });

  it("still lets the editor's own page read the list, and the address typed in the browser open it", async () => {
    const requests: Record<string, string>[] = [
      { origin: server.origin, "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of requests) {
      const reply = await server.ask("GET", `${API}/pages`, headers);
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toEqual([expect.objectContaining({ name: "home", title: "Início" })]);
    }
  });

  it("still lets a link from another site open the editor (framing is what its headers forbid)", async () => {
    const reply = await server.ask("GET", EDITOR, { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" });
    expect(reply.status).toBe(200);
  });
});

describe("the API's route table, mounted by the plugin", () => {
  it("answers 405 with an Allow header to a method an address does not take", async () => {
    const reply = await server.ask("PATCH", `${API}/pages/home`, { "content-type": "application/json" }, "{}");
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe("GET, PUT, DELETE");
    expect(reply.headers["content-type"]).toBe("application/json; charset=utf-8");
  });
});

describe("an error inside the editor's server", () => {
  it("answers 500 in Portuguese without the machine's paths, and leaves the detail in the terminal", async () => {
    const reply = await server.ask("GET", `${API}/images`);
    expect(reply.status).toBe(500);
    expect(JSON.parse(reply.body)).toEqual({
      reason: "refused",
      message:
        "Erro interno do editor. O terminal onde o servidor roda (npm run dev ou npm run edit) mostra o detalhe.",
    });
    expect(reply.body).not.toContain(root);
    expect(logged.join("\n")).toContain(join(root, "public", "img"));
  });
});
