import { basename, dirname, resolve } from "node:path";
import type { ViteDevServer } from "vite";
import { PAGE_CHANGED, type PageChanged } from "../shared/pageEvents.ts";

const FILE_EVENTS = new Set(["add", "change", "unlink"]);
/**
 * The watcher (chokidar) drops a second change to a file that comes within about 50 ms of the first (measured: a
 * write 20 ms after the editor's own save was never reported). Each announcement is checked again this much later,
 * so a write in that window is still announced.
 */
const RECHECK_MS = 300;

/**
 * Tells every open editor, through Vite's own file watcher and HMR socket, when a file of `<config>/pages/` is
 * written, created or removed, whoever did it: another tab, a text editor, a git pull (decision 037). Each tab
 * compares the version with the one it holds; its own saves match and are ignored.
 */
export function announcePageChanges(server: ViteDevServer, configDir: string): void {
  const pagesDir = resolve(configDir, "pages");
  const announced = new Map<string, string | null>();

  const announce = async (name: string) => {
    // Loaded on the first change: a dev start that never sees one never loads the editor's server code.
    const { PagesFolder } = await import("./pageFiles.ts");
    const version = new PagesFolder(configDir).read(name)?.version ?? null;
    if (announced.get(name) === version) return;
    announced.set(name, version);
    server.ws.send(PAGE_CHANGED, { name, version } satisfies PageChanged);
  };
  const report = (error: unknown) => server.config.logger.error(`[editor] ${String(error)}`);

  server.watcher.add(pagesDir);
  server.watcher.on("all", (event, file) => {
    if (!FILE_EVENTS.has(event) || dirname(resolve(file)) !== pagesDir || !file.endsWith(".json")) return;
    const name = basename(file, ".json");
    announced.delete(name);
    announce(name).catch(report);
    setTimeout(() => announce(name).catch(report), RECHECK_MS).unref();
  });
}
