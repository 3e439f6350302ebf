import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { precompressBuild } from "../../build/precompress.ts";

/** The hashed asset of {@link sampleBuild}: 900 bytes of JavaScript. */
export const SAMPLE_ASSET = { path: "/assets/main-abc123.js", content: "console.log('oi');".repeat(50) };

/**
 * A small production build in a new temporary folder (`<tmp>/<parents…>/dist`): the app shell, a prerendered /preco,
 * the 404 page and one hashed asset, each with its `.br` and `.gz`, as `npm run build` leaves them.
 */
export async function sampleBuild(...parents: string[]): Promise<string> {
  const dist = join(mkdtempSync(join(tmpdir(), "site-")), ...parents, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  mkdirSync(join(dist, "preco"));
  writeFileSync(join(dist, "app-shell.html"), "<!doctype html><html><body><div id=root></div></body></html>");
  writeFileSync(join(dist, SAMPLE_ASSET.path), SAMPLE_ASSET.content);
  writeFileSync(
    join(dist, "preco", "index.html"),
    "<!doctype html><title>Preços</title><div id=root><h1>Planos</h1></div>",
  );
  writeFileSync(
    join(dist, "404.html"),
    "<!doctype html><title>Não encontrada</title><div id=root><h1>Página não encontrada</h1></div>",
  );
  await precompressBuild(dist);
  return dist;
}

/** Starts a server on a free loopback port; resolves with its base URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
