import { dirname, relative, resolve, sep } from "node:path";
import type { ViteDevServer } from "vite";
import { COLLECTIONS_FOLDER, PAGES_FOLDER, SITE_FILE } from "../../model/paths.ts";
import { PAGE_CHANGED, type PageChanged } from "../shared/pageEvents.ts";

const FILE_EVENTS = new Set(["add", "change", "unlink"]);
/**
 * The watcher (chokidar) drops a second change to a file that comes within about 50 ms of the first (measured: a
 * write 20 ms after the editor's own save was never reported). Each announcement is checked again this much later,
 * so a write in that window is still announced.
 */
const RECHECK_MS = 300;
/** The folders of the config whose JSON files the editor opens, and site.json, beside them. */
const WATCHED_FOLDERS = [PAGES_FOLDER, COLLECTIONS_FOLDER];

/** A file the editor opens (a page, a collection or site.json): its path in the config, its folder and name. */
function editedFile(configDir: string, path: string): { file: string; folder: string; name: string } | undefined {
  const file = relative(configDir, resolve(path)).split(sep).join("/");
  if (file === SITE_FILE) return { file, folder: ".", name: SITE_FILE.slice(0, -".json".length) };
  const folder = dirname(file);
  if (!WATCHED_FOLDERS.includes(folder) || !file.endsWith(".json")) return undefined;
  return { file, folder, name: file.slice(folder.length + 1, -".json".length) };
}

/**
 * Tells every open editor, through Vite's own file watcher and HMR socket, when a page, a collection or site.json is
 * written, created or removed, whoever did it: another tab, a text editor, a git pull (decision 037). Each tab
 * compares the version with the one it holds; its own saves match and are ignored.
 */
export function announcePageChanges(server: ViteDevServer, configDir: string): void {
  const announced = new Map<string, string | null>();

  const announce = async ({ file, folder, name }: { file: string; folder: string; name: string }) => {
    // Loaded on the first change: a dev start that never sees one never loads the editor's server code.
    const { PagesFolder } = await import("./pageFiles.ts");
    const version = new PagesFolder(configDir, folder).read(name)?.version ?? null;
    if (announced.get(file) === version) return;
    announced.set(file, version);
    server.ws.send(PAGE_CHANGED, { file, version } satisfies PageChanged);
  };
  const report = (error: unknown) => server.config.logger.error(`[editor] ${String(error)}`);

  server.watcher.add(WATCHED_FOLDERS.map((folder) => resolve(configDir, folder)));
  server.watcher.add(resolve(configDir, SITE_FILE));
  server.watcher.on("all", (event, path) => {
    const edited = FILE_EVENTS.has(event) ? editedFile(configDir, path) : undefined;
    if (!edited) return;
    announced.delete(edited.file);
    announce(edited).catch(report);
    setTimeout(() => announce(edited).catch(report), RECHECK_MS).unref();
  });
}
