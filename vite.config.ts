import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { iconSpritePlugin } from "./scripts/vite/iconSpritePlugin.ts";
import { siteConfigPlugin } from "./scripts/vite/siteConfigPlugin.ts";
import { isAppModule } from "./scripts/vite/appChunk.ts";
import { pageEditorPlugin } from "./editor/server/editorPlugin.ts";

export default defineConfig({
  plugins: [react(), siteConfigPlugin(), iconSpritePlugin(), pageEditorPlugin()],
  // SITE_API_BASE_URL and SITE_CONTACT_URL are read at build time (see README).
  envPrefix: ["VITE_", "SITE_"],
  build: {
    target: "es2022",
    sourcemap: false,
    // The prerender reads which chunks each block needs from the manifest, to preload only those.
    manifest: true,
    // One stylesheet: each page inlines the rules its markup uses (decision 014), the entry adds it whole later.
    cssCodeSplit: false,
    // The entry (renderer/boot.ts) requests every module of a page itself, from the list the prerender writes.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The app (everything renderer/main.tsx imports) is one chunk; blocks and what only they use stay split.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: (id, meta) => (isAppModule(id, (other) => meta.getModuleInfo(other)) ? "app" : null) }] },
      },
    },
  },
});
