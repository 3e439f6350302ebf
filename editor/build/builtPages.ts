import { EDITOR_PAGES } from "../server/editorPages.ts";

/** Where `npm run editor:build` writes the editor's pages and their assets (git ignores it). */
export const EDITOR_DIST_DIR = ".editor-dist";

/** The address prefix of the built editor's hashed assets: under the editor's own address, apart from the site's. */
export const EDITOR_BASE = "/_editor/";

/** Where the built editor asks for the site's current site.json (liveSiteJson.ts); the editor service answers it. */
export const EDITOR_SITE_JSON = "/_editor/site.json";

/** The folder, inside the editor's build, of its hashed assets (served at `${EDITOR_BASE}assets/`). */
export const EDITOR_ASSETS_DIR = "assets";

/**
 * Each editor address with its page's HTML file inside the build, beside the script it runs
 * (`/editor/app/main.tsx` → `editor/app/index.html`): the build names its output after where its input lives.
 */
export const BUILT_PAGES: ReadonlyArray<{ address: string; file: string; page: (typeof EDITOR_PAGES)[string] }> =
  Object.entries(EDITOR_PAGES).map(([address, page]) => ({
    address,
    file: page.script.replace(/^\//, "").replace(/\/[^/]+$/, "/index.html"),
    page,
  }));
