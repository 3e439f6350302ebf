import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { iconSpritePlugin } from "./build/vite/iconSpritePlugin.ts";
import { buildDefines } from "./build/vite/buildDefines.ts";
import { cssModuleClassName } from "./build/vite/cssModuleClassName.ts";
import { EDITOR_ASSETS_DIR, EDITOR_BASE, EDITOR_DIST_DIR } from "./editor/build/builtPages.ts";
import { editorPagesInput } from "./editor/build/editorPagesInput.ts";
import { liveSiteJson } from "./editor/build/liveSiteJson.ts";

/**
 * `npm run editor:build`: the page editor, its preview frame and the block catalog built for the editor service
 * (decision 069), with what vite.config.ts gives the site's code (icon sprite, build year, class names), so the preview
 * draws the blocks as the site does, and site.json asked from the service as a page opens (liveSiteJson.ts). Not the
 * site's build: no page data, no prerender, no dev-server editor plugin.
 */
export default defineConfig({
  plugins: [react(), iconSpritePlugin(), editorPagesInput(), liveSiteJson()],
  // Same service variables as the site's build, so the blocks' code is the same (the preview asks no service).
  envPrefix: ["VITE_", "SITE_"],
  define: buildDefines(),
  css: { modules: { generateScopedName: cssModuleClassName } },
  base: EDITOR_BASE,
  // public/ changes while the service runs (uploaded images): the service serves it from the repository, not a copy.
  publicDir: false,
  build: {
    outDir: EDITOR_DIST_DIR,
    emptyOutDir: true,
    assetsDir: EDITOR_ASSETS_DIR,
    target: "es2022",
    sourcemap: false,
    // The editor (its forms and schemas, 600 kB) is one tool loaded once by a few people and then kept a year, by hash.
    chunkSizeWarningLimit: 1024,
  },
});
