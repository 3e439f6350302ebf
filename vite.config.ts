import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type UserConfig } from "vite";
import { iconSpritePlugin } from "./build/vite/iconSpritePlugin.ts";
import { siteConfigPlugin } from "./build/vite/siteConfigPlugin.ts";
import { outDirAsidePlugin } from "./build/vite/outDirAside.ts";
import { publicLinksPlugin } from "./build/vite/publicLinksPlugin.ts";
import { requestedRecorder } from "./build/cache/viteRecorder.ts";
import { isAppModule, REACT_MODULE } from "./build/vite/appChunk.ts";
import { buildDefines } from "./build/vite/buildDefines.ts";
import { buildOutDir } from "./build/outDir.ts";
import { pageEditorPlugin } from "./editor/server/editorPlugin.ts";
import { serviceUrlProblem } from "./server/serviceUrls.ts";
import { cssModuleClassName } from "./build/vite/cssModuleClassName.ts";
import { cssModuleClassesPlugin } from "./build/vite/cssModuleClasses.ts";

const config: UserConfig = {
  // The last records what `npm run build`'s Vite builds read, for the next build (decision 049).
  plugins: [
    react(),
    // First: a link out of public/ stops the build before anything is copied.
    publicLinksPlugin(),
    siteConfigPlugin(),
    iconSpritePlugin(),
    pageEditorPlugin(),
    outDirAsidePlugin(),
    cssModuleClassesPlugin(),
    requestedRecorder(),
  ],
  // SITE_API_BASE_URL and SITE_CONTACT_URL are read at build time (see README).
  envPrefix: ["VITE_", "SITE_"],
  // {{year}}: the prerendered HTML and the app that hydrates it show the build's year (decision 025).
  define: buildDefines(),
  // Short, still readable class names: they are on every element of every prerendered page.
  css: { modules: { generateScopedName: cssModuleClassName } },
  // No CORS on the dev server: Vite's default lets any localhost origin (another dev server open in the browser) read
  // what it serves, site.config/ and the page editor's answers included. The site and the editor call it from its own
  // origin, which needs no CORS.
  server: { cors: false },
  build: {
    // dist/, or the fresh folder `npm run build` replaces it with once every step succeeded (decision 058).
    outDir: buildOutDir(),
    target: "es2022",
    sourcemap: false,
    // The prerender reads which chunks each block needs from the manifest, to preload only those.
    manifest: true,
    // One stylesheet: each page inlines the rules its markup uses and the entry adds the rest later (decisions 014, 028).
    cssCodeSplit: false,
    // The entry (renderer/boot.ts) requests every module of a page itself, from the list the prerender writes.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The app (everything renderer/main.tsx imports) is one chunk; blocks and what only they use stay split.
        // React and React DOM are a chunk of their own, which the entry evaluates in a task before the app's (decision 029).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: "react", test: REACT_MODULE, priority: 1 },
            { name: (id, meta) => (isAppModule(id, (other) => meta.getModuleInfo(other)) ? "app" : null) },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ mode }) => {
  // The pages call these addresses from the browser: a relative or non-http value stops the build, in one line.
  const problem = serviceUrlProblem(loadEnv(mode, process.cwd(), "SITE_"));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  return config;
});
