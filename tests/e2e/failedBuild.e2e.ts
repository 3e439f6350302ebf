import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCheckout, type Checkout } from "./support/checkout.ts";
import { startSite, type RunningSite } from "./support/server.ts";

let checkout: Checkout;
let site: RunningSite;

beforeAll(async () => {
  checkout = makeCheckout("site-build-falha-");
  checkout.npm("build");
  site = await startSite({}, checkout.dir);
}, 240_000);

afterAll(async () => {
  await site?.stop();
  checkout?.remove();
});

/** `npm run build` in the copy, without blocking: the test asks the running server for pages meanwhile. */
function buildInBackground(): { done: Promise<number | null> } {
  const { NODE_ENV: _testMode, ...env } = process.env;
  const child = spawn("npm", ["run", "--silent", "build"], { cwd: checkout.dir, env, stdio: "ignore" });
  return { done: new Promise((resolve) => child.once("close", resolve)) };
}

/** Every file of dist/ with its inode: a build that left dist/ alone left each of these as it was. */
function distFiles(): string[] {
  const dist = join(checkout.dir, "dist");
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .map((path) => join(dist, path))
    .map((file) => `${relative(dist, file)} ${statSync(file).ino}`)
    .sort();
}

const status = async (path: string) => (await fetch(`${site.url}${path}`)).status;

describe("npm run build replaces dist/ only when every step succeeded", () => {
  it("leaves dist/ and the running server as they were when the config fails validation", async () => {
    const before = distFiles();
    const broken = join(checkout.dir, "site.config", "pages", "quebrada.json");
    writeFileSync(broken, JSON.stringify({ route: "/quebrada", title: "Sem descrição", blocks: [] }));
    try {
      const build = buildInBackground();
      let finished: number | null | undefined;
      void build.done.then((code) => (finished = code));
      const answers: number[] = [];
      while (finished === undefined) answers.push(await status("/preco"));
      expect(finished).not.toBe(0);
      expect(new Set(answers)).toEqual(new Set([200]));
      expect(distFiles()).toEqual(before);
      expect(await status("/preco")).toBe(200);
    } finally {
      rmSync(broken);
    }
  });

  it("serves the next good build, its new page included, without restarting the server", async () => {
    const pages = join(checkout.dir, "site.config", "pages");
    const page = JSON.parse(readFileSync(join(pages, "sobre.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(pages, "novidade.json"), JSON.stringify({ ...page, route: "/novidade" }, null, 2));
    expect(await status("/novidade")).toBe(404);
    expect(await buildInBackground().done).toBe(0);
    await expect.poll(() => status("/novidade")).toBe(200);
    expect(await status("/preco")).toBe(200);
  });
});
