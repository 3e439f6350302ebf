// @vitest-environment node
import { EventEmitter } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_CHANGED } from "../shared/pageEvents.ts";
import { versionOf } from "./pageFiles.ts";
import { announcePageChanges } from "./pageWatch.ts";

let config: string;
let watcher: EventEmitter & { add: () => void };
let send: ReturnType<typeof vi.fn>;
const file = (name: string) => join(config, "pages", `${name}.json`);

beforeEach(() => {
  config = mkdtempSync(join(tmpdir(), "editor-watch-"));
  mkdirSync(join(config, "pages"));
  watcher = Object.assign(new EventEmitter(), { add: () => {} });
  send = vi.fn();
  const server = { watcher, ws: { send }, config: { logger: { error: vi.fn() } } } as unknown as ViteDevServer;
  announcePageChanges(server, config);
});
afterEach(() => rmSync(config, { recursive: true, force: true }));

describe("announcing the files the editor opens, changed on disk", () => {
  it("sends a page's new version, or null once removed, and nothing for files the editor does not open", async () => {
    writeFileSync(file("promo"), '{ "title": "Outra" }\n');
    watcher.emit("all", "change", file("promo"));
    watcher.emit("all", "change", join(config, "outro.json"));
    watcher.emit("all", "change", join(config, "pages", "LEIAME.md"));
    watcher.emit("all", "add", join(config, "pages", ".promo.json.123-abcd.tmp"));
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(PAGE_CHANGED, {
        file: "pages/promo.json",
        version: versionOf('{ "title": "Outra" }\n'),
      }),
    );
    rmSync(file("promo"));
    watcher.emit("all", "unlink", file("promo"));
    await vi.waitFor(() =>
      expect(send).toHaveBeenLastCalledWith(PAGE_CHANGED, { file: "pages/promo.json", version: null }),
    );
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("sends the new version of a collection and of site.json, by their paths in the config folder", async () => {
    mkdirSync(join(config, "collections"));
    writeFileSync(join(config, "collections", "cidades.json"), '{ "rows": [] }\n');
    writeFileSync(join(config, "site.json"), '{ "floatingChatLabel": "Oi" }\n');
    watcher.emit("all", "add", join(config, "collections", "cidades.json"));
    watcher.emit("all", "change", join(config, "site.json"));
    await vi.waitFor(() => {
      expect(send).toHaveBeenCalledWith(PAGE_CHANGED, {
        file: "collections/cidades.json",
        version: versionOf('{ "rows": [] }\n'),
      });
      expect(send).toHaveBeenCalledWith(PAGE_CHANGED, {
        file: "site.json",
        version: versionOf('{ "floatingChatLabel": "Oi" }\n'),
      });
    });
  });

  it("still announces a write that came too soon after another for the watcher to report it", async () => {
    writeFileSync(file("promo"), '{ "title": "Salva pelo editor" }\n');
    watcher.emit("all", "change", file("promo"));
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(PAGE_CHANGED, {
        file: "pages/promo.json",
        version: versionOf('{ "title": "Salva pelo editor" }\n'),
      }),
    );
    // The second write, with no event of its own (the watcher dropped it).
    writeFileSync(file("promo"), '{ "title": "Escrita logo depois" }\n');
    await vi.waitFor(
      () =>
        expect(send).toHaveBeenLastCalledWith(PAGE_CHANGED, {
          file: "pages/promo.json",
          version: versionOf('{ "title": "Escrita logo depois" }\n'),
        }),
      { timeout: 5_000 },
    );
  });
});
