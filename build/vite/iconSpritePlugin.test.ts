// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, createServer, type InlineConfig, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { iconSprite } from "../icons/iconSprite.ts";
import { iconSpritePlugin } from "./iconSpritePlugin.ts";

const root = mkdtempSync(join(tmpdir(), "icon-sprite-"));
const entry = join(root, "entry.js");
writeFileSync(entry, 'import spriteUrl from "virtual:icon-sprite";\nexport default spriteUrl;\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const config = (extra: InlineConfig = {}): InlineConfig => ({
  root,
  configFile: false,
  logLevel: "silent",
  plugins: [iconSpritePlugin()],
  ...extra,
});

/** Builds the one-line entry (client or SSR) in memory and returns what it wrote. */
async function buildEntry(ssr: boolean): Promise<Rolldown.OutputBundle[string][]> {
  const output = (await build(
    config({
      build: {
        write: false,
        ssr: ssr ? entry : undefined,
        rolldownOptions: ssr ? undefined : { input: entry, preserveEntrySignatures: "strict" },
      },
    }),
  )) as Rolldown.RolldownOutput;
  return output.output;
}

/** The default export of a built entry chunk (it imports nothing, so it runs on its own). */
async function exported(files: Rolldown.OutputBundle[string][]): Promise<unknown> {
  const chunk = files.find((file) => file.type === "chunk" && file.isEntry);
  if (chunk?.type !== "chunk") throw new Error("O build não gerou a entrada.");
  return (await import(`data:text/javascript,${encodeURIComponent(chunk.code)}`)).default;
}

describe("iconSpritePlugin", () => {
  it("in a build, emits the sprite as a hashed asset and exports its final URL, the same in the client and SSR builds", async () => {
    const [client, server] = [await buildEntry(false), await buildEntry(true)];
    const asset = client.find((file) => file.type === "asset" && file.fileName.endsWith(".svg"));
    expect(asset?.fileName).toMatch(/^assets\/icons-[\w-]{8}\.svg$/);
    expect(asset?.type === "asset" && String(asset.source)).toBe(iconSprite());
    const url = `/${asset!.fileName}`;
    expect(await exported(client)).toBe(url);
    expect(await exported(server)).toBe(url);
  }, 30_000);

  it("in dev, exports the dev server's address and serves the sprite there", async () => {
    const server = await createServer(config({ server: { port: 0, host: "127.0.0.1" } }));
    try {
      await server.listen();
      const { default: url } = await server.ssrLoadModule("virtual:icon-sprite");
      expect(url).toBe("/__icon-sprite.svg");
      const response = await fetch(`${server.resolvedUrls!.local[0]!.replace(/\/$/, "")}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(await response.text()).toBe(iconSprite());
    } finally {
      await server.close();
    }
  }, 30_000);
});
