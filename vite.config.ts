import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { siteConfigPlugin } from "./scripts/vite/siteConfigPlugin.ts";

export default defineConfig({
  plugins: [react(), siteConfigPlugin()],
  // SITE_API_BASE_URL and SITE_CONTACT_URL are read at build time (see README).
  envPrefix: ["VITE_", "SITE_"],
  build: { target: "es2022", sourcemap: false },
});
