// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaceDist } from "../build/replaceDist.ts";
import { siteRequestListener } from "./createSiteServer.ts";
import { followedBuild, type FollowedBuild } from "./followedBuild.ts";
import { SERVE_MANIFEST, type ServeManifest } from "./serveManifest.ts";

let dir: string;
let dist: string;
let server: Server;
let site: FollowedBuild;
let url: string;

/** A build folder with one page per route (its text names it), the app shell and the manifest that lists them. */
function build(folder: string, routes: string[], text: string): ServeManifest {
  const manifest = { routes, tagManager: false, inlineScriptHashes: [], standInLinks: {} };
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, SERVE_MANIFEST), JSON.stringify(manifest));
  writeFileSync(join(folder, "app-shell.html"), "<!doctype html><div id=root></div>");
  for (const route of routes) {
    mkdirSync(join(folder, route), { recursive: true });
    writeFileSync(join(folder, route, "index.html"), `${text} ${route}`);
  }
  return manifest;
}

const get = async (path: string) => {
  const response = await fetch(`${url}${path}`);
  return `${response.status} ${await response.text()}`;
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "followed-build-"));
  dist = join(dir, "dist");
  const manifest = build(dist, ["/preco"], "primeira");
  site = followedBuild(dist, manifest, (next) => siteRequestListener({ distDir: dist, routes: next.routes }));
  server = createServer(site.listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  site.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("a server following the build in dist/", () => {
  it("answers from the new build, its new routes included, once a build replaced dist/", async () => {
    expect(await get("/preco")).toBe("200 primeira /preco");
    expect((await get("/novidade")).startsWith("404")).toBe(true);
    const next = join(dir, ".dist-builds", "next");
    build(next, ["/preco", "/novidade"], "segunda");
    replaceDist(next, dist, join(dir, ".dist-builds"));
    await expect.poll(() => get("/novidade")).toBe("200 segunda /novidade");
    expect(await get("/preco")).toBe("200 segunda /preco");
  });

  it("keeps answering from its build while a build is being made beside it", async () => {
    build(join(dir, ".dist-builds", "next"), ["/preco", "/novidade"], "pela metade");
    expect(await get("/preco")).toBe("200 primeira /preco");
    expect((await get("/novidade")).startsWith("404")).toBe(true);
  });
});
