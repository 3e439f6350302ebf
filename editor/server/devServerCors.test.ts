// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { startDevServer, type TestDevServer } from "./testDevServer.ts";

/** A page of another dev server on this machine, as in the report. */
const FOREIGN = "http://localhost:5503";

let server: TestDevServer;
let cacheDir: string;

// The project's own vite.config.ts, as `npm run dev` and `npm run edit` load it. Its dependency bundles go to a folder
// of the test's own, not to node_modules/.vite where a running `npm run dev` keeps them, and it does not crawl the
// site's modules for more (closing the server mid-crawl leaves error lines in the output).
beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "dev-server-cache-"));
  server = await startDevServer({
    root: ROOT,
    configFile: join(ROOT, "vite.config.ts"),
    cacheDir,
    optimizeDeps: { noDiscovery: true },
    logLevel: "silent",
  });
});
afterAll(async () => {
  await server.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("the dev server of vite.config.ts", () => {
  it("lets no other origin read what it serves, the page files under site.config/ included", async () => {
    for (const path of ["/site.config/pages/home.json", "/renderer/main.tsx", "/"]) {
      const reply = await server.ask("GET", path, { origin: FOREIGN });
      expect(reply.headers["access-control-allow-origin"], path).toBeUndefined();
    }
    const preflight = await server.ask("OPTIONS", "/site.config/pages/home.json", {
      origin: FOREIGN,
      "access-control-request-method": "GET",
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("still serves the site and its modules to its own pages", async () => {
    const page = await server.ask("GET", "/", { "sec-fetch-site": "none" });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const module = await server.ask("GET", "/renderer/main.tsx", {
      origin: server.origin,
      "sec-fetch-site": "same-origin",
    });
    expect(module.status).toBe(200);
    expect(module.headers["content-type"]).toContain("javascript");
  });
});
