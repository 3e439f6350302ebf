import { resolve } from "node:path";
import type { Plugin } from "vite";
import { editorPageHtml } from "../server/editorPages.ts";
import { BUILT_PAGES } from "./builtPages.ts";

/**
 * The editor's pages as the build's inputs: the same HTML the dev server hands Vite (editorPages.ts), given to the
 * build as files that do not exist on disk, so that the dev server and the build cannot drift apart.
 */
export function editorPagesInput(): Plugin {
  let pages = new Map<string, string>();
  return {
    name: "editor-pages-input",
    apply: "build",
    config(config) {
      const root = resolve(config.root ?? process.cwd());
      pages = new Map(BUILT_PAGES.map(({ file, page }) => [resolve(root, file), editorPageHtml(page)]));
      return { build: { rolldownOptions: { input: [...pages.keys()] } } };
    },
    resolveId(id) {
      return pages.has(id) ? id : null;
    },
    load(id) {
      return pages.get(id) ?? null;
    },
  };
}
